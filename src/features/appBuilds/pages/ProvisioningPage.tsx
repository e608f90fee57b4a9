import { useEffect, useState } from 'react';
import type { ProvisioningRequest } from '../../../../contract/appBuildRequests';
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
  selectBuildRequestsFlow,
  selectProvisioningRequests,
} from '../buildRequestsSlice';
import { fetchProvisioningRequests, moveProvisioningRequest } from '../buildRequestsThunks';
import '../components/AppBuilds.css';
import { ProvisioningTable } from '../components/RequestTables';
import { StatusFilterSelect } from '../components/requestFilters';
import { OrganisationOnly } from '../components/OrganisationOnly';
import { useRequestFilter } from '../useRequestFilter';
import { StatusDialog, type StatusValues } from '../components/StatusDialog';

const textOf = (row: ProvisioningRequest) =>
  `${row.appName} ${row.organizationName} ${row.contactName} ${row.contactEmail} ${row.notes}`;

/** The public form's address for the organisation in view. */
const formAddress = (companyID: string) =>
  `${window.location.origin}/provision/${encodeURIComponent(companyID)}`;

/** /other-settings/provisioning: requests for new apps sent from the public form. */
export function ProvisioningPage() {
  const dispatch = useAppDispatch();
  const rows = useAppSelector(selectProvisioningRequests);
  const companyInView = useAppSelector(selectCompanyInView);
  const isPlatformAdmin = useAppSelector(selectIsPlatformAdmin);
  const isChannelAdmin = useAppSelector(selectIsChannelAdmin);
  const needsCompany = isPlatformAdmin && companyInView === ALL_COMPANIES;
  const listFlow = useAppSelector((state) => selectBuildRequestsFlow(state, 'provisioningList'));
  const moveFlow = useAppSelector((state) => selectBuildRequestsFlow(state, 'move'));
  const [reloads, setReloads] = useState(0);
  const [moving, setMoving] = useState<ProvisioningRequest | null>(null);

  useEffect(() => {
    if (isChannelAdmin) return;
    const request = dispatch(fetchProvisioningRequests());
    return () => request.abort();
  }, [dispatch, companyInView, isChannelAdmin, reloads]);

  const close = () => {
    setMoving(null);
    dispatch(buildRequestFlowsCleared());
  };

  const submitMove = async (values: StatusValues) => {
    if (!moving || !values.status) return;
    const result = await dispatch(
      moveProvisioningRequest({
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
  const address = needsCompany ? null : formAddress(companyInView);

  if (isChannelAdmin) return <OrganisationOnly title="Provisioning requests" />;

  return (
    <ListPage
      title="Provisioning"
      description={
        address ? (
          <>
            Requests for new apps, sent from the public form at{' '}
            <a href={address} className="public-link" target="_blank" rel="noreferrer">
              {address}
            </a>
            .
          </>
        ) : (
          'Requests for new apps from every organisation’s public form. Choose an organisation in the navbar to see its form’s address.'
        )
      }
      toolbar={
        <>
          <SearchBox
            value={search}
            onSearch={searchFor}
            label="Search provisioning requests"
            placeholder="Search requests"
          />
          <StatusFilterSelect value={status} onChange={setStatus} />
          <span className="small text-body-secondary ms-auto">
            {plural(shown.length, 'request')}
          </span>
        </>
      }
      flow={listFlow}
      rowCount={shown.length}
      onRetry={() => setReloads((count) => count + 1)}
      skeleton={{ columns: 5, label: 'Loading provisioning requests…' }}
      emptyState={
        <EmptyState
          icon="bi-inbox"
          title={filtered ? 'No requests match' : 'No provisioning requests yet'}
        >
          {filtered
            ? 'Try another word or status.'
            : 'Share the public form: each request sent there shows here.'}
        </EmptyState>
      }
      paging={{
        page: current,
        total: shown.length,
        onChange: setPage,
        label: 'Provisioning pages',
      }}
      dialogs={
        <StatusDialog
          request={moving}
          saving={moveFlow.status === 'loading'}
          onSubmit={submitMove}
          onClose={close}
        />
      }
    >
      <ProvisioningTable
        rows={shown}
        page={current}
        busy={listFlow.status === 'loading'}
        onMove={isPlatformAdmin ? setMoving : null}
      />
    </ListPage>
  );
}
