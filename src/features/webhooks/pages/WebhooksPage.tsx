import { useCallback, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { WebhookEndpoint, WebhookEndpointBody } from '../../../../contract/webhooks';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import type { ApiFailure } from '../../../lib/apiErrors';
import { notify } from '../../../lib/notify';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { ALL_COMPANIES, selectCompanyInView } from '../../../state/session';
import { EndpointCard, type EndpointAction } from '../components/EndpointCard';
import { EndpointDialog } from '../components/EndpointDialog';
import { SecretDialog } from '../components/SecretDialog';
import '../components/Webhooks.css';
import {
  deleteEndpoint,
  fetchEndpoints,
  rollEndpointSecret,
  saveEndpoint,
  sendTestEvent,
  setEndpointPaused,
} from '../webhooksThunks';

/** What the latest read answered, for the company and reload it was made for. */
type Loaded = { key: string; error: string | null };

/** /settings/webhooks: the organisation's webhook endpoints. */
export function WebhooksPage() {
  const dispatch = useAppDispatch();
  const companyInView = useAppSelector(selectCompanyInView);
  const noCompany = companyInView === ALL_COMPANIES;
  const [endpoints, setEndpoints] = useState<WebhookEndpoint[]>([]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [reloads, setReloads] = useState(0);
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{
    action: 'roll' | 'delete';
    endpoint: WebhookEndpoint;
  } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  useEffect(() => {
    if (noCompany) return;
    const key = `${companyInView}:${reloads}`;
    const request = dispatch(fetchEndpoints());
    void request.then((result) => {
      if (fetchEndpoints.fulfilled.match(result)) {
        setEndpoints(result.payload);
        setLoaded({ key, error: null });
      } else {
        const failure = failureOf(result);
        if (failure) setLoaded({ key, error: failure.message });
      }
    });
    return () => request.abort();
  }, [dispatch, noCompany, companyInView, reloads]);
  const current = loaded?.key === `${companyInView}:${reloads}` ? loaded : null;

  const replace = (endpoint: WebhookEndpoint) =>
    setEndpoints((list) => list.map((item) => (item.id === endpoint.id ? endpoint : item)));

  const save = async (body: WebhookEndpointBody): Promise<ApiFailure | null> => {
    const id = editing === 'new' || editing === null ? null : editing.id;
    const result = await dispatch(saveEndpoint({ id, body }));
    if (!saveEndpoint.fulfilled.match(result)) return failureOf(result);
    setEditing(null);
    // A new endpoint comes with its secret, shown this once.
    const saved = result.payload as WebhookEndpoint & { secret?: string };
    if (typeof saved.secret === 'string') setSecret(saved.secret);
    else notify.success('Endpoint saved.');
    reload();
    return null;
  };

  const pause = async (endpoint: WebhookEndpoint, paused: boolean) => {
    setBusy(endpoint.id);
    const result = await dispatch(setEndpointPaused({ id: endpoint.id, paused }));
    setBusy(null);
    if (setEndpointPaused.fulfilled.match(result)) {
      replace(result.payload);
      notify.success(
        paused ? 'Endpoint paused: events wait until you resume it.' : 'Endpoint resumed.',
      );
    }
  };

  const act = async (endpoint: WebhookEndpoint, action: EndpointAction) => {
    if (action === 'edit') return setEditing(endpoint);
    if (action === 'roll' || action === 'delete') return setConfirm({ action, endpoint });
    const result = await dispatch(sendTestEvent(endpoint.id));
    if (sendTestEvent.fulfilled.match(result))
      notify.success('Test event queued. Its delivery shows in the log within seconds.');
  };

  const confirmed = async () => {
    if (!confirm) return;
    const { action, endpoint } = confirm;
    setBusy(endpoint.id);
    if (action === 'roll') {
      const result = await dispatch(rollEndpointSecret(endpoint.id));
      if (rollEndpointSecret.fulfilled.match(result)) {
        replace(result.payload);
        setSecret(result.payload.secret);
      }
    } else {
      const result = await dispatch(deleteEndpoint(endpoint.id));
      if (deleteEndpoint.fulfilled.match(result)) {
        setEndpoints((list) => list.filter((item) => item.id !== endpoint.id));
        notify.success('Endpoint deleted.');
      }
    }
    setBusy(null);
    setConfirm(null);
  };

  const addButton = (
    <Button onClick={() => setEditing('new')}>
      <i className="bi bi-plus-lg me-1" aria-hidden="true" />
      Add endpoint
    </Button>
  );

  return (
    <div className="container-fluid py-4">
      <header className="d-flex flex-wrap align-items-start gap-3 mb-4">
        <div className="me-auto">
          <h1 className="h3 mb-1">Webhooks</h1>
          <p className="text-body-secondary mb-0">
            Post your organization&rsquo;s events to your own systems as they happen: messages sent,
            opened and confirmed, members registering or opting out, subscriptions changing. Each
            delivery is signed with the endpoint&rsquo;s secret.
          </p>
        </div>
        {!noCompany && endpoints.length > 0 && addButton}
      </header>
      {noCompany ? (
        <EmptyState icon="bi-building" title="Choose an organization">
          Webhooks belong to an organization: choose one in the navbar first.
        </EmptyState>
      ) : current?.error ? (
        <LoadError message={current.error} onRetry={reload} />
      ) : !current && endpoints.length === 0 ? (
        <PageLoading label="Loading webhook endpoints…" />
      ) : endpoints.length === 0 ? (
        <EmptyState icon="bi-broadcast" title="No endpoints yet" action={addButton}>
          Add the URL of a system that should hear about messages, members and subscriptions.
        </EmptyState>
      ) : (
        endpoints.map((endpoint) => (
          <EndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            busy={busy === endpoint.id}
            onPause={(paused) => void pause(endpoint, paused)}
            onAction={(action) => void act(endpoint, action)}
          />
        ))
      )}
      <EndpointDialog
        show={editing !== null}
        endpoint={editing === 'new' ? null : editing}
        onSave={save}
        onClose={() => setEditing(null)}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <ConfirmModal
        show={confirm !== null}
        title={confirm?.action === 'roll' ? 'Roll the signing secret?' : 'Delete this endpoint?'}
        confirmLabel={confirm?.action === 'roll' ? 'Roll secret' : 'Delete endpoint'}
        variant={confirm?.action === 'roll' ? 'warning' : 'danger'}
        busy={busy !== null && busy === confirm?.endpoint.id}
        onConfirm={() => void confirmed()}
        onCancel={() => setConfirm(null)}
      >
        {confirm?.action === 'roll'
          ? 'Deliveries are signed with a new secret from now on; your receiver must use it at once.'
          : `Nothing more is sent to ${confirm?.endpoint.url ?? ''}, and its delivery log is deleted.`}
      </ConfirmModal>
    </div>
  );
}
