import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CompanyListItem } from '../../../../contract/company';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { ListPage } from '../../../components/list/ListPage';
import { useListScreen } from '../../../components/list/useListScreen';
import { ConfirmDelete, deleted, useConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SearchBox } from '../../../components/ui/SearchBox';
import { notifyUndoable } from '../../../components/ui/UndoToast';
import { notify } from '../../../lib/notify';
import { plural } from '../../../lib/numbers';
import '../components/Company.css';
import { OrganisationsTable } from '../components/OrganisationsTable';
import { companyFlowsCleared, selectCompanies, selectCompanyFlow } from '../companySlice';
import { deleteCompany, reloadCompanies, setCompanyStatus } from '../companyThunks';

const matches = (company: CompanyListItem, term: string) =>
  `${company.name} ${company.companyID}`.toLowerCase().includes(term);

const statusDone = (name: string, status: 0 | 1) =>
  status ? `${name} is active again.` : `${name} is deactivated.`;

/** /organizations: every organisation on the platform, for the platform admin. */
export function OrganisationsPage() {
  const dispatch = useAppDispatch();
  const companies = useAppSelector(selectCompanies);
  const listFlow = useAppSelector((state) => selectCompanyFlow(state, 'list'));
  const statusFlow = useAppSelector((state) => selectCompanyFlow(state, 'status'));
  const deleteFlow = useAppSelector((state) => selectCompanyFlow(state, 'delete'));
  const [deactivating, setDeactivating] = useState<CompanyListItem | null>(null);
  const load = useCallback(() => dispatch(reloadCompanies()), [dispatch]);
  const { search, searchFor, shown, page, setPage, reload } = useListScreen({
    rows: companies,
    matches,
    load,
  });

  const changeStatus = useCallback(
    async (company: CompanyListItem, status: 0 | 1) => {
      const result = await dispatch(setCompanyStatus({ id: company.companyID, status }));
      if (!setCompanyStatus.fulfilled.match(result)) return result.payload ?? 'Error';
      notifyUndoable(statusDone(company.name, status), () => {
        const back = status ? 0 : 1;
        void dispatch(setCompanyStatus({ id: company.companyID, status: back })).then((undone) => {
          if (setCompanyStatus.fulfilled.match(undone))
            notify.success(statusDone(company.name, back));
          else if (undone.payload) notify.error(undone.payload);
        });
      });
      return null;
    },
    [dispatch],
  );

  const toggle = (company: CompanyListItem) => {
    // Deactivating signs its admins out and pauses its sends: ask first. Activating does not.
    if (company.isActive) setDeactivating(company);
    else
      void changeStatus(company, 1).then((error) => {
        if (error) notify.error(error);
      });
  };

  const closeDeactivate = () => {
    setDeactivating(null);
    dispatch(companyFlowsCleared());
  };

  const deletion = useConfirmDelete<CompanyListItem>({
    remove: (company) => deleted(dispatch(deleteCompany(company.companyID)), company.name),
    onClose: () => dispatch(companyFlowsCleared()),
  });

  const hasData = deleteFlow.code === 'error_company_has_data';

  return (
    <ListPage
      title="Organizations"
      description="Every organisation on the platform, its status and its branding."
      actions={
        <Link to="/organizations/create" className="btn btn-primary">
          <i className="bi bi-plus-lg me-2" aria-hidden="true" />
          New organization
        </Link>
      }
      toolbar={
        <>
          <SearchBox
            value={search}
            onSearch={searchFor}
            label="Search organizations"
            placeholder="Search by name or ID"
          />
          <span className="small text-body-secondary ms-auto">
            {plural(shown.length, 'organization')}
          </span>
        </>
      }
      flow={listFlow}
      rowCount={shown.length}
      onRetry={reload}
      skeleton={{ columns: 5, label: 'Loading organizations…' }}
      emptyState={
        <EmptyState
          icon="bi-building"
          title={search ? 'No organization matches this search' : 'No organizations yet'}
          action={
            !search && (
              <Link to="/organizations/create" className="btn btn-outline-primary">
                Create the first organization
              </Link>
            )
          }
        >
          {search ? 'Try another name or ID.' : 'Each organisation has its own console and app.'}
        </EmptyState>
      }
      paging={{
        page: page,
        total: shown.length,
        onChange: setPage,
        label: 'Organizations pages',
      }}
      dialogs={
        <>
          <ConfirmModal
            show={deactivating !== null}
            title={`Deactivate ${deactivating?.name ?? 'organization'}?`}
            confirmLabel="Deactivate"
            variant="warning"
            busy={statusFlow.status === 'loading'}
            error={statusFlow.error}
            onConfirm={() => {
              if (!deactivating) return;
              void changeStatus(deactivating, 0).then((error) => {
                if (!error) closeDeactivate();
              });
            }}
            onCancel={closeDeactivate}
          >
            <p className="mb-0">
              Its admins are signed out and cannot sign in, and its scheduled and recurring messages
              pause until it is active again. Nothing is deleted.
            </p>
          </ConfirmModal>
          <ConfirmDelete
            name={deletion.target?.name ?? null}
            noun="organization"
            pending={deleteFlow.status === 'loading'}
            error={hasData ? null : deleteFlow.error}
            onConfirm={() => void deletion.confirm()}
            onCancel={deletion.cancel}
          >
            {hasData ? (
              <span className="text-danger-emphasis" role="alert">
                {deletion.target?.name} still has admins, channels, app users or messages, so it
                cannot be deleted while it is active. Deactivate it first: deleting a deactivated
                organization removes it with all its data.
              </span>
            ) : deletion.target?.isActive ? (
              <>
                An active organization can be deleted only while it has no admins, channels, app
                users or messages. This cannot be undone.
              </>
            ) : (
              <>
                The organization is removed with all its data: admins, channels, app users, groups,
                messages and images. This cannot be undone.
              </>
            )}
          </ConfirmDelete>
        </>
      }
    >
      <OrganisationsTable
        companies={shown}
        page={page}
        busy={listFlow.status === 'loading'}
        onToggle={toggle}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
