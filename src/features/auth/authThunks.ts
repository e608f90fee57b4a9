import type { LoginBody } from '../../../contract/auth';
import { createApiThunk } from '../../state/createApiThunk';
import { sessionStarted, sessionTokenRenewed } from '../../state/sessionActions';
import type { AppDispatch } from '../../state/storeTypes';
import {
  COOKIE,
  clearSessionCookies,
  removeCookie,
  sessionToken,
  setCookie,
} from '../../lib/cookies';
import { fetchProfile } from '../../state/profileThunks';
import * as authApi from './authApi';

export { fetchProfile, SESSION_ENDED_CODES } from '../../state/profileThunks';

interface OpenedSession {
  token: string;
  companyID?: string | undefined;
  userGroup?: number | undefined;
}

/** A session the API answered: kept in its cookie, the profile loaded, the scope started. */
export function startSession(dispatch: AppDispatch, session: OpenedSession): void {
  // A new session starts without the previous session's company.
  removeCookie(COOKIE.companyID);
  setCookie(COOKIE.token, session.token);
  dispatch(sessionTokenRenewed(session.token));
  void dispatch(fetchProfile());
  if (session.companyID && session.userGroup !== undefined) {
    dispatch(sessionStarted({ companyID: session.companyID, userGroup: session.userGroup }));
  }
}

export const login = createApiThunk('auth/login', async (body: LoginBody, { dispatch }) => {
  const result = await authApi.login(body);
  if (result.token) startSession(dispatch, { ...result, token: result.token });
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
