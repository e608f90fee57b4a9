import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Link, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../../contract/auth';
import { buildProfileCompany } from '../../../tests/companyFactories';
import { buildProfile } from '../../../tests/factories';
import { apiUrl } from '../../../tests/msw/apiUrl';
import { menuColorHandler } from '../../../tests/msw/companyHandlers';
import { server } from '../../../tests/msw/server';
import { renderApp, signIn, signedInState } from '../../../tests/render';
import { COOKIE, setCookie } from '../../lib/cookies';
import { Shell } from './Shell';

const handle = (name: string, trail: { name: string; path: string }[] = []) => ({
  name,
  trail,
});

const ROUTES: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { path: '/dashboard', element: <h1>Dashboard page</h1>, handle: handle('Dashboard') },
      {
        path: '/users',
        element: (
          <>
            <h1>Users page</h1>
            <Link to="/users/groups">Open groups</Link>
          </>
        ),
        handle: handle('Users'),
      },
      {
        path: '/users/groups',
        element: <h1>Groups page</h1>,
        handle: handle('Groups', [{ name: 'Users', path: '/users' }]),
      },
    ],
  },
];

function renderShell(route: string, profile: Profile = buildProfile({ userGroup: 4 })) {
  return renderApp(ROUTES, { route, user: profile });
}

const cssVar = (name: string) => document.documentElement.style.getPropertyValue(name);

beforeEach(() => {
  setCookie(COOKIE.browserWarning, '0');
});

afterEach(() => {
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('style');
  document.title = '';
});

describe('Shell', () => {
  it('frames the page with navbar, sidebar, breadcrumbs and footer', async () => {
    renderShell('/users', buildProfile({ userGroup: 4, fullName: 'Grace Hopper' }));

    expect(await screen.findByRole('heading', { name: 'Users page' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByText('Users page'));
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Tidings`,
    );
  });

  it("shows the menu built for the user's group", async () => {
    renderShell('/dashboard', buildProfile({ userGroup: 4 }));

    const menu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('loads the profile when only the session token is there, showing a loading state', async () => {
    const profile = buildProfile({ userGroup: 4, fullName: 'Katherine Johnson' });
    signIn(profile);
    const { store } = renderApp(ROUTES, { route: '/dashboard' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(screen.getByText('Katherine Johnson')).toBeInTheDocument();
    expect(store.getState().auth.profileStatus).toBe('succeeded');
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    let failures = 1;
    server.use(
      http.get(apiUrl('/user/profile'), () => {
        if (failures-- > 0) {
          return HttpResponse.json(
            { code: 'error_retrieving_data', message: 'x' },
            { status: 500 },
          );
        }
        return undefined;
      }),
    );
    signIn(buildProfile({ userGroup: 4 }));
    const { user } = renderApp(ROUTES, { route: '/dashboard' });

    expect(await screen.findByText('Your account could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Error retrieving data.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('hides navbar and sidebar with autoLogin, also on the next pages of the session', async () => {
    const { user } = renderShell('/users?autoLogin=1');

    expect(await screen.findByRole('heading', { name: 'Users page' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Open groups' }));

    expect(await screen.findByRole('heading', { name: 'Groups page' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the company copyright message in the footer', () => {
    renderShell(
      '/dashboard',
      buildProfile({
        company: buildProfileCompany({ copyright: { message: '© 2025 Acme Workers Union' } }),
      }),
    );

    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Acme Workers Union');
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent('Tidings');
  });

  it('moves focus to the page with the skip link', async () => {
    const { user } = renderShell('/dashboard');

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('Breadcrumbs', () => {
  it('lead from Home through the parents to the current page', () => {
    renderShell('/users/groups');

    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(trail.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
    expect(trail.getByText('Groups')).toHaveAttribute('aria-current', 'page');
  });

  it('are left out on the dashboard, where they would only say Home', () => {
    renderShell('/dashboard');

    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });
});

describe('drawer', () => {
  const hamburger = () => screen.getByRole('button', { name: 'Open navigation' });
  const sidebar = () => screen.getByRole('complementary', { name: 'Sidebar' });
  const overlay = () => screen.queryByTestId('drawer-overlay');

  function swipe(fromX: number, toX: number, y = 300) {
    fireEvent.touchStart(document, { touches: [{ clientX: fromX, clientY: y }] });
    fireEvent.touchEnd(document, { changedTouches: [{ clientX: toX, clientY: y + 10 }] });
  }

  it('starts closed, opens by the navbar button with focus inside, and closes by Escape', async () => {
    const { user } = renderShell('/dashboard');
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar()).not.toHaveClass('is-open');

    await user.click(hamburger());

    expect(hamburger()).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar()).toHaveClass('is-open');
    expect(sidebar()).toHaveFocus();
    expect(overlay()).toBeInTheDocument();

    await user.keyboard('{Escape}');

    expect(sidebar()).not.toHaveClass('is-open');
    expect(hamburger()).toHaveFocus();
  });

  it('closes by a click on the overlay', async () => {
    const { user } = renderShell('/dashboard');
    await user.click(hamburger());

    await user.click(overlay() ?? document.body);

    expect(sidebar()).not.toHaveClass('is-open');
    expect(overlay()).not.toBeInTheDocument();
  });

  it('opens by a swipe right from the left edge and closes by a swipe left', () => {
    renderShell('/dashboard');

    act(() => swipe(5, 160));
    expect(sidebar()).toHaveClass('is-open');

    act(() => swipe(250, 40));
    expect(sidebar()).not.toHaveClass('is-open');
  });

  it('ignores swipes that start away from the edge or are too short', () => {
    renderShell('/dashboard');

    act(() => swipe(60, 260));
    expect(sidebar()).not.toHaveClass('is-open');
    act(() => swipe(10, 40));
    expect(sidebar()).not.toHaveClass('is-open');
  });

  it('closes when a menu link is followed', async () => {
    const { user, router } = renderShell('/users');
    await user.click(hamburger());

    await user.click(within(sidebar()).getByRole('link', { name: 'Home' }));

    expect(router.state.location.pathname).toBe('/dashboard');
    expect(sidebar()).not.toHaveClass('is-open');
  });
});

describe('branding', () => {
  it("applies the company's colour, favicon and name", () => {
    renderShell(
      '/dashboard',
      buildProfile({
        company: buildProfileCompany({
          name: 'Acme Workers Union',
          adminColor: { color_hex: '#0f766e' },
          favicon: 'https://cdn.example/acme.ico',
        }),
      }),
    );

    expect(cssVar('--bs-primary')).toBe('#0f766e');
    expect(document.title).toBe('Acme Workers Union · Tidings');
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute(
      'href',
      'https://cdn.example/acme.ico',
    );
  });

  it("colours a channel admin's sidebar with the channel's menu colour", async () => {
    server.use(menuColorHandler({ 'cp-riverside': '#f1f5f9' }));
    renderShell(
      '/dashboard',
      buildProfile({ userGroup: 2, contentProviderID: 'cp-riverside', cpName: 'Riverside' }),
    );

    await expect.poll(() => cssVar('--tidings-menu-bg')).toBe('#f1f5f9');
    expect(cssVar('--tidings-menu-fg')).toBe('#111827');
  });

  it("uses the token's menu colour for other admins, else a default dark", () => {
    const claims = btoa(JSON.stringify({ _id: 'a1', userGroup: 4, menuColor: '#7c2d12' }));
    const profile = buildProfile({ userGroup: 4 });
    setCookie(COOKIE.token, `header.${claims}.signature`);
    renderApp(ROUTES, { route: '/dashboard', preloadedState: signedInState(profile) });

    expect(cssVar('--tidings-menu-bg')).toBe('#7c2d12');
    expect(cssVar('--tidings-menu-fg')).toBe('#ffffff');
  });
});
