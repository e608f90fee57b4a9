import { Link } from 'react-router-dom';
import type { Profile } from '../../../contract/auth';
import { assetUrl } from '../../lib/assetUrl';
import { PRODUCT_NAME } from '../../lib/branding';
import { isChannelAdmin } from '../../state/session';

/** The channel for a channel admin, else the organisation's logo or name, else the product. */
export function NavbarBrand({ user }: { user: Profile }) {
  const { company } = user;
  const channelName = isChannelAdmin(user) ? user.cpName : null;

  if (channelName) {
    return (
      <Link to="/dashboard" className="navbar-brand app-brand">
        {user.image && (
          // A stored image's path is read from the API's origin, as the logo's is.
          <img src={assetUrl(user.image) ?? ''} alt="" className="app-brand-avatar" />
        )}
        <span className="app-brand-name">{channelName}</span>
      </Link>
    );
  }

  if (company?.logo) {
    return (
      <Link to="/dashboard" className="navbar-brand app-brand">
        <img src={assetUrl(company.logo) ?? ''} alt={company.name} className="app-brand-logo" />
      </Link>
    );
  }

  return (
    <Link to="/dashboard" className="navbar-brand app-brand">
      <span className="wordmark">{company?.name ?? PRODUCT_NAME}</span>
    </Link>
  );
}
