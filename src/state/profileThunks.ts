import type { ProfileResponse } from '../../contract/auth';
import { apiClient } from '../lib/apiClient';
import { COOKIE, clearSessionCookies, getCookie, sessionToken, setCookie } from '../lib/cookies';
import { createApiThunk } from './createApiThunk';
import { sessionEnded } from './sessionActions';

/*
 * The signed-in admin's profile is the session's, read by the shell, the route guards and pages of
 * several features; its thunk lives here so that none of them imports the auth feature.
 */

/** Codes that mean the session is over: the token expired or was revoked. */
export const SESSION_ENDED_CODES: ReadonlySet<string> = new Set([
  'TokenExpiredError',
  'error_unauthorized',
]);

export const fetchProfile = createApiThunk(
  'auth/fetchProfile',
  async () => {
    const response = await apiClient.get<ProfileResponse>('/user/profile');
    const profile = response.data.data;
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
