import type { AutoLoginExchangeBody } from '../../../contract/auth';
import { createApiThunk } from '../../state/createApiThunk';
import { sessionStarted, sessionTokenRenewed } from '../../state/sessionActions';
import { COOKIE, setCookie } from '../../lib/cookies';
import { fetchProfile } from './authThunks';
import * as autoLoginApi from './autoLoginApi';

/**
 * The embedded console's sign-in: the code becomes a session kept in this tab (lib/cookies),
 * opening the organisation the code was issued for (a platform admin's chosen one too).
 */
export const exchangeAutoLoginCode = createApiThunk(
  'auth/exchangeAutoLoginCode',
  async (body: AutoLoginExchangeBody, { dispatch }) => {
    const session = await autoLoginApi.exchangeCode(body);
    if (!session.token || !session.companyID || session.userGroup === undefined) {
      throw new Error('The sign-in answer carried no session.');
    }
    setCookie(COOKIE.token, session.token);
    setCookie(COOKIE.companyID, session.companyID);
    dispatch(sessionTokenRenewed(session.token));
    void dispatch(fetchProfile());
    dispatch(sessionStarted({ companyID: session.companyID, userGroup: session.userGroup }));
    return session;
  },
);
