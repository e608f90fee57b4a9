import Dropdown from 'react-bootstrap/Dropdown';
import Spinner from 'react-bootstrap/Spinner';
import { MenuPortal } from '../../../components/ui/MenuPortal';
import type { MobileUser } from '../../../../contract/mobileUsers';
import { displayName } from '../userDisplay';

export type RowAction =
  'status' | 'chat' | 'deals' | 'groups' | 'fields' | 'language' | 'devices' | 'delete';

interface UserActionsMenuProps {
  user: MobileUser;
  busy: boolean;
  onAction: (action: RowAction, user: MobileUser) => void;
}

export function UserActionsMenu({ user, busy, onAction }: UserActionsMenuProps) {
  const name = displayName(user);
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
        </Dropdown.Menu>
      </MenuPortal>
    </Dropdown>
  );
}
