import type { Profile } from '../../../contract/auth';
import { ApprovalsBell } from '../../features/messageReview/components/ApprovalsBell';
import { routeDecision } from '../../routes/access';
import { routeById } from '../../routes/findRoute';
import { isPlatformAdmin } from '../../state/session';
import { NavbarBrand } from './NavbarBrand';
import { OrganisationSwitcher } from './OrganisationSwitcher';
import { UserMenu } from './UserMenu';

interface NavbarProps {
  user: Profile;
  drawerId: string;
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}

export function Navbar({ user, drawerId, drawerOpen, onToggleDrawer }: NavbarProps) {
  return (
    <header className="app-navbar">
      <button
        type="button"
        className="btn app-navbar-toggle"
        aria-label="Open navigation"
        aria-controls={drawerId}
        aria-expanded={drawerOpen}
        onClick={onToggleDrawer}
      >
        <i className="bi bi-list" aria-hidden="true" />
      </button>
      <NavbarBrand user={user} />
      <div className="app-navbar-end">
        {isPlatformAdmin(user) && <OrganisationSwitcher />}
        {routeDecision(user, routeById('messageReviews')) === 'allow' && <ApprovalsBell />}
        <UserMenu user={user} />
      </div>
    </header>
  );
}
