import type { LoginBody } from '../../../contract/auth';
import { createApiThunk, type ApiThunkContext } from '../../state/createApiThunk';
import { sessionStarted } from '../../state/sessionActions';
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

/** A sign-in that answered a session: it starts here. */
export function startSession(result: authApi.LoginResult, dispatch: ApiThunkContext['dispatch']) {
  if (!result.token) return;
  // A new session starts without the previous session's company.
  removeCookie(COOKIE.companyID);
  setCookie(COOKIE.token, result.token);
  void dispatch(fetchProfile());
  if (result.companyID && result.userGroup !== undefined) {
    dispatch(sessionStarted({ companyID: result.companyID, userGroup: result.userGroup }));
  }
}

export const login = createApiThunk('auth/login', async (body: LoginBody, { dispatch }) => {
  const result = await authApi.login(body);
  startSession(result, dispatch);
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
