import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import type { UserGroup } from '../../../../contract/appUserGroups';
import { formatDate } from '../../../lib/dates';
import { formatCount } from '../../../lib/numbers';
import { editGroupPath } from '../groupPaths';

interface GroupsTableProps {
  groups: readonly UserGroup[];
  onDelete: (group: UserGroup) => void;
}

export function GroupsTable({ groups, onDelete }: GroupsTableProps) {
  return (
    <div className="table-responsive groups-table-wrap">
      <table className="table table-hover align-middle mb-0 groups-table">
        <caption className="visually-hidden">User groups</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Channel</th>
            <th scope="col" className="text-end">
              Members
            </th>
            <th scope="col">Created by</th>
            <th scope="col">Created</th>
            <th scope="col" className="text-end">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group._id}>
              <th scope="row" className="group-name-cell">
                <Link to={editGroupPath(group)} className="group-name">
                  {group.name}
                </Link>
                {group.description && (
                  <span className="group-description">{group.description}</span>
                )}
              </th>
              <td>
                <Badge
                  bg={group.type === 'public' ? 'info-subtle' : 'secondary-subtle'}
                  text={group.type === 'public' ? 'info-emphasis' : 'secondary-emphasis'}
                  className="text-capitalize fw-medium"
                >
                  {group.type}
                </Badge>
              </td>
              <td>{group.cp_name ?? <span className="text-body-secondary">All channels</span>}</td>
              <td className="text-end tabular-nums">{formatCount(group.users)}</td>
              <td>{group.createdName ?? <span className="text-body-tertiary">—</span>}</td>
              <td className="text-nowrap">{formatDate(group.dateCreated)}</td>
              <td className="text-end text-nowrap">
                <Link
                  to={editGroupPath(group)}
                  className="btn btn-sm btn-link"
                  aria-label={`Edit ${group.name}`}
                  title="Edit"
                >
                  <i className="bi bi-pencil" aria-hidden="true" />
                </Link>
                <Button
                  variant="link"
                  size="sm"
                  className="text-danger"
                  aria-label={`Delete ${group.name}`}
                  title="Delete"
                  onClick={() => onDelete(group)}
                >
                  <i className="bi bi-trash" aria-hidden="true" />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
