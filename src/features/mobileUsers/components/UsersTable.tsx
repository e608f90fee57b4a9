import Form from 'react-bootstrap/Form';
import type { MobileUser, SortField } from '../../../../contract/mobileUsers';
import type { ListQuery } from '../listQuery';
import { SortHeader } from '../../../components/table/SortHeader';
import type { RowAction } from './UserActionsMenu';
import { UserRow } from './UserRow';

interface UsersTableProps {
  users: readonly MobileUser[];
  query: ListQuery;
  /** A newer page is on its way: the rows shown are about to change. */
  refreshing: boolean;
  selected: readonly string[];
  allSelected: boolean;
  busyUserId: string | null;
  onSort: (field: SortField) => void;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onAction: (action: RowAction, user: MobileUser) => void;
}

export function UsersTable({
  users,
  query,
  refreshing,
  selected,
  allSelected,
  busyUserId,
  onSort,
  onToggle,
  onToggleAll,
  onAction,
}: UsersTableProps) {
  /** A heading that sorts the list on the server by `field`. */
  const sortHeader = (field: SortField, label: string, className?: string) => (
    <SortHeader
      label={label}
      direction={field === query.sort ? query.dir : false}
      onSort={() => onSort(field)}
      className={className}
    />
  );
  const someSelected = selected.length > 0 && !allSelected;
  return (
    <div className={`table-responsive users-table-wrap${refreshing ? ' is-refreshing' : ''}`}>
      <table className="table table-hover align-middle mb-0 users-table" aria-busy={refreshing}>
        <caption className="visually-hidden">App users</caption>
        <thead>
          <tr>
            <th scope="col" className="col-select">
              <Form.Check
                aria-label="Select all users on this page"
                checked={allSelected}
                ref={(input: HTMLInputElement | null) => {
                  if (input) input.indeterminate = someSelected;
                }}
                onChange={onToggleAll}
              />
            </th>
            {sortHeader('name', 'Name', 'col-name')}
            {sortHeader('email', 'Email')}
            {sortHeader('platForm', 'Platform')}
            {sortHeader('isActive', 'Status')}
            <th scope="col">Groups</th>
            {sortHeader('dateCreated', 'Joined')}
            <th scope="col" className="col-actions">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <UserRow
              key={user._id}
              user={user}
              selected={selected.includes(user._id)}
              busy={busyUserId === user._id}
              onToggle={onToggle}
              onAction={onAction}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
