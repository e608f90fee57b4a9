import { screen, within } from '@testing-library/react';
import { assetUrl } from '../../lib/assetUrl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../../contract/auth';
import { buildProfileCompany } from '../../../tests/companyFactories';
import { buildProfile } from '../../../tests/factories';
import { isSessionActive } from '../../../tests/msw/authHandlers';
import {
  recordPageNavigation,
  type PageNavigationRecord,
} from '../../../tests/pageNavigationRecorder';
import { renderApp } from '../../../tests/render';
import { COOKIE, getCookie, setCookie } from '../../lib/cookies';
import { Navbar } from './Navbar';

let navigation: { record: PageNavigationRecord; restore: () => void };

beforeEach(() => {
  navigation = recordPageNavigation();
});

afterEach(() => {
  navigation.restore();
});

function renderNavbar(profile: Profile) {
  return renderApp(
    <Navbar user={profile} drawerId="sidebar" drawerOpen={false} onToggleDrawer={() => {}} />,
    { route: '/dashboard', user: profile },
  );
}

const banner = () => within(screen.getByRole('banner'));

describe('Navbar', () => {
  it("shows the organisation's logo", () => {
    renderNavbar(
      buildProfile({
        company: buildProfileCompany({ name: 'Acme Workers Union', logo: '/logos/acme.png' }),
      }),
    );

    const logo = banner().getByRole('img', { name: 'Acme Workers Union' });
    // A stored image's path is read from the API's origin.
    expect(logo).toHaveAttribute('src', assetUrl('/logos/acme.png'));
    expect(logo.getAttribute('src')).toMatch(/^https?:\/\/.+\/logos\/acme\.png$/);
    expect(banner().getByRole('link', { name: 'Acme Workers Union' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it("shows the organisation's name when it has no logo", () => {
    renderNavbar(buildProfile({ company: buildProfileCompany({ name: 'Acme Workers Union' }) }));

    expect(banner().getByRole('link', { name: 'Acme Workers Union' })).toBeInTheDocument();
    expect(banner().queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the product name to a platform admin without a company', () => {
    renderNavbar(buildProfile({ userGroup: 1, companyID: 'All', company: null }));

    expect(banner().getByRole('link', { name: 'Tidings' })).toBeInTheDocument();
  });

  it.each([2, 5])("shows the channel's name and image to a channel admin (group %i)", (group) => {
    renderNavbar(
      buildProfile({
        userGroup: group,
        cpName: 'Riverside Local 12',
        image: '/channels/riverside.png',
        company: buildProfileCompany({ name: 'Acme Workers Union', logo: '/logos/acme.png' }),
      }),
    );

    const brand = banner().getByRole('link', { name: 'Riverside Local 12' });
    expect(brand.querySelector('img')).toHaveAttribute('src', assetUrl('/channels/riverside.png'));
    expect(brand.querySelector('img')?.getAttribute('src')).toMatch(/^https?:\/\/.+\/channels\//);
    expect(banner().queryByRole('img', { name: 'Acme Workers Union' })).not.toBeInTheDocument();
  });

  it("shows the user's name and email", () => {
    renderNavbar(
      buildProfile({
        fullName: 'Grace Hopper',
        email: 'grace@acme.test',
      }),
    );

    const toggle = banner().getByRole('button', { name: /Account menu/ });
    expect(toggle).toHaveAccessibleName(/Grace Hopper/);
    expect(within(toggle).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(toggle).getByText('grace@acme.test')).toBeInTheDocument();
    expect(within(toggle).getByText('GH')).toBeInTheDocument();
  });

  it('opens a menu with Welcome!, My profile and Logout', async () => {
    const { user } = renderNavbar(buildProfile());

    await user.click(banner().getByRole('button', { name: /Account menu/ }));

    expect(screen.getByText('Welcome!')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('goes to the profile page from My profile', async () => {
    const { user, router } = renderNavbar(buildProfile());

    await user.click(banner().getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'My profile' }));

    expect(router.state.location.pathname).toBe('/user/profile');
  });

  it('logs out: ends the session, clears cookies but browser-warning, goes to /acme', async () => {
    const profile = buildProfile({ companyID: 'acme' });
    const { user, store } = renderNavbar(profile);
    const token = getCookie(COOKIE.token) ?? '';
    setCookie(COOKIE.companyID, 'acme');
    setCookie(COOKIE.adminColor, '#0f766e');
    setCookie(COOKIE.browserWarning, '0');
    window.sessionStorage.setItem('tidings.autoLogin', '1');

    await user.click(banner().getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await expect.poll(() => navigation.record.assigned).toEqual(['/acme']);
    expect(isSessionActive(token)).toBe(false);
    expect(getCookie(COOKIE.token)).toBeUndefined();
    expect(getCookie(COOKIE.companyID)).toBeUndefined();
    expect(getCookie(COOKIE.adminColor)).toBeUndefined();
    expect(getCookie(COOKIE.browserWarning)).toBe('0');
    expect(window.sessionStorage.getItem('tidings.autoLogin')).toBeNull();
    expect(store.getState().auth.user).toBeNull();
  });

  it('logs a platform admin of every company out to /login', async () => {
    const { user } = renderNavbar(buildProfile({ userGroup: 1, companyID: 'All' }));

    await user.click(banner().getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await expect.poll(() => navigation.record.assigned).toEqual(['/login']);
  });
});
