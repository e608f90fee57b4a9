import { useEffect, useState } from 'react';
import type { AuxiliaryBuild } from '../../../../contract/appBuildRequests';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import {
  ALL_COMPANIES,
  selectCompanyInView,
  selectIsChannelAdmin,
  selectIsPlatformAdmin,
} from '../../../state/session';
import { ListPage } from '../../../components/list/ListPage';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SearchBox } from '../../../components/ui/SearchBox';
import { notify } from '../../../lib/notify';
import { plural } from '../../../lib/numbers';
import {
  buildRequestFlowsCleared,
  selectAuxiliaryBuilds,
  selectBuildRequestsFlow,
} from '../buildRequestsSlice';
import {
  fetchAuxiliaryBuilds,
  moveAuxiliaryBuild,
  requestAuxiliaryBuild,
} from '../buildRequestsThunks';
import '../components/AppBuilds.css';
import { AuxiliaryBuildDialog, type AuxiliaryValues } from '../components/AuxiliaryBuildDialog';
import { AuxiliaryBuildsTable } from '../components/RequestTables';
import { storeIds } from '../components/requestForm';
import { StatusFilterSelect } from '../components/requestFilters';
import { OrganisationOnly } from '../components/OrganisationOnly';
import { useRequestFilter } from '../useRequestFilter';
import { StatusDialog, type StatusValues } from '../components/StatusDialog';

const textOf = (row: AuxiliaryBuild) =>
  `${row.appName} ${row.purpose} ${row.contactName} ${row.contactEmail} ${row.iosBundleId} ${row.androidPackage}`;

/** /other-settings/auxiliary-builds: extra builds the company requested, and where each stands. */
export function AuxiliaryBuildsPage() {
  const dispatch = useAppDispatch();
  const rows = useAppSelector(selectAuxiliaryBuilds);
  const companyInView = useAppSelector(selectCompanyInView);
  const isPlatformAdmin = useAppSelector(selectIsPlatformAdmin);
  const isChannelAdmin = useAppSelector(selectIsChannelAdmin);
  const needsCompany = isPlatformAdmin && companyInView === ALL_COMPANIES;
  const listFlow = useAppSelector((state) => selectBuildRequestsFlow(state, 'auxiliaryList'));
  const requestFlow = useAppSelector((state) => selectBuildRequestsFlow(state, 'auxiliaryRequest'));
  const moveFlow = useAppSelector((state) => selectBuildRequestsFlow(state, 'move'));
  const [reloads, setReloads] = useState(0);
  const [requesting, setRequesting] = useState(false);
  const [moving, setMoving] = useState<AuxiliaryBuild | null>(null);

  useEffect(() => {
    if (isChannelAdmin) return;
    const request = dispatch(fetchAuxiliaryBuilds());
    return () => request.abort();
  }, [dispatch, companyInView, isChannelAdmin, reloads]);

  const close = () => {
    setRequesting(false);
    setMoving(null);
    dispatch(buildRequestFlowsCleared());
  };

  const submitRequest = async (values: AuxiliaryValues) => {
    const result = await dispatch(
      requestAuxiliaryBuild({
        body: {
          appName: values.appName.trim(),
          purpose: values.purpose.trim(),
          ...storeIds(values),
          contactName: values.contactName.trim(),
          contactEmail: values.contactEmail.trim(),
        },
        icon: values.icon.file,
      }),
    );
    if (result.meta.requestStatus === 'rejected') return failureOf(result);
    notify.success(`${values.appName.trim()} requested.`);
    close();
  };

  const submitMove = async (values: StatusValues) => {
    if (!moving || !values.status) return;
    const result = await dispatch(
      moveAuxiliaryBuild({
        id: moving._id,
        body: { status: values.status, reason: values.reason.trim() },
      }),
    );
    if (result.meta.requestStatus === 'rejected') return failureOf(result);
    notify.success(`${moving.appName} moved on.`);
    close();
  };

  const {
    search,
    searchFor,
    status,
    setStatus,
    shown,
    page: current,
    setPage,
    filtered,
  } = useRequestFilter(rows, textOf);

  if (isChannelAdmin) return <OrganisationOnly title="Auxiliary builds" />;

  return (
    <ListPage
      title="Auxiliary builds"
      description={
        needsCompany
          ? 'Extra builds every organisation requested. Choose an organisation in the navbar to request one.'
          : 'Extra builds of the app (a beta, a conference app) and where each stands: requested, in progress, submitted to the stores, live.'
      }
      actions={
        <button
          type="button"
          className="btn btn-primary"
          disabled={needsCompany}
          onClick={() => setRequesting(true)}
        >
          <i className="bi bi-plus-lg me-2" aria-hidden="true" />
          Request a build
        </button>
      }
      toolbar={
        <>
          <SearchBox
            value={search}
            onSearch={searchFor}
            label="Search auxiliary builds"
            placeholder="Search builds"
          />
          <StatusFilterSelect value={status} onChange={setStatus} />
          <span className="small text-body-secondary ms-auto">{plural(shown.length, 'build')}</span>
        </>
      }
      flow={listFlow}
      rowCount={shown.length}
      onRetry={() => setReloads((count) => count + 1)}
      skeleton={{ columns: 5, label: 'Loading auxiliary builds…' }}
      emptyState={
        <EmptyState
          icon="bi-boxes"
          title={filtered ? 'No builds match' : 'No auxiliary builds yet'}
          action={
            !filtered &&
            !needsCompany && (
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => setRequesting(true)}
              >
                Request the first build
              </button>
            )
          }
        >
          {filtered
            ? 'Try another word or status.'
            : 'Request an extra build of the app, and follow it here until it is live.'}
        </EmptyState>
      }
      paging={{
        page: current,
        total: shown.length,
        onChange: setPage,
        label: 'Auxiliary builds pages',
      }}
      dialogs={
        <>
          <AuxiliaryBuildDialog
            show={requesting}
            saving={requestFlow.status === 'loading'}
            onSubmit={submitRequest}
            onClose={close}
          />
          <StatusDialog
            request={moving}
            saving={moveFlow.status === 'loading'}
            onSubmit={submitMove}
            onClose={close}
          />
        </>
      }
    >
      <AuxiliaryBuildsTable
        rows={shown}
        page={current}
        busy={listFlow.status === 'loading'}
        onMove={isPlatformAdmin ? setMoving : null}
      />
    </ListPage>
  );
}
