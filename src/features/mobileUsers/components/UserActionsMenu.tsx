import Dropdown from 'react-bootstrap/Dropdown';
import Spinner from 'react-bootstrap/Spinner';
import { MenuPortal } from '../../../components/ui/MenuPortal';
import type { MobileUser } from '../../../../contract/mobileUsers';
import { selectIsChannelAdmin } from '../../../state/session';
import { useAppSelector } from '../../../state/hooks';
import { displayName } from '../userDisplay';

export type RowAction =
  | 'status'
  | 'chat'
  | 'deals'
  | 'groups'
  | 'fields'
  | 'language'
  | 'devices'
  | 'optOuts'
  | 'data'
  | 'erase'
  | 'delete';

interface UserActionsMenuProps {
  user: MobileUser;
  busy: boolean;
  onAction: (action: RowAction, user: MobileUser) => void;
}

export function UserActionsMenu({ user, busy, onAction }: UserActionsMenuProps) {
  const name = displayName(user);
  // A member's data (its download and erasure) is the organisation's: a channel admin's menu
  // leaves it out, as the API refuses it.
  const organisationAdmin = !useAppSelector(selectIsChannelAdmin);
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        size="sm"
        className="row-actions-toggle"
        aria-label={`Actions for ${name}`}
      >
        {/* The toggle stays enabled while a change saves, so keyboard focus is not lost. */}
        {busy ? (
          <Spinner animation="border" size="sm" aria-hidden="true" />
        ) : (
          <i className="bi bi-three-dots-vertical" aria-hidden="true" />
        )}
      </Dropdown.Toggle>
      {/* In the body, so the table's scroll box cannot clip the menu of a short list. */}
      <MenuPortal>
        <Dropdown.Menu>
          <Dropdown.Item as="button" disabled={busy} onClick={() => onAction('status', user)}>
            <i
              className={`bi ${user.isActive ? 'bi-pause-circle' : 'bi-play-circle'} me-2`}
              aria-hidden="true"
            />
            {user.isActive ? 'Suspend' : 'Activate'}
          </Dropdown.Item>
          <Dropdown.Item as="button" disabled={busy} onClick={() => onAction('groups', user)}>
            <i className="bi bi-collection me-2" aria-hidden="true" />
            Edit groups
          </Dropdown.Item>
          <Dropdown.Item as="button" disabled={busy} onClick={() => onAction('fields', user)}>
            <i className="bi bi-input-cursor-text me-2" aria-hidden="true" />
            Edit custom fields
          </Dropdown.Item>
          <Dropdown.Item as="button" disabled={busy} onClick={() => onAction('language', user)}>
            <i className="bi bi-translate me-2" aria-hidden="true" />
            Edit language
          </Dropdown.Item>
          <Dropdown.Item as="button" disabled={busy} onClick={() => onAction('chat', user)}>
            <i
              className={`bi ${user.imDisabled ? 'bi-chat-dots' : 'bi-chat-square-x'} me-2`}
              aria-hidden="true"
            />
            {user.imDisabled ? 'Turn chat on' : 'Turn chat off'}
          </Dropdown.Item>
          <Dropdown.Item as="button" disabled={busy} onClick={() => onAction('deals', user)}>
            <i className="bi bi-tag me-2" aria-hidden="true" />
            {user.isDailyDeal ? 'Stop daily deals' : 'Send daily deals'}
          </Dropdown.Item>
          <Dropdown.Item as="button" disabled={busy} onClick={() => onAction('devices', user)}>
            <i className="bi bi-phone me-2" aria-hidden="true" />
            Devices
          </Dropdown.Item>
          <Dropdown.Item as="button" disabled={busy} onClick={() => onAction('optOuts', user)}>
            <i className="bi bi-bell-slash me-2" aria-hidden="true" />
            Opt-outs{user.optOuts.length > 0 && ` (${user.optOuts.length})`}
          </Dropdown.Item>
          {organisationAdmin && (
            <Dropdown.Item as="button" disabled={busy} onClick={() => onAction('data', user)}>
              <i className="bi bi-file-earmark-arrow-down me-2" aria-hidden="true" />
              Download data
            </Dropdown.Item>
          )}
          <Dropdown.Divider />
          <Dropdown.Item
            as="button"
            disabled={busy}
            className="text-danger"
            onClick={() => onAction('delete', user)}
          >
            <i className="bi bi-trash me-2" aria-hidden="true" />
            Delete
          </Dropdown.Item>
          {organisationAdmin && (
            <Dropdown.Item
              as="button"
              disabled={busy}
              className="text-danger"
              onClick={() => onAction('erase', user)}
            >
              <i className="bi bi-eraser me-2" aria-hidden="true" />
              Erase member…
            </Dropdown.Item>
          )}
        </Dropdown.Menu>
      </MenuPortal>
    </Dropdown>
  );
}
