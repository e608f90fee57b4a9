import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import type { Package } from '../../../../contract/packages';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import {
  ALL_COMPANIES,
  selectCompanyInView,
  selectIsPlatformAdmin,
  selectOrganisationNamer,
} from '../../../state/session';
import { ListPage } from '../../../components/list/ListPage';
import { useListScreen } from '../../../components/list/useListScreen';
import { ConfirmDelete, deleted, useConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SearchBox } from '../../../components/ui/SearchBox';
import { plural } from '../../../lib/numbers';
import '../components/Packages.css';
import { PackagesTable } from '../components/PackagesTable';
import { packageFlowsCleared, selectPackages, selectPackagesFlow } from '../packagesSlice';
import { deletePackage, fetchPackages } from '../packagesThunks';

const matches = (item: Package, term: string) =>
  `${item.package_name} ${item.benefits_description}`.toLowerCase().includes(term);

/** /packages/list (Member Benefits): the benefit packages the organisation offers members. */
export function PackagesPage() {
  const dispatch = useAppDispatch();
  const packages = useAppSelector(selectPackages);
  const companyInView = useAppSelector(selectCompanyInView);
  const organisationOf = useAppSelector(selectOrganisationNamer);
  // A platform admin looking at every organisation reads them all, and picks one to add to.
  const needsCompany = useAppSelector(selectIsPlatformAdmin) && companyInView === ALL_COMPANIES;
  const listFlow = useAppSelector((state) => selectPackagesFlow(state, 'list'));
  const deleteFlow = useAppSelector((state) => selectPackagesFlow(state, 'delete'));
  const load = useCallback(() => dispatch(fetchPackages()), [dispatch]);
  const { search, searchFor, shown, page, setPage, reload } = useListScreen({
    rows: packages,
    matches,
    load,
    reloadOn: companyInView,
  });

  const deletion = useConfirmDelete<Package>({
    remove: (item) => deleted(dispatch(deletePackage(item._id)), item.package_name),
    onClose: () => dispatch(packageFlowsCleared()),
  });

  return (
    <ListPage
      title="Member benefits"
      description={
        needsCompany
          ? 'The benefit packages of every organisation. Choose an organisation in the navbar to add one.'
          : 'The benefit packages members can hold, and what each one gives them.'
      }
      actions={
        needsCompany ? (
          <button type="button" className="btn btn-primary" disabled>
            <i className="bi bi-plus-lg me-2" aria-hidden="true" />
            New package
          </button>
        ) : (
          <Link to="/packages/create" className="btn btn-primary">
            <i className="bi bi-plus-lg me-2" aria-hidden="true" />
            New package
          </Link>
        )
      }
      toolbar={
        <>
          <SearchBox
            value={search}
            onSearch={searchFor}
            label="Search packages"
            placeholder="Search packages"
          />
          <span className="small text-body-secondary ms-auto">
            {plural(shown.length, 'package')}
          </span>
        </>
      }
      flow={listFlow}
      rowCount={shown.length}
      onRetry={reload}
      skeleton={{ columns: 3, label: 'Loading packages…' }}
      emptyState={
        <EmptyState
          icon="bi-gift"
          title={search ? 'No packages match this search' : 'No benefit packages yet'}
          action={
            !search &&
            !needsCompany && (
              <Link to="/packages/create" className="btn btn-outline-primary">
                Create the first package
              </Link>
            )
          }
        >
          {search
            ? 'Try another word.'
            : 'A package names what members get: legal advice, discounts, cover.'}
        </EmptyState>
      }
      paging={{ page: page, total: shown.length, onChange: setPage, label: 'Packages pages' }}
      dialogs={
        <ConfirmDelete
          name={deletion.target?.package_name ?? null}
          noun="package"
          pending={deleteFlow.status === 'loading'}
          error={deleteFlow.error}
          onConfirm={() => void deletion.confirm()}
          onCancel={deletion.cancel}
        >
          The package and its description of benefits are removed. This cannot be undone.
        </ConfirmDelete>
      }
    >
      <PackagesTable
        packages={shown}
        organisationOf={organisationOf}
        page={page}
        busy={listFlow.status === 'loading'}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
