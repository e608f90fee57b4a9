import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router-dom';
import type { Profile } from '../../../contract/auth';
import { useLogout } from './useLogout';

function initialsOf(fullName: string, email: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length ? parts.slice(0, 2).map((p) => p[0]) : [email[0]];
  return letters.join('').toUpperCase();
}

export function UserMenu({ user }: { user: Profile }) {
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);

  const onLogout = () => {
    setLeaving(true);
    void logout();
  };

  return (
    <Dropdown align="end" className="user-menu">
      <Dropdown.Toggle variant="link" className="user-menu-toggle">
        <span className="visually-hidden">Account menu: </span>
        <span className="user-avatar" aria-hidden="true">
          {initialsOf(user.fullName, user.email)}
        </span>
        <span className="user-menu-text">
          <span className="user-menu-name">{user.fullName}</span>
          <span className="user-menu-email">{user.email}</span>
        </span>
      </Dropdown.Toggle>
      <Dropdown.Menu className="shadow-sm" role="menu">
        <Dropdown.Header as="div" role="presentation">
          Welcome!
        </Dropdown.Header>
        <div className="user-menu-identity" role="presentation">
          <div className="fw-semibold text-truncate">{user.fullName}</div>
          <div className="text-body-secondary text-truncate">{user.email}</div>
        </div>
        <Dropdown.Item as={Link} to="/user/profile" role="menuitem">
          <i className="bi bi-person me-2" aria-hidden="true" />
          My profile
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item
          as="button"
          type="button"
          role="menuitem"
          disabled={leaving}
          onClick={onLogout}
        >
          <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
          Logout
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
