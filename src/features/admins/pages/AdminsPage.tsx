import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ADMINS_PAGE_SIZE,
  type AdminSort,
  type AdminStatus,
  type AdminUser,
} from '../../../../contract/admins';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import {
  ALL_COMPANIES,
  selectCompanyInView,
  selectIsChannelAdmin,
  selectIsPlatformAdmin,
  selectSessionUser,
} from '../../../state/session';
import { ListPage } from '../../../components/list/ListPage';
import { usePageParam } from '../../../components/list/usePageParam';
import type { SortState } from '../../../components/table/CrudTable';
import { ConfirmDelete, useConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SearchBox } from '../../../components/ui/SearchBox';
import { SegmentedControl } from '../../../components/ui/SegmentedControl';
import { notifyUndoable } from '../../../components/ui/UndoToast';
import { notify } from '../../../lib/notify';
import { adminName } from '../adminLabels';
import {
  adminFlowsCleared,
  selectAdminCounts,
  selectAdmins,
  selectAdminsFlow,
  selectAdminTotal,
} from '../adminsSlice';
import { deleteAdmin, fetchAdmins, resendInvitation, setAdminActive } from '../adminsThunks';
import { AdminsTable } from '../components/AdminsTable';
import { TwoFactorResetDialog } from '../components/TwoFactorResetDialog';
import { useTwoFactorReset } from '../useTwoFactorReset';

const TABS: readonly { value: AdminStatus; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'deleted', label: 'Deleted' },
];

const SORTABLE: ReadonlySet<string> = new Set<AdminSort>([
  'name',
  'userGroup',
  'role',
  'dateCreated',
]);

/**
 * /user/admins: the admins the signed-in admin manages, in tabs by status, searched, sorted and
 * paged by the API. A channel admin sees its channel's sub-admins under the title Sub Admins.
 */
export function AdminsPage() {
  const dispatch = useAppDispatch();
  const admins = useAppSelector(selectAdmins);
  const total = useAppSelector(selectAdminTotal);
  const counts = useAppSelector(selectAdminCounts);
  const listFlow = useAppSelector((state) => selectAdminsFlow(state, 'list'));
  const deleteFlow = useAppSelector((state) => selectAdminsFlow(state, 'delete'));
  const isChannelAdmin = useAppSelector(selectIsChannelAdmin);
  const isPlatformAdmin = useAppSelector(selectIsPlatformAdmin);
  const companyInView = useAppSelector(selectCompanyInView);
  const self = useAppSelector(selectSessionUser);
  const [status, setStatus] = useState<AdminStatus>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState>({ id: 'name', desc: false });
  const [page, setPage] = usePageParam();
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  useEffect(() => {
    const request = dispatch(
      fetchAdmins({
        status,
        search: search || undefined,
        sort: sort.id as AdminSort,
        order: sort.desc ? 'desc' : 'asc',
        page,
        limit: ADMINS_PAGE_SIZE,
      }),
    );
    return () => request.abort();
  }, [dispatch, status, search, sort, page, reloads]);

  const searchFor = useCallback(
    (term: string) => {
      setSearch(term);
      setPage(1);
    },
    [setPage],
  );

  const setActive = async (admin: AdminUser, isActive: 0 | 1) => {
    const result = await dispatch(setAdminActive({ id: admin._id, isActive }));
    if (!setAdminActive.fulfilled.match(result)) {
      notify.error(result.error.message ?? 'The change was not saved.');
      return false;
    }
    reload();
    return true;
  };

  const toggleActive = async (admin: AdminUser) => {
    if (admin.isActive === 0) {
      if (await setActive(admin, 1)) notify.success(`${adminName(admin)} is active again.`);
      return;
    }
    if (await setActive(admin, 0)) {
      notifyUndoable(`${adminName(admin)} deactivated and signed out.`, () => {
        void setActive(admin, 1);
      });
    }
  };

  const resend = async (admin: AdminUser) => {
    const result = await dispatch(resendInvitation(admin._id));
    if (!resendInvitation.fulfilled.match(result)) {
      notify.error(result.error.message ?? 'The invitation was not sent.');
      return;
    }
    notify.success(
      `A new invitation is on its way to ${admin.email}; the links sent before no longer work.`,
    );
  };

  const deletion = useConfirmDelete<AdminUser>({
    remove: async (admin) => {
      const result = await dispatch(deleteAdmin(admin._id));
      if (!deleteAdmin.fulfilled.match(result)) return false;
      notify.success(`${adminName(admin)} deleted.`);
      reload();
      return true;
    },
    onClose: () => dispatch(adminFlowsCleared()),
  });

  const twoFactorReset = useTwoFactorReset();

  const title = isChannelAdmin ? 'Sub Admins' : 'Admins';
  const noun = isChannelAdmin ? 'sub-admin' : 'admin';
  const createLink = (
    <Link to="/user/admins/create" className="btn btn-primary">
      <i className="bi bi-person-plus me-2" aria-hidden="true" />
      {isChannelAdmin ? 'New sub-admin' : 'New admin'}
    </Link>
  );

  return (
    <ListPage
      title={title}
      description={
        isChannelAdmin
          ? 'People who help run your channel. They get an email to set their password.'
          : 'People who sign in to this console, their group and their role.'
      }
      actions={
        <div className="d-flex flex-wrap gap-2">
          {!isChannelAdmin && (
            <Link to="/user/roles" className="btn btn-outline-secondary">
              <i className="bi bi-shield-lock me-2" aria-hidden="true" />
              Roles
            </Link>
          )}
          {createLink}
        </div>
      }
      toolbar={
        <div className="d-flex flex-wrap align-items-center gap-2 w-100">
          <SegmentedControl
            label={`${title} by status`}
            segments={TABS.map((tab) => ({ ...tab, count: counts ? counts[tab.value] : null }))}
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
          />
          <div className="ms-md-auto">
            <SearchBox
              value={search}
              onSearch={searchFor}
              label={`Search ${title.toLowerCase()}`}
              placeholder="Search name or email"
            />
          </div>
        </div>
      }
      flow={listFlow}
      rowCount={admins.length}
      onRetry={reload}
      skeleton={{ columns: 6, label: `Loading ${title.toLowerCase()}…` }}
      emptyState={
        <EmptyState
          icon="bi-person-badge"
          title={
            search
              ? `No ${noun}s match this search`
              : status === 'all'
                ? `No ${noun}s yet`
                : `No ${status} ${noun}s`
          }
          action={!search && status === 'all' && createLink}
        >
          {search ? 'Try another name or email.' : 'New admins are emailed a link to sign in.'}
        </EmptyState>
      }
      paging={{ page, total, onChange: setPage, label: `${title} pages` }}
      dialogs={
        <>
          <ConfirmDelete
            name={deletion.target ? adminName(deletion.target) : null}
            noun={noun}
            pending={deleteFlow.status === 'loading'}
            error={deleteFlow.error}
            onConfirm={() => void deletion.confirm()}
            onCancel={deletion.cancel}
          >
            They are signed out at once and can no longer sign in. They stay listed under Deleted.
          </ConfirmDelete>
          <TwoFactorResetDialog
            email={twoFactorReset.target?.email ?? null}
            pending={twoFactorReset.pending}
            error={twoFactorReset.error}
            onConfirm={() => void twoFactorReset.confirm()}
            onCancel={twoFactorReset.cancel}
          />
        </>
      }
    >
      <AdminsTable
        admins={admins}
        showOrganisation={isPlatformAdmin && companyInView === ALL_COMPANIES}
        sort={sort}
        onSortChange={(next) => {
          setSort(next && SORTABLE.has(next.id) ? next : { id: 'name', desc: false });
          setPage(1);
        }}
        busy={listFlow.status === 'loading'}
        selfId={self?._id ?? null}
        onToggleActive={(admin) => void toggleActive(admin)}
        onResendInvitation={(admin) => void resend(admin)}
        onResetTwoFactor={isChannelAdmin ? undefined : twoFactorReset.ask}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
