import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import type { StripeKeysBody } from '../../../../contract/billing';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { ALL_COMPANIES, selectCompanyInView } from '../../../state/session';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import {
  billingFlowsCleared,
  selectBillingFlow,
  selectStripeAccount,
  selectStripeSettings,
} from '../billingSlice';
import {
  fetchStripeSettings,
  removeStripeKeys,
  saveStripeKeys,
  testStripeKeys,
} from '../billingThunks';
import '../components/Billing.css';
import { StripeKeysForm, type StripeKeysValues } from '../components/StripeKeysForm';

/**
 * The address of the API's Stripe webhook route for this organisation, to add in Stripe; shown
 * before the keys are saved too, since the signing secret the form asks for comes from it.
 */
function WebhookAddress({ url, onCopy }: { url: string | null; onCopy: (url: string) => void }) {
  if (!url) return null;
  return (
    <Form.Group className="mb-3" controlId="stripe-webhook-url">
      <Form.Label>Webhook address</Form.Label>
      {/* A text area over the card's width, so the whole address shows, wrapped, at any width. */}
      <Form.Control
        as="textarea"
        rows={4}
        readOnly
        value={url}
        className="font-monospace text-break"
        style={{ resize: 'none', fontSize: '0.875rem' }}
        aria-describedby="stripe-webhook-help"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="mt-2 mb-1">
        <Button variant="outline-secondary" size="sm" onClick={() => onCopy(url)}>
          <i className="bi bi-clipboard me-1" aria-hidden="true" />
          Copy
        </Button>
      </div>
      <Form.Text id="stripe-webhook-help">
        Add it in Stripe under Developers › Webhooks, for the customer.subscription and invoice
        events, then enter the webhook&rsquo;s signing secret here.
      </Form.Text>
    </Form.Group>
  );
}

/** /other-settings/stripe: the organisation's Stripe keys, their test, and the webhook address. */
export function StripeSettingsPage() {
  const dispatch = useAppDispatch();
  const companyInView = useAppSelector(selectCompanyInView);
  const settings = useAppSelector(selectStripeSettings);
  const account = useAppSelector(selectStripeAccount);
  const loadFlow = useAppSelector((state) => selectBillingFlow(state, 'stripe'));
  const saveFlow = useAppSelector((state) => selectBillingFlow(state, 'saveStripe'));
  const testFlow = useAppSelector((state) => selectBillingFlow(state, 'testStripe'));
  const [removing, setRemoving] = useState(false);
  const [reloads, setReloads] = useState(0);
  const noCompany = companyInView === ALL_COMPANIES;

  useEffect(() => {
    if (noCompany) return;
    const request = dispatch(fetchStripeSettings());
    return () => request.abort();
  }, [dispatch, noCompany, companyInView, reloads]);
  useEffect(
    () => () => {
      dispatch(billingFlowsCleared());
    },
    [dispatch],
  );

  const save = async (values: StripeKeysValues) => {
    const body: StripeKeysBody = {
      secretKey: values.secretKey.trim(),
      ...(values.webhookSecret.trim() ? { webhookSecret: values.webhookSecret.trim() } : {}),
    };
    const result = await dispatch(saveStripeKeys(body));
    if (result.meta.requestStatus === 'rejected') return failureOf(result);
    notify.success('Stripe keys saved. Test them to be sure they work.');
  };
  const remove = async () => {
    const result = await dispatch(removeStripeKeys());
    if (removeStripeKeys.fulfilled.match(result)) {
      notify.success('Stripe keys removed: new products use the local provider.');
      setRemoving(false);
    }
  };
  const copy = (text: string) => {
    void navigator.clipboard.writeText(text).then(
      () => notify.success('Webhook address copied.'),
      () => notify.error('Copying failed: select the address and copy it.'),
    );
  };

  return (
    <div className="container-fluid py-4">
      <header className="mb-4">
        <h1 className="h3 mb-1">Card payments (Stripe)</h1>
        <p className="text-body-secondary mb-0">
          With Stripe keys set, products and subscriptions are billed on Stripe; without them, the
          built-in local provider keeps them.
        </p>
      </header>
      {noCompany ? (
        <Alert variant="info">Choose an organisation in the navbar to set its Stripe keys.</Alert>
      ) : loadFlow.status === 'failed' ? (
        <LoadError message={loadFlow.error} onRetry={() => setReloads((count) => count + 1)} />
      ) : !settings ? (
        <PageLoading label="Loading the Stripe settings…" />
      ) : (
        <div className="row g-4">
          <div className="col-lg-6">
            <Card className="shadow-sm h-100">
              <Card.Body className="p-4">
                <h2 className="h5">Account</h2>
                {settings.configured ? (
                  <>
                    <p className="mb-2">
                      {settings.mode === 'live' ? (
                        <span className="badge text-bg-danger fs-6">Live mode: real charges</span>
                      ) : (
                        <span className="badge text-bg-info fs-6">Test mode: no real money</span>
                      )}
                    </p>
                    <dl className="row mb-3">
                      <dt className="col-sm-5">Secret key</dt>
                      <dd className="col-sm-7 font-monospace">{settings.secretKeyLast}</dd>
                      <dt className="col-sm-5">Webhook signing secret</dt>
                      <dd className="col-sm-7 font-monospace">
                        {settings.webhookSecretLast ?? 'Not set: events are not received'}
                      </dd>
                      <dt className="col-sm-5">Saved</dt>
                      <dd className="col-sm-7">
                        {settings.updatedAt ? formatDate(settings.updatedAt) : '—'}
                      </dd>
                    </dl>
                    <WebhookAddress url={settings.webhookUrl} onCopy={copy} />
                    <div className="d-flex flex-wrap gap-2">
                      <Button
                        variant="primary"
                        disabled={testFlow.status === 'loading'}
                        onClick={() => void dispatch(testStripeKeys())}
                      >
                        {testFlow.status === 'loading' ? 'Testing…' : 'Test the key'}
                      </Button>
                      <Button variant="outline-danger" onClick={() => setRemoving(true)}>
                        Remove keys
                      </Button>
                    </div>
                    <div aria-live="polite" className="mt-3">
                      {testFlow.status === 'succeeded' && account && (
                        <Alert variant="success" className="mb-0">
                          The key works: Stripe account {account}.
                        </Alert>
                      )}
                      {testFlow.status === 'failed' && (
                        <Alert variant="danger" className="mb-0">
                          {testFlow.error}
                        </Alert>
                      )}
                    </div>
                  </>
                ) : (
                  <>
                    <p className="text-body-secondary">
                      No Stripe keys yet: billing uses the local provider.
                    </p>
                    <WebhookAddress url={settings.webhookUrl} onCopy={copy} />
                  </>
                )}
              </Card.Body>
            </Card>
          </div>
          <div className="col-lg-6">
            <Card className="shadow-sm h-100">
              <Card.Body className="p-4">
                <h2 className="h5">{settings.configured ? 'Replace the keys' : 'Set the keys'}</h2>
                <StripeKeysForm
                  replacing={settings.configured}
                  saving={saveFlow.status === 'loading'}
                  onSubmit={save}
                />
              </Card.Body>
            </Card>
          </div>
        </div>
      )}
      <ConfirmModal
        show={removing}
        title="Remove the Stripe keys?"
        confirmLabel="Remove keys"
        busy={saveFlow.status === 'loading'}
        error={removing ? saveFlow.error : null}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(false)}
      >
        New products are then made with the local provider. Products and subscriptions already on
        Stripe can no longer be changed or cancelled until keys are set again.
      </ConfirmModal>
    </div>
  );
}
