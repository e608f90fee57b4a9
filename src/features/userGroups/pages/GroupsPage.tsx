import { useCallback, useEffect, useMemo, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import type { UserGroup } from '../../../../contract/appUserGroups';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { Pagination } from '../../../components/ui/Pagination';
import { PAGE_SIZE, pageCount, rangeLabel } from '../../../components/ui/pageWindow';
import { SearchBox } from '../../../components/ui/SearchBox';
import { TableSkeleton } from '../../../components/ui/TableSkeleton';
import { notify } from '../../../lib/notify';
import { plural } from '../../../lib/numbers';
import '../components/Groups.css';
import { GroupsTable } from '../components/GroupsTable';
import { selectGroups, selectGroupsFlow, userGroupFlowsCleared } from '../userGroupsSlice';
import { deleteGroup, fetchGroups } from '../userGroupsThunks';
import { PageHeader } from '../../../components/ui/PageHeader';

const matches = (group: UserGroup, term: string) =>
  `${group.name} ${group.description} ${group.cp_name ?? ''}`.toLowerCase().includes(term);

/** /users/groups: every group the admin may manage; the API answers them all at once. */
export function GroupsPage() {
  const dispatch = useAppDispatch();
  const groups = useAppSelector(selectGroups);
  const listFlow = useAppSelector((state) => selectGroupsFlow(state, 'list'));
  const deleteFlow = useAppSelector((state) => selectGroupsFlow(state, 'delete'));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<UserGroup | null>(null);
  const [reloads, setReloads] = useState(0);
  const searchFor = useCallback((term: string) => {
    setSearch(term);
    setPage(1);
  }, []);

  useEffect(() => {
    const request = dispatch(fetchGroups());
    return () => request.abort();
  }, [dispatch, reloads]);

  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return term ? groups.filter((group) => matches(group, term)) : groups;
  }, [groups, search]);
  const pages = pageCount(shown.length);
  const current = Math.min(page, pages);

  const closeDelete = () => {
    dispatch(userGroupFlowsCleared());
    setDeleting(null);
  };
  const confirmDelete = async (group: UserGroup) => {
    const result = await dispatch(deleteGroup(group._id));
    if (!deleteGroup.fulfilled.match(result)) return;
    notify.success(`${group.name} deleted.`);
    closeDelete();
  };

  const loading = listFlow.status === 'loading' || listFlow.status === 'idle';
  return (
    <div className="container-fluid py-4">
      <PageHeader
        title="User groups"
        description="Named sets of app users to send messages to and to filter the users list by."
        actions={
          <Link to="/users/groups/create" className="btn btn-primary">
            <i className="bi bi-plus-lg me-2" aria-hidden="true" />
            New group
          </Link>
        }
      />
      <Card className="shadow-sm">
        <div className="groups-toolbar border-bottom">
          <SearchBox
            value={search}
            onSearch={searchFor}
            label="Search groups"
            placeholder="Search groups"
          />
          <span className="small text-body-secondary ms-auto">{plural(shown.length, 'group')}</span>
        </div>
        {listFlow.status === 'failed' ? (
          <div className="p-3">
            <LoadError message={listFlow.error} onRetry={() => setReloads((count) => count + 1)} />
          </div>
        ) : loading && groups.length === 0 ? (
          <TableSkeleton columns={6} rows={5} label="Loading groups…" />
        ) : shown.length === 0 ? (
          <EmptyState
            icon="bi-collection"
            title={search ? 'No groups match this search' : 'No groups yet'}
            action={
              !search && (
                <Link to="/users/groups/create" className="btn btn-outline-primary">
                  Create the first group
                </Link>
              )
            }
          >
            {search ? 'Try another name.' : 'Groups let you message a chosen set of app users.'}
          </EmptyState>
        ) : (
          <GroupsTable
            groups={shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE)}
            onDelete={setDeleting}
          />
        )}
        {shown.length > PAGE_SIZE && (
          <Card.Footer className="bg-body groups-footer">
            <span className="small text-body-secondary">{rangeLabel(current, shown.length)}</span>
            <Pagination page={current} pages={pages} onChange={setPage} label="Groups pages" />
          </Card.Footer>
        )}
      </Card>
      <ConfirmModal
        show={deleting !== null}
        title={`Delete ${deleting?.name ?? 'group'}?`}
        confirmLabel="Delete group"
        busy={deleteFlow.status === 'loading'}
        error={deleteFlow.error}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={closeDelete}
      >
        <p className="mb-0">
          The group and its membership of {plural(deleting?.users ?? 0, 'user')} are removed. The
          users themselves stay. This cannot be undone.
        </p>
      </ConfirmModal>
    </div>
  );
}
