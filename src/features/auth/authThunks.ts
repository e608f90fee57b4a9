import type { LoginBody } from '../../../contract/auth';
import { createApiThunk } from '../../app/createApiThunk';
import { sessionEnded, sessionStarted } from '../../app/sessionActions';
import {
  COOKIE,
  clearSessionCookies,
  getCookie,
  removeCookie,
  sessionToken,
  setCookie,
} from '../../lib/cookies';
import * as authApi from './authApi';

/** Codes that mean the session is over: the token expired or was revoked. */
export const SESSION_ENDED_CODES: ReadonlySet<string> = new Set([
  'TokenExpiredError',
  'error_unauthorized',
]);

export const fetchProfile = createApiThunk(
  'auth/fetchProfile',
  async () => {
    const profile = await authApi.fetchProfile();
    // A company a platform admin chose survives the reload that follows the switch.
    if (!getCookie(COOKIE.companyID)) setCookie(COOKIE.companyID, profile.companyID);
    return profile;
  },
  {
    condition: (_, { getState }) =>
      Boolean(sessionToken()) && getState().auth.profileStatus !== 'loading',
    onFailure: ({ code }, { dispatch }) => {
      if (!code || !SESSION_ENDED_CODES.has(code)) return;
      clearSessionCookies();
      dispatch(sessionEnded());
    },
  },
);

export const login = createApiThunk('auth/login', async (body: LoginBody, { dispatch }) => {
  const result = await authApi.login(body);
  if (result.token) {
    // A new session starts without the previous session's company.
    removeCookie(COOKIE.companyID);
    setCookie(COOKIE.token, result.token);
    void dispatch(fetchProfile());
    if (result.companyID && result.userGroup !== undefined) {
      dispatch(sessionStarted({ companyID: result.companyID, userGroup: result.userGroup }));
    }
  }
  return result;
});

export const resendOtp = createApiThunk('auth/resendOtp', (email: string) =>
  authApi.resendOtp(email),
);

/** Never fails: a server that cannot record the logout does not keep the user signed in. */
export const logout = createApiThunk('auth/logout', async () => {
  if (sessionToken()) await authApi.logout().catch(() => undefined);
  clearSessionCookies();
});
