import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildDashboard, buildProfile } from '../../../../tests/factories';
import { apiUrl } from '../../../../tests/msw/apiUrl';
import { isSessionActive, seedAccount, startSession } from '../../../../tests/msw/authHandlers';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { sessionRedirects } from '../../../../tests/sessionRedirects';
import { COOKIE, getCookie, setCookie } from '../../../lib/cookies';

function signInAsGrace() {
  const account = seedAccount({
    profile: buildProfile({
      email: 'grace@tidings.test',
      companyID: 'navy',
      userGroup: 1,
      profile: { firstname: 'Grace', lastname: 'Hopper', phone: '' },
    }),
    dashboard: buildDashboard({ subscribers: 1250, iosSubscribers: 700, admins: 5 }),
  });
  const token = startSession(account);
  setCookie(COOKIE.token, token);
  return token;
}

function counter(label: string) {
  const card = screen.getByRole('heading', { name: label }).closest('li');
  if (!card) throw new Error(`no counter card for ${label}`);
  return within(card);
}

describe('DashboardPage', () => {
  it('shows the signed-in user and the counters', async () => {
    signInAsGrace();
    renderApp(undefined, { route: '/dashboard' });

    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('grace@tidings.test')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Counters' });
    expect(counter('Subscribers').getByText('1,250')).toBeInTheDocument();
    expect(counter('iOS subscribers').getByText('700')).toBeInTheDocument();
    expect(counter('Admins').getByText('5')).toBeInTheDocument();
    expect(getCookie(COOKIE.companyID)).toBe('navy');
  });

  it('shows a failed dashboard load and loads it again on request', async () => {
    signInAsGrace();
    let failures = 1;
    server.use(
      http.get(apiUrl('/user/dashboard/:companyID/:userGroup'), () => {
        if (failures-- > 0) return HttpResponse.json({ code: 'boom' }, { status: 500 });
        return undefined;
      }),
    );
    const { user } = renderApp(undefined, { route: '/dashboard' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error 002: API Internal Error. Contact the website administrator.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('list', { name: 'Counters' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs out: ends the session, clears the cookies but the browser warning, resets the store', async () => {
    const token = signInAsGrace();
    setCookie(COOKIE.browserWarning, '0');
    const { user, router, store } = renderApp(undefined, { route: '/dashboard' });
    await screen.findByText('Grace Hopper');

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(isSessionActive(token)).toBe(false);
    expect(getCookie(COOKIE.token)).toBeUndefined();
    expect(getCookie(COOKIE.companyID)).toBeUndefined();
    expect(getCookie(COOKIE.browserWarning)).toBe('0');
    expect(store.getState().auth).toMatchObject({ token: null, user: null, dashboard: null });
  });

  it('ends an expired session and sends the user to sign in again', async () => {
    signInAsGrace();
    server.use(
      http.get(apiUrl('/user/profile'), () =>
        HttpResponse.json({ code: 'TokenExpiredError', message: 'jwt expired' }, { status: 401 }),
      ),
    );
    const { store } = renderApp(undefined, { route: '/dashboard' });

    await expect.poll(() => sessionRedirects).toHaveLength(1);
    expect(sessionRedirects[0]).toMatch(/^\/login\?redirect=/);
    expect(getCookie(COOKIE.token)).toBeUndefined();
    expect(store.getState().auth).toMatchObject({ token: null, user: null, profileStatus: 'idle' });
  });
});
