import type { MobileUser } from '../../../../contract/mobileUsers';
import { formatDate } from '../../../lib/dates';
import { displayName, platformOf } from '../userDisplay';
import { StatusBadge } from './StatusBadge';

export function RecoveredUsersTable({
  users,
  refreshing,
}: {
  users: readonly MobileUser[];
  refreshing: boolean;
}) {
  return (
    <div className={`table-responsive users-table-wrap${refreshing ? ' is-refreshing' : ''}`}>
      <table
        className="table table-hover align-middle mb-0 users-table recovered-table"
        aria-busy={refreshing}
      >
        <caption className="visually-hidden">Re-registered users</caption>
        <thead>
          <tr>
            <th scope="col" className="col-name">
              Name
            </th>
            <th scope="col">Email</th>
            <th scope="col">Platform</th>
            <th scope="col">Status</th>
            <th scope="col">Registered again</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const platform = platformOf(user.platForm);
            return (
              <tr key={user._id}>
                <th scope="row" className="col-name">
                  <span className="user-name">{displayName(user)}</span>
                  {user.phone && <span className="user-sub">{user.phone}</span>}
                </th>
                <td className="col-email">
                  <span className="cell-clip" title={user.email ?? undefined}>
                    {user.email ?? '—'}
                  </span>
                </td>
                <td className="text-nowrap">
                  <i
                    className={`bi ${platform.icon} me-1 text-body-secondary`}
                    aria-hidden="true"
                  />
                  {platform.label}
                </td>
                <td>
                  <StatusBadge active={user.isActive === 1} />
                </td>
                <td className="text-nowrap">{formatDate(user.dateCreated)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
