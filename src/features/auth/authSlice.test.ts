import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../../tests/factories';
import { apiUrl } from '../../../tests/msw/apiUrl';
import { seedAccount, startSession } from '../../../tests/msw/authHandlers';
import { server } from '../../../tests/msw/server';
import { sessionRedirects } from '../../../tests/sessionRedirects';
import { sessionProfileReplaced, sessionTokenRenewed } from '../../state/sessionActions';
import { makeStore } from '../../app/store';
import { COOKIE, getCookie, setCookie } from '../../lib/cookies';
import { otpCancelled } from './authSlice';
import { fetchProfile, login, logout } from './authThunks';

const credentials = { email: 'ada@tidings.test', password: 'secret-password' };

function rejectLogin(code: string, message: string) {
  return login.rejected(null, 'req', credentials, message, { code });
}

describe('authSlice reducer', () => {
  it('starts from the token cookie', () => {
    setCookie(COOKIE.token, 'token-abc');
    expect(makeStore().getState().auth.token).toBe('token-abc');
  });

  it('marks sign-in as loading and clears the previous failure', () => {
    const store = makeStore();
    store.dispatch(rejectLogin('account_not_verified', 'account not verified.'));

    store.dispatch(login.pending('req', credentials));

    expect(store.getState().auth).toMatchObject({
      loginStatus: 'loading',
      error: null,
      unverified: false,
    });
  });

  it('keeps the token of a successful sign-in', () => {
    const store = makeStore();
    const result = {
      token: 'token-abc',
      email: credentials.email,
      userGroup: 4,
      companyID: 'acme',
    };

    store.dispatch(login.fulfilled(result, 'req', credentials));

    expect(store.getState().auth).toMatchObject({ token: 'token-abc', loginStatus: 'succeeded' });
  });

  it('asks for the emailed code when the server requires one, then can go back', () => {
    const store = makeStore();

    store.dispatch(
      login.fulfilled({ otpRequired: true, email: credentials.email }, 'r', credentials),
    );
    expect(store.getState().auth).toMatchObject({
      token: null,
      otpRequired: true,
      pendingEmail: credentials.email,
    });

    store.dispatch(otpCancelled());
    expect(store.getState().auth).toMatchObject({ otpRequired: false, pendingEmail: null });
  });

  it('keeps the email and flags an unverified account', () => {
    const store = makeStore();

    store.dispatch(rejectLogin('account_not_verified', 'account not verified.'));

    expect(store.getState().auth).toMatchObject({
      loginStatus: 'failed',
      error: 'account not verified.',
      unverified: true,
      deactivated: false,
      pendingEmail: credentials.email,
    });
  });

  it('keeps the email and flags a deactivated account', () => {
    const store = makeStore();

    store.dispatch(rejectLogin('account_deactivated', 'deactivated'));

    expect(store.getState().auth).toMatchObject({
      deactivated: true,
      unverified: false,
      pendingEmail: credentials.email,
    });
  });

  it('flags nothing for wrong credentials', () => {
    const store = makeStore();

    store.dispatch(rejectLogin('invalid_credentials', 'oops!'));

    expect(store.getState().auth).toMatchObject({
      error: 'oops!',
      unverified: false,
      deactivated: false,
      pendingEmail: null,
    });
  });

  it('drops the profile when its load says the token expired', () => {
    const store = makeStore({
      auth: { ...makeStore().getState().auth, token: 't', user: buildProfile() },
    });

    store.dispatch(
      fetchProfile.rejected(
        null,
        'req',
        undefined,
        'Your session has expired. Please sign in again.',
        {
          code: 'TokenExpiredError',
        },
      ),
    );

    expect(store.getState().auth).toMatchObject({ token: null, user: null, profileStatus: 'idle' });
  });

  it('records other profile failures', () => {
    const store = makeStore();

    store.dispatch(
      fetchProfile.rejected(null, 'req', undefined, 'Error retrieving data.', { code: null }),
    );

    expect(store.getState().auth).toMatchObject({
      profileStatus: 'failed',
      error: 'Error retrieving data.',
    });
  });

  it('resets every field on logout', () => {
    const initial = makeStore().getState();
    const store = makeStore({
      auth: {
        ...initial.auth,
        token: 't',
        user: buildProfile(),
        profileStatus: 'succeeded',
        error: 'old failure',
      },
    });

    store.dispatch(logout.fulfilled(undefined, 'req'));

    expect(store.getState()).toEqual(initial);
  });

  it('takes the profile and the token other features announce for the session', () => {
    const store = makeStore();
    const profile = buildProfile({ profile: { firstname: 'Ada', lastname: 'King', phone: '' } });

    store.dispatch(sessionProfileReplaced(profile));
    store.dispatch(sessionTokenRenewed('token-renewed'));

    expect(store.getState().auth).toMatchObject({ user: profile, token: 'token-renewed' });
  });
});

describe('auth thunks against the API', () => {
  it('signs in, stores the token cookie and loads the profile', async () => {
    const account = seedAccount();
    const store = makeStore();

    await store.dispatch(login({ email: account.profile.email, password: account.password }));

    expect(getCookie(COOKIE.token)).toBe(store.getState().auth.token);
    await expect.poll(() => store.getState().auth.user?.email).toBe(account.profile.email);
    expect(getCookie(COOKIE.companyID)).toBe(account.profile.companyID);
  });

  it('keeps a company already chosen when the profile loads', async () => {
    const account = seedAccount();
    setCookie(COOKIE.token, startSession(account));
    setCookie(COOKIE.companyID, 'other-company');

    await makeStore().dispatch(fetchProfile());

    expect(getCookie(COOKIE.companyID)).toBe('other-company');
  });

  it('clears the cookies when the profile load finds the token expired', async () => {
    server.use(
      http.get(apiUrl('/user/profile'), () =>
        HttpResponse.json({ code: 'TokenExpiredError', message: 'jwt expired' }, { status: 401 }),
      ),
    );
    setCookie(COOKIE.token, 'expired-token');
    setCookie(COOKIE.companyID, 'acme');
    setCookie(COOKIE.browserWarning, '0');
    const store = makeStore();

    await store.dispatch(fetchProfile());

    expect(getCookie(COOKIE.token)).toBeUndefined();
    expect(getCookie(COOKIE.companyID)).toBeUndefined();
    expect(getCookie(COOKIE.browserWarning)).toBe('0');
    expect(store.getState().auth.token).toBeNull();
    expect(sessionRedirects).toEqual(['/login?redirect=%2F']);
  });

  it('does not call the API for the profile without a session', async () => {
    const store = makeStore();

    await store.dispatch(fetchProfile());

    expect(store.getState().auth).toMatchObject({ profileStatus: 'idle' });
  });

  it('logs out even when the server cannot be reached, keeping the browser-warning choice', async () => {
    server.use(http.post(apiUrl('/user/logout'), () => HttpResponse.error()));
    setCookie(COOKIE.token, 'token-abc');
    setCookie(COOKIE.companyID, 'acme');
    setCookie(COOKIE.browserWarning, '0');
    const store = makeStore();

    await store.dispatch(logout());

    expect(getCookie(COOKIE.token)).toBeUndefined();
    expect(getCookie(COOKIE.companyID)).toBeUndefined();
    expect(getCookie(COOKIE.browserWarning)).toBe('0');
    expect(store.getState().auth.token).toBeNull();
  });
});
