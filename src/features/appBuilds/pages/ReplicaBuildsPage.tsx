import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReplicaBuild } from '../../../../contract/appBuilds';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { useChannelNames } from '../../../state/useChannelNames';
import {
  ALL_COMPANIES,
  selectCompanyInView,
  selectIsChannelAdmin,
  selectIsPlatformAdmin,
} from '../../../state/session';
import { ListPage } from '../../../components/list/ListPage';
import { pageCount } from '../../../components/list/pageWindow';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SearchBox } from '../../../components/ui/SearchBox';
import { notify } from '../../../lib/notify';
import { plural } from '../../../lib/numbers';
import { replicaSaveCleared, selectAppBuildsFlow, selectReplicaBuilds } from '../appBuildsSlice';
import { fetchReplicaBuilds, saveReplicaBuild } from '../appBuildsThunks';
import '../components/AppBuilds.css';
import { OrganisationOnly } from '../components/OrganisationOnly';
import { ReplicaBuildDialog } from '../components/ReplicaBuildDialog';
import { ReplicaBuildsTable } from '../components/ReplicaBuildsTable';
import { bodyOf, type ReplicaValues } from '../components/replicaForm';

const matches = (build: ReplicaBuild, term: string) =>
  [build.name, build.deepLink, ...build.channels.map((channel) => channel.clientName)]
    .join(' ')
    .toLowerCase()
    .includes(term);

/** /other-settings/replica-builds: the company's white-label builds of the app and their channels. */
export function ReplicaBuildsPage() {
  const dispatch = useAppDispatch();
  const builds = useAppSelector(selectReplicaBuilds);
  const companyInView = useAppSelector(selectCompanyInView);
  const needsCompany = useAppSelector(selectIsPlatformAdmin) && companyInView === ALL_COMPANIES;
  const isChannelAdmin = useAppSelector(selectIsChannelAdmin);
  const listFlow = useAppSelector((state) => selectAppBuildsFlow(state, 'list'));
  const saveFlow = useAppSelector((state) => selectAppBuildsFlow(state, 'save'));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [reloads, setReloads] = useState(0);
  const [editing, setEditing] = useState<ReplicaBuild | 'new' | null>(null);
  const searchFor = useCallback((term: string) => {
    setSearch(term);
    setPage(1);
  }, []);

  useEffect(() => {
    if (isChannelAdmin) return;
    const list = dispatch(fetchReplicaBuilds());
    return () => list.abort();
  }, [dispatch, companyInView, isChannelAdmin, reloads]);
  const {
    channels,
    loaded: channelsLoaded,
    error: channelsError,
  } = useChannelNames(isChannelAdmin || needsCompany);

  const channelsEditable = !needsCompany && channelsLoaded;

  const close = () => {
    setEditing(null);
    dispatch(replicaSaveCleared());
  };

  const submit = async (values: ReplicaValues) => {
    const id = editing && editing !== 'new' ? editing.id : null;
    const body = bodyOf(values, editing && editing !== 'new' ? editing : undefined);
    // Without the organisation's channels at hand the choice was not offered: keep the build's.
    if (!channelsEditable) delete body.channels;
    const result = await dispatch(saveReplicaBuild({ id, body, icon: values.icon.file }));
    if (result.meta.requestStatus === 'rejected') return failureOf(result);
    notify.success(id ? `${values.name.trim()} saved.` : `${values.name.trim()} created.`);
    close();
  };

  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return term ? builds.filter((build) => matches(build, term)) : builds;
  }, [builds, search]);
  const current = Math.min(page, pageCount(shown.length));

  if (isChannelAdmin) return <OrganisationOnly title="Replica builds" />;

  const newButton = (
    <button
      type="button"
      className="btn btn-primary"
      disabled={needsCompany}
      onClick={() => setEditing('new')}
    >
      <i className="bi bi-plus-lg me-2" aria-hidden="true" />
      New replica build
    </button>
  );

  return (
    <ListPage
      title="Replica builds"
      description={
        needsCompany
          ? 'The white-label builds of every organisation. Choose an organisation in the navbar to add one.'
          : 'Builds of the app under another name, icon and store listing, and the channels each carries.'
      }
      actions={newButton}
      toolbar={
        <>
          <SearchBox
            value={search}
            onSearch={searchFor}
            label="Search replica builds"
            placeholder="Search builds or channels"
          />
          <span className="small text-body-secondary ms-auto">{plural(shown.length, 'build')}</span>
        </>
      }
      flow={listFlow}
      rowCount={shown.length}
      onRetry={() => setReloads((count) => count + 1)}
      skeleton={{ columns: 5, label: 'Loading replica builds…' }}
      emptyState={
        <EmptyState
          icon="bi-phone"
          title={search ? 'No builds match this search' : 'No replica builds yet'}
          action={
            !search &&
            !needsCompany && (
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => setEditing('new')}
              >
                Create the first build
              </button>
            )
          }
        >
          {search
            ? 'Try another word.'
            : 'A replica build publishes the app under your own name and icon.'}
        </EmptyState>
      }
      paging={{
        page: current,
        total: shown.length,
        onChange: setPage,
        label: 'Replica builds pages',
      }}
      dialogs={
        <ReplicaBuildDialog
          build={editing}
          channels={channelsEditable ? channels : null}
          channelsError={channelsError}
          saving={saveFlow.status === 'loading'}
          onSubmit={submit}
          onClose={close}
        />
      }
    >
      <ReplicaBuildsTable
        builds={shown}
        page={current}
        busy={listFlow.status === 'loading'}
        onEdit={setEditing}
      />
    </ListPage>
  );
}
