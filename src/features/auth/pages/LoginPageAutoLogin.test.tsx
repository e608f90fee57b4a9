import { cleanup, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import {
  autoLoginExchangesMade,
  issueAutoLoginCode,
  seedAccount,
} from '../../../../tests/msw/authHandlers';
import { renderApp } from '../../../../tests/render';
import { COOKIE, getCookie, startEmbeddedSession } from '../../../lib/cookies';
import { LoginPage } from './LoginPage';

/** The sign-in page as a host frames it: the embedded session starts before the app does. */
function renderEmbedded(query: string) {
  startEmbeddedSession();
  return renderApp(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/users', element: <h1>Users</h1> },
    ],
    { route: `/login?${query}` },
  );
}

const acmeAdmin = () =>
  seedAccount({ profile: buildProfile({ email: 'ada@acme.test', companyID: 'acme' }) });

afterEach(() => window.sessionStorage.clear());

describe('the embedded sign-in (autoLogin code)', () => {
  it('trades the code for a session kept in the tab and opens the page with autoLogin', async () => {
    const code = issueAutoLoginCode(acmeAdmin());
    const { router, store } = renderEmbedded(`autoLogin=1&code=${code}&redirect=%2Fusers`);

    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?autoLogin=1');
    expect(getCookie(COOKIE.token)).toMatch(/^token-/);
    expect(getCookie(COOKIE.companyID)).toBe('acme');
    // Framed pages' cookies may be refused: nothing of this session is in a cookie.
    expect(Cookies.get(COOKIE.token)).toBeUndefined();
    await expect.poll(() => store.getState().auth.user?.email).toBe('ada@acme.test');
  });

  it('opens the dashboard when no page is named, spending the code once', async () => {
    const code = issueAutoLoginCode(acmeAdmin());
    const { router } = renderEmbedded(`autoLogin=1&code=${code}`);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(autoLoginExchangesMade()).toEqual([{ type: 'autoLogin', code }]);
  });

  it('shows the sign-in form, saying why, for a code already used', async () => {
    const account = acmeAdmin();
    const code = issueAutoLoginCode(account);
    renderEmbedded(`autoLogin=1&code=${code}`);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    cleanup();

    const { router } = renderEmbedded(`autoLogin=1&code=${code}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Link already expired. Sign in to continue.',
    );
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getCookie(COOKIE.token)).toBeUndefined();
  });

  it('names the organisation the host expects, and refuses a code of another', async () => {
    const code = issueAutoLoginCode(acmeAdmin());
    renderEmbedded(`autoLogin=1&code=${code}&companyID=globex`);

    expect(await screen.findByRole('alert')).toHaveTextContent('Link already expired.');
    expect(autoLoginExchangesMade()).toEqual([{ type: 'autoLogin', code, companyID: 'globex' }]);
  });
});

describe('the embedded session store', () => {
  it('starts afresh with each code, leaving the cookies of the ordinary console alone', () => {
    Cookies.set(COOKIE.token, 'console-token');
    startEmbeddedSession();
    expect(getCookie(COOKIE.token)).toBeUndefined();
    window.sessionStorage.setItem(`tidings.embedded.${COOKIE.token}`, 'embedded-token');
    expect(getCookie(COOKIE.token)).toBe('embedded-token');
    startEmbeddedSession();
    expect(getCookie(COOKIE.token)).toBeUndefined();
    expect(Cookies.get(COOKIE.token)).toBe('console-token');
  });
});
