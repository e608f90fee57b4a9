import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router-dom';
import type { AdminUser } from '../../../../contract/admins';
import { CrudTable, type CrudColumn, type SortState } from '../../../components/table/CrudTable';
import { RowAction } from '../../../components/table/RowAction';
import { formatDate } from '../../../lib/dates';
import { adminName, groupLabel } from '../adminLabels';

const editPath = (admin: AdminUser) => `/user/admins/edit/${encodeURIComponent(admin._id)}`;

function StatusBadge({ admin }: { admin: AdminUser }) {
  if (admin.isDeleted === 1) {
    return (
      <Badge bg="danger-subtle" text="danger-emphasis" className="fw-medium">
        Deleted
      </Badge>
    );
  }
  if (admin.invitationPending) {
    return (
      <Badge bg="info-subtle" text="info-emphasis" className="fw-medium">
        Invited
      </Badge>
    );
  }
  return admin.isActive === 1 ? (
    <Badge bg="success-subtle" text="success-emphasis" className="fw-medium">
      Active
    </Badge>
  ) : (
    <Badge bg="secondary-subtle" text="secondary-emphasis" className="fw-medium">
      Inactive
    </Badge>
  );
}

const COLUMNS: readonly CrudColumn<AdminUser>[] = [
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    sortValue: (admin) => adminName(admin),
    cell: (admin) => (
      <>
        {admin.isDeleted === 1 ? (
          <span className="crud-title">{adminName(admin)}</span>
        ) : (
          <Link to={editPath(admin)} className="crud-title">
            {adminName(admin)}
          </Link>
        )}
        <span className="crud-subline">{admin.email}</span>
      </>
    ),
  },
  {
    id: 'userGroup',
    header: 'Group',
    sortValue: (admin) => admin.userGroup,
    cell: (admin) => (
      <>
        {groupLabel(admin)}
        {admin.cpName && <span className="crud-subline">{admin.cpName}</span>}
      </>
    ),
  },
  {
    id: 'role',
    header: 'Role',
    sortValue: (admin) => admin.role.name,
    cell: (admin) => admin.role.name,
  },
  { id: 'status', header: 'Status', cell: (admin) => <StatusBadge admin={admin} /> },
  {
    id: 'dateCreated',
    header: 'Created',
    className: 'text-nowrap',
    sortValue: (admin) => admin.dateCreated,
    sortDescFirst: true,
    cell: (admin) => formatDate(admin.dateCreated),
  },
];

const organisationColumn: CrudColumn<AdminUser> = {
  id: 'organisation',
  header: 'Organisation',
  cell: (admin) => admin.companyID,
};

interface AdminsTableProps {
  admins: readonly AdminUser[];
  /** A platform admin looking at every organisation sees each admin's. */
  showOrganisation: boolean;
  sort: SortState;
  onSortChange: (sort: SortState | null) => void;
  busy: boolean;
  /**
   * The signed-in admin, who cannot deactivate or delete their own account, nor reset their own
   * two-factor sign-in (the API refuses it: that is their profile's to change).
   */
  selfId: string | null;
  onToggleActive: (admin: AdminUser) => void;
  /** Sends an invited admin, who has not chosen a password yet, a new invitation. */
  onResendInvitation: (admin: AdminUser) => void;
  /**
   * Asks to reset an admin's two-factor sign-in; left out where the signed-in admin may not
   * (a channel admin: the API serves organisation admins only), which hides the action.
   */
  onResetTwoFactor?: (admin: AdminUser) => void;
  onDelete: (admin: AdminUser) => void;
}

export function AdminsTable({
  admins,
  showOrganisation,
  sort,
  onSortChange,
  busy,
  selfId,
  onToggleActive,
  onResendInvitation,
  onResetTwoFactor,
  onDelete,
}: AdminsTableProps) {
  const columns = showOrganisation
    ? [...COLUMNS.slice(0, 1), organisationColumn, ...COLUMNS.slice(1)]
    : COLUMNS;
  return (
    <CrudTable
      caption="Admins"
      rows={admins}
      columns={columns}
      rowId={(admin) => admin._id}
      sort={sort}
      onSortChange={onSortChange}
      busy={busy}
      actions={(admin) =>
        admin.isDeleted === 1 || admin._id === selfId ? null : (
          <>
            <RowAction
              icon="bi-pencil"
              label={`Edit ${adminName(admin)}`}
              title="Edit"
              to={editPath(admin)}
            />
            <RowAction
              icon={admin.isActive === 1 ? 'bi-pause-circle' : 'bi-play-circle'}
              label={`${admin.isActive === 1 ? 'Deactivate' : 'Activate'} ${adminName(admin)}`}
              title={admin.isActive === 1 ? 'Deactivate' : 'Activate'}
              onClick={() => onToggleActive(admin)}
            />
            {admin.invitationPending && admin.isActive === 1 && (
              <RowAction
                icon="bi-envelope-arrow-up"
                label={`Resend invitation to ${adminName(admin)}`}
                title="Resend invitation"
                onClick={() => onResendInvitation(admin)}
              />
            )}
            {onResetTwoFactor && (
              <RowAction
                icon="bi-shield-slash"
                label={`Reset two-factor sign-in for ${adminName(admin)}`}
                title="Reset two-factor sign-in"
                onClick={() => onResetTwoFactor(admin)}
              />
            )}
            <RowAction
              icon="bi-trash"
              label={`Delete ${adminName(admin)}`}
              title="Delete"
              danger
              onClick={() => onDelete(admin)}
            />
          </>
        )
      }
    />
  );
}
