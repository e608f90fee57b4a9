import { useEffect, useMemo, useState } from 'react';
import type { ApiKey } from '../../../../contract/apiKeys';
import { ListPage } from '../../../components/list/ListPage';
import { pageCount } from '../../../components/list/pageWindow';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SearchBox } from '../../../components/ui/SearchBox';
import { notify } from '../../../lib/notify';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import {
  ALL_COMPANIES,
  roleOf,
  selectCompanyInView,
  selectIsPlatformAdmin,
  selectSessionUser,
} from '../../../state/session';
import {
  apiKeyDialogCleared,
  selectApiKeys,
  selectApiKeysFlow,
  selectKeyChannels,
  selectNewSecret,
} from '../apiKeysSlice';
import { createKey, fetchKeyChannels, fetchKeys, revokeKey } from '../apiKeysThunks';
import { ApiKeysTable, scopeOf } from '../components/ApiKeysTable';
import '../components/ApiKeys.css';
import { CreateKeyDialog } from '../components/CreateKeyDialog';
import { keyBodyOf, type KeyValues } from '../components/keyValues';
import { SecretDialog } from '../components/SecretDialog';

const matches = (key: ApiKey, search: string) =>
  [key.name, key.prefix, scopeOf(key), key.createdBy.name].some((text) =>
    text.toLowerCase().includes(search),
  );

/** /settings/api-keys: the organisation's API keys, made, listed and revoked. */
export function ApiKeysPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const keys = useAppSelector(selectApiKeys);
  const channels = useAppSelector(selectKeyChannels);
  const created = useAppSelector(selectNewSecret);
  const companyInView = useAppSelector(selectCompanyInView);
  const platformKeys = useAppSelector(selectIsPlatformAdmin) && companyInView === ALL_COMPANIES;
  const listFlow = useAppSelector((state) => selectApiKeysFlow(state, 'list'));
  const saveFlow = useAppSelector((state) => selectApiKeysFlow(state, 'save'));
  const revokeFlow = useAppSelector((state) => selectApiKeysFlow(state, 'revoke'));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [reloads, setReloads] = useState(0);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  useEffect(() => {
    const list = dispatch(fetchKeys());
    const picker = platformKeys ? null : dispatch(fetchKeyChannels());
    return () => {
      list.abort();
      picker?.abort();
    };
  }, [dispatch, companyInView, platformKeys, reloads]);

  const shown = useMemo(() => {
    const wanted = search.trim().toLowerCase();
    return wanted ? keys.filter((key) => matches(key, wanted)) : keys;
  }, [keys, search]);

  const closeDialogs = () => {
    setCreating(false);
    setRevoking(null);
    dispatch(apiKeyDialogCleared());
  };

  const create = async (values: KeyValues) => {
    const result = await dispatch(createKey(keyBodyOf(values)));
    if (result.meta.requestStatus === 'rejected') return failureOf(result);
    setCreating(false);
    setPage(1);
  };

  const revoke = async () => {
    if (!revoking) return;
    const result = await dispatch(revokeKey(revoking._id));
    if (result.meta.requestStatus === 'rejected') return;
    notify.success(`The key ${revoking.name} is revoked: its next call is refused.`);
    closeDialogs();
  };

  const current = Math.min(page, pageCount(shown.length));
  const newButton = (
    <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
      <i className="bi bi-plus-lg me-2" aria-hidden="true" />
      New API key
    </button>
  );

  return (
    <ListPage
      title="API keys"
      description={
        platformKeys
          ? 'Keys that call the API as the platform. Choose an organisation in the navbar for its own keys.'
          : 'Keys your other systems, such as a membership CRM, use to send messages and keep app users in step.'
      }
      actions={newButton}
      toolbar={
        <SearchBox
          value={search}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          label="Search API keys"
          placeholder="Search by name, prefix, scope or creator"
        />
      }
      flow={listFlow}
      rowCount={shown.length}
      onRetry={() => setReloads((count) => count + 1)}
      skeleton={{ columns: 6, label: 'Loading API keys…' }}
      emptyState={
        search ? (
          <EmptyState icon="bi-search" title="No keys match">
            No key’s name, prefix, scope or creator holds “{search}”.
          </EmptyState>
        ) : (
          <EmptyState
            icon="bi-key"
            title="No API keys yet"
            action={
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => setCreating(true)}
              >
                Create the first key
              </button>
            }
          >
            A key lets a program call the API as your organisation, with only the access you give
            it.
          </EmptyState>
        )
      }
      paging={{ page: current, total: shown.length, onChange: setPage, label: 'API keys pages' }}
      dialogs={
        <>
          <CreateKeyDialog
            show={creating}
            ownKeys={user ? roleOf(user).keys : []}
            channels={platformKeys ? [] : channels}
            saving={saveFlow.status === 'loading'}
            onSubmit={create}
            onClose={closeDialogs}
          />
          <SecretDialog created={created} onClose={closeDialogs} />
          <ConfirmModal
            show={revoking !== null}
            title={`Revoke the key ${revoking?.name ?? ''}?`}
            confirmLabel="Revoke key"
            variant="danger"
            busy={revokeFlow.status === 'loading'}
            error={revokeFlow.status === 'failed' ? revokeFlow.error : null}
            onConfirm={() => void revoke()}
            onCancel={closeDialogs}
          >
            Its next call is refused, and this cannot be undone. Whatever uses it stops working
            until it is given a new key.
          </ConfirmModal>
        </>
      }
    >
      <ApiKeysTable
        keys={shown}
        page={current}
        busy={listFlow.status === 'loading'}
        onRevoke={setRevoking}
      />
    </ListPage>
  );
}
