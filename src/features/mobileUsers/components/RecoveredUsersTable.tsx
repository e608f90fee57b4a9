import type { MobileUser } from '../../../../contract/mobileUsers';
import { CrudTable, type CrudColumn } from '../../../components/table/CrudTable';
import { formatDate } from '../../../lib/dates';
import { displayName, platformOf } from '../userDisplay';
import { StatusBadge } from './StatusBadge';

const COLUMNS: readonly CrudColumn<MobileUser>[] = [
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    cell: (user) => (
      <>
        <span className="crud-title">{displayName(user)}</span>
        {user.phone && <span className="crud-subline">{user.phone}</span>}
      </>
    ),
  },
  {
    id: 'email',
    header: 'Email',
    cell: (user) => (
      <span className="cell-clip" title={user.email ?? undefined}>
        {user.email ?? '—'}
      </span>
    ),
  },
  {
    id: 'platform',
    header: 'Platform',
    className: 'text-nowrap',
    cell: (user) => {
      const platform = platformOf(user.platForm);
      return (
        <span>
          <i className={`bi ${platform.icon} me-1 text-body-secondary`} aria-hidden="true" />
          {platform.label}
        </span>
      );
    },
  },
  {
    id: 'status',
    header: 'Status',
    cell: (user) => <StatusBadge active={user.isActive === 1} />,
  },
  {
    id: 'registered',
    header: 'Registered again',
    className: 'text-nowrap',
    cell: (user) => formatDate(user.dateCreated),
  },
];

export function RecoveredUsersTable({
  users,
  refreshing,
}: {
  users: readonly MobileUser[];
  refreshing: boolean;
}) {
  return (
    <CrudTable
      caption="Re-registered users"
      rows={users}
      columns={COLUMNS}
      rowId={(user) => user._id}
      busy={refreshing}
    />
  );
}
