import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../contract/auth';
import { buildProfile } from '../../tests/factories';
import { seedAccount, startSession } from '../../tests/msw/authHandlers';
import { renderApp } from '../../tests/render';
import { COOKIE, setCookie } from '../lib/cookies';
import { breadcrumbsFor, type CrumbMatch } from './breadcrumbs';

function signIn(profile: Partial<Profile> = {}) {
  setCookie(COOKIE.token, startSession(seedAccount({ profile: buildProfile(profile) })));
}

/** The route name the router settled on. */
async function settledRouteName(
  router: ReturnType<typeof renderApp>['router'],
): Promise<string | undefined> {
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  await waitFor(() => expect(router.state.initialized).toBe(true));
  const matches = router.state.matches.map(({ pathname, params, route }): CrumbMatch => ({
    pathname,
    params,
    handle: route.handle,
  }));
  return breadcrumbsFor(matches).at(-1)?.name;
}

describe('routes', () => {
  it('shows the not-found page for an unknown path', async () => {
    renderApp(undefined, { route: '/no/such/page' });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('redirects the root to the dashboard, and a signed-out user on to sign in', async () => {
    const { router } = renderApp(undefined, { route: '/' });

    await screen.findByRole('button', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard');
  });

  it('sends a signed-in user away from the sign-in page', async () => {
    setCookie(COOKIE.token, startSession(seedAccount()));
    const { router } = renderApp(undefined, { route: '/login' });

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a signed-in user on to the redirect target of the sign-in page', async () => {
    setCookie(COOKIE.token, startSession(seedAccount()));
    const { router } = renderApp(undefined, { route: '/login?redirect=%2Fdashboard%3Ftab%3Dweek' });

    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('?tab=week');
  });

  it('links the sign-in page to password reset', async () => {
    const { user, router } = renderApp(undefined, { route: '/login' });

    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));

    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/password/reset/admin');
  });

  it('shows the not-allowed page on a route the role does not open', async () => {
    signIn({ userGroup: 2 });
    const { router } = renderApp(undefined, { route: '/organizations' });

    expect(
      await screen.findByRole('heading', { name: 'You are not allowed to open this page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(router.state.location.pathname).toBe('/organizations');
  });

  it('opens a route the role allows, with its page', async () => {
    signIn({ userGroup: 1 });
    renderApp(undefined, { route: '/other-settings/auxiliary-builds' });

    expect(
      await screen.findByRole('heading', { name: 'Auxiliary builds', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('This screen is not available yet')).toBeNull();
  });

  it('shows a narrower role the not-allowed page on a route of a key it lacks, and no link to it', async () => {
    signIn({
      userGroup: 4,
      role: {
        _id: 'role-1',
        roleID: 'messages-and-users',
        name: 'Messages and users',
        keys: ['messages', 'userList'],
        builtIn: false,
      },
    });
    renderApp(undefined, { route: '/users/groups' });

    expect(
      await screen.findByRole('heading', { name: 'You are not allowed to open this page' }),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Send Message' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Groups' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Upload Content' })).not.toBeInTheDocument();
  });

  it('sends a messaging-only admin from another route to the dashboard', async () => {
    signIn({ userGroup: 4, adminPermissions: { permissions: 'messaging-only' } });
    const { router } = renderApp(undefined, { route: '/users' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a signed-out visit on to sign in with its path and query', async () => {
    const { router } = renderApp(undefined, { route: '/users?x=1' });

    await screen.findByRole('button', { name: 'Sign in' });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/login?redirect=%2Fusers%3Fx%3D1',
    );
  });

  it('keeps the autoLogin flag on the way to sign in', async () => {
    const { router } = renderApp(undefined, { route: '/dashboard?autoLogin=1' });

    await screen.findByRole('button', { name: 'Sign in' });
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard%3FautoLogin%3D1&autoLogin=1');
  });

  it('opens the company sign-in for /{companyID}, not the not-found page', async () => {
    const { router } = renderApp(undefined, { route: '/acme' });

    expect(await settledRouteName(router)).toBe('CompanyLogin');
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('sends a signed-in user away from a guest-only public route', async () => {
    signIn();
    const { router } = renderApp(undefined, { route: '/provision/acme' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('keeps the open public routes reachable when signed in', async () => {
    signIn();
    const { router } = renderApp(undefined, { route: '/acme/invite-123' });

    expect(await settledRouteName(router)).toBe('ChannelInvitationLink');
    expect(router.state.location.pathname).toBe('/acme/invite-123');
  });
});
