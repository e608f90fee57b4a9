import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import type { UserGroup } from '../../../../contract/userGroups';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectOrganisationNamer } from '../../../state/session';
import { ListPage } from '../../../components/list/ListPage';
import { useListScreen } from '../../../components/list/useListScreen';
import { ConfirmDelete, deleted, useConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SearchBox } from '../../../components/ui/SearchBox';
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
  const load = useCallback(() => dispatch(fetchGroups()), [dispatch]);
  const { search, searchFor, shown, page, setPage, reload } = useListScreen({
    rows: groups,
    matches,
    load,
  });

  const deletion = useConfirmDelete<UserGroup>({
    remove: (group) => deleted(dispatch(deleteGroup(group._id)), group.name),
    onClose: () => dispatch(userGroupFlowsCleared()),
  });

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
      onRetry={reload}
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
      paging={{ page: page, total: shown.length, onChange: setPage, label: 'Groups pages' }}
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
        page={page}
        busy={listFlow.status === 'loading'}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
