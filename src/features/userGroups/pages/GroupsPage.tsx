import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { UserGroup } from '../../../../contract/userGroups';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectOrganisationNamer } from '../../../app/session';
import { ListPage } from '../../../components/list/ListPage';
import { pageCount } from '../../../components/list/pageWindow';
import { ConfirmDelete, useConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SearchBox } from '../../../components/ui/SearchBox';
import { notify } from '../../../lib/notify';
import { plural } from '../../../lib/numbers';
import '../components/Groups.css';
import { GroupsTable } from '../components/GroupsTable';
import { selectGroups, selectGroupsFlow, userGroupFlowsCleared } from '../userGroupsSlice';
import { deleteGroup, fetchGroups } from '../userGroupsThunks';

const matches = (group: UserGroup, term: string) =>
  `${group.name} ${group.description} ${group.cp_name ?? ''}`.toLowerCase().includes(term);

/** /users/groups: every group the admin may manage; the API answers them all at once. */
export function GroupsPage() {
  const dispatch = useAppDispatch();
  const groups = useAppSelector(selectGroups);
  const organisationOf = useAppSelector(selectOrganisationNamer);
  const listFlow = useAppSelector((state) => selectGroupsFlow(state, 'list'));
  const deleteFlow = useAppSelector((state) => selectGroupsFlow(state, 'delete'));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [reloads, setReloads] = useState(0);
  const searchFor = useCallback((term: string) => {
    setSearch(term);
    setPage(1);
  }, []);

  useEffect(() => {
    const request = dispatch(fetchGroups());
    return () => request.abort();
  }, [dispatch, reloads]);

  const deletion = useConfirmDelete<UserGroup>({
    remove: async (group) => {
      const result = await dispatch(deleteGroup(group._id));
      if (!deleteGroup.fulfilled.match(result)) return false;
      notify.success(`${group.name} deleted.`);
      return true;
    },
    onClose: () => dispatch(userGroupFlowsCleared()),
  });

  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return term ? groups.filter((group) => matches(group, term)) : groups;
  }, [groups, search]);
  const current = Math.min(page, pageCount(shown.length));

  return (
    <ListPage
      title="User groups"
      description="Named sets of app users to send messages to and to filter the users list by."
      actions={
        <Link to="/users/groups/create" className="btn btn-primary">
          <i className="bi bi-plus-lg me-2" aria-hidden="true" />
          New group
        </Link>
      }
      toolbar={
        <>
          <SearchBox
            value={search}
            onSearch={searchFor}
            label="Search groups"
            placeholder="Search groups"
          />
          <span className="small text-body-secondary ms-auto">{plural(shown.length, 'group')}</span>
        </>
      }
      flow={listFlow}
      rowCount={shown.length}
      onRetry={() => setReloads((count) => count + 1)}
      skeleton={{ columns: 6, label: 'Loading groups…' }}
      emptyState={
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
      }
      paging={{ page: current, total: shown.length, onChange: setPage, label: 'Groups pages' }}
      dialogs={
        <ConfirmDelete
          name={deletion.target?.name ?? null}
          noun="group"
          pending={deleteFlow.status === 'loading'}
          error={deleteFlow.error}
          onConfirm={() => void deletion.confirm()}
          onCancel={deletion.cancel}
        >
          The group and its membership of {plural(deletion.target?.users ?? 0, 'user')} are removed.
          The users themselves stay. This cannot be undone.
        </ConfirmDelete>
      }
    >
      <GroupsTable
        groups={shown}
        organisationOf={organisationOf}
        page={current}
        busy={listFlow.status === 'loading'}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
