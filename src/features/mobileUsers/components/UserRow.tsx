import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import { languageName } from '../../../../contract/languages';
import type { MobileUser } from '../../../../contract/mobileUsers';
import { formatDate } from '../../../lib/dates';
import { displayName, platformOf } from '../userDisplay';
import { OptOutBadges } from './OptOutBadges';
import { StatusBadge } from './StatusBadge';
import { UserActionsMenu, type RowAction } from './UserActionsMenu';

interface UserRowProps {
  user: MobileUser;
  selected: boolean;
  busy: boolean;
  onToggle: (id: string) => void;
  onAction: (action: RowAction, user: MobileUser) => void;
}

const SHOWN_GROUPS = 2;

export function UserRow({ user, selected, busy, onToggle, onAction }: UserRowProps) {
  const name = displayName(user);
  const platform = platformOf(user.platForm);
  const extraGroups = user.groups.slice(SHOWN_GROUPS);
  return (
    <tr className={selected ? 'table-active' : undefined} aria-busy={busy || undefined}>
      <td className="col-select">
        <Form.Check
          aria-label={`Select ${name}`}
          checked={selected}
          onChange={() => onToggle(user._id)}
        />
      </td>
      <th scope="row" className="col-name">
        <span className="user-name">{name}</span>
        {user.phone && <span className="user-sub">{user.phone}</span>}
        {/* Only a language of the member's own: the default needs no word on every row. */}
        {user.language && (
          <span className="user-sub">
            <i className="bi bi-translate me-1" aria-hidden="true" />
            <span className="visually-hidden">Language: </span>
            {languageName(user.language)}
          </span>
        )}
      </th>
      <td className="col-email">
        {user.email ? (
          <span className="cell-clip" title={user.email}>
            {user.email}
          </span>
        ) : (
          <span className="text-body-tertiary">—</span>
        )}
      </td>
      <td className="text-nowrap">
        <i className={`bi ${platform.icon} me-1 text-body-secondary`} aria-hidden="true" />
        {platform.label}
        <span className="user-sub d-inline ms-2">v{user.version}</span>
      </td>
      <td>
        <div className="d-flex flex-wrap gap-1">
          <StatusBadge active={user.isActive === 1} />
          {!user.registered && (
            <Badge bg="secondary-subtle" text="secondary-emphasis" className="status-badge">
              Unregistered
            </Badge>
          )}
          {user.imDisabled && (
            <Badge bg="light" text="secondary" className="status-badge border">
              Chat off
            </Badge>
          )}
          <OptOutBadges optOuts={user.optOuts} />
        </div>
      </td>
      <td className="col-groups">
        {user.groups.length === 0 && <span className="text-body-tertiary">—</span>}
        {user.groups.slice(0, SHOWN_GROUPS).map((group) => (
          <span key={group._id} className="group-chip">
            {group.name}
          </span>
        ))}
        {extraGroups.length > 0 && (
          <span
            className="group-chip more"
            title={extraGroups.map((group) => group.name).join(', ')}
          >
            +{extraGroups.length}
          </span>
        )}
      </td>
      <td className="text-nowrap">{formatDate(user.dateCreated)}</td>
      <td className="col-actions">
        <UserActionsMenu user={user} busy={busy} onAction={onAction} />
      </td>
    </tr>
  );
}
