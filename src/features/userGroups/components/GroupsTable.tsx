import { useMemo } from 'react';
import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router-dom';
import type { UserGroup } from '../../../../contract/userGroups';
import { CrudTable, type CrudColumn } from '../../../components/table/CrudTable';
import { RowAction } from '../../../components/table/RowAction';
import { formatDate } from '../../../lib/dates';
import { formatCount } from '../../../lib/numbers';
import { editGroupPath } from '../groupPaths';

const COLUMNS: readonly CrudColumn<UserGroup>[] = [
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    sortValue: (group) => group.name,
    cell: (group) => (
      <>
        <Link to={editGroupPath(group)} className="crud-title">
          {group.name}
        </Link>
        {group.description && <span className="crud-subline">{group.description}</span>}
      </>
    ),
  },
  {
    id: 'type',
    header: 'Type',
    cell: (group) => (
      <Badge
        bg={group.type === 'public' ? 'info-subtle' : 'secondary-subtle'}
        text={group.type === 'public' ? 'info-emphasis' : 'secondary-emphasis'}
        className="text-capitalize fw-medium"
      >
        {group.type}
      </Badge>
    ),
  },
  {
    id: 'channel',
    header: 'Channel',
    cell: (group) => group.cp_name ?? <span className="text-body-secondary">All channels</span>,
  },
  {
    id: 'members',
    header: 'Members',
    align: 'end',
    className: 'tabular-nums',
    sortValue: (group) => group.users,
    sortDescFirst: true,
    cell: (group) => formatCount(group.users),
  },
  {
    id: 'createdBy',
    header: 'Created by',
    cell: (group) => group.createdName ?? <span className="text-body-tertiary">—</span>,
  },
  {
    id: 'created',
    header: 'Created',
    className: 'text-nowrap',
    sortValue: (group) => group.dateCreated,
    sortDescFirst: true,
    cell: (group) => formatDate(group.dateCreated),
  },
];

/** The organisation column, for a platform admin who sees every organisation's groups. */
const organisationColumn = (
  organisationOf: (companyID: string) => string,
): CrudColumn<UserGroup> => ({
  id: 'organisation',
  header: 'Organisation',
  sortValue: (group) => organisationOf(group.companyID),
  cell: (group) => organisationOf(group.companyID),
});

interface GroupsTableProps {
  groups: readonly UserGroup[];
  /** Names each group's organisation; null when every group is of the organisation in view. */
  organisationOf: ((companyID: string) => string) | null;
  /** The page of the groups to show, from 1 (the groups are paged in the browser). */
  page: number;
  busy: boolean;
  onDelete: (group: UserGroup) => void;
}

export function GroupsTable({ groups, organisationOf, page, busy, onDelete }: GroupsTableProps) {
  const columns = useMemo(
    () =>
      organisationOf
        ? [COLUMNS[0], organisationColumn(organisationOf), ...COLUMNS.slice(1)].filter(
            (column): column is CrudColumn<UserGroup> => column !== undefined,
          )
        : COLUMNS,
    [organisationOf],
  );
  return (
    <CrudTable
      caption="User groups"
      rows={groups}
      columns={columns}
      rowId={(group) => group._id}
      page={page}
      busy={busy}
      actions={(group) => (
        <>
          <RowAction
            icon="bi-pencil"
            label={`Edit ${group.name}`}
            title="Edit"
            to={editGroupPath(group)}
          />
          <RowAction
            icon="bi-trash"
            label={`Delete ${group.name}`}
            title="Delete"
            danger
            onClick={() => onDelete(group)}
          />
        </>
      )}
    />
  );
}
