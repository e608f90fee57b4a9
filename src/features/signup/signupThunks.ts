import type { SignupCompleteBody, SmsSignupSendBody } from '../../../contract/signup';
import { createApiThunk } from '../../state/createApiThunk';
import * as api from './signupApi';
import * as emailApi from './sendingEmailApi';
import * as smsApi from './smsSendApi';

export const fetchInvite = createApiThunk('signup/fetchInvite', (token: string, { signal }) =>
  api.fetchInvite(token, signal),
);

export const completeSignup = createApiThunk(
  'signup/complete',
  ({ token, body }: { token: string; body: SignupCompleteBody }) => api.completeSignup(token, body),
);

export const fetchDeepLink = createApiThunk('signup/fetchDeepLink', (token: string, { signal }) =>
  api.fetchDeepLink(token, signal),
);

export const fetchAppLinks = createApiThunk(
  'signup/fetchAppLinks',
  (companyID: string, { signal }) => api.fetchAppLinks(companyID, signal),
);

export const fetchSendingEmail = createApiThunk('signup/fetchSendingEmail', (_: void, { signal }) =>
  emailApi.fetchSendingEmail(signal),
);

export const requestSendingEmail = createApiThunk('signup/requestSendingEmail', (email: string) =>
  emailApi.requestSendingEmail(email),
);

export const verifySendingEmail = createApiThunk(
  'signup/verifySendingEmail',
  ({ companyID, messageID }: { companyID: string; messageID: string }) =>
    emailApi.verifySendingEmail(companyID, messageID),
);

export const sendSmsSignup = createApiThunk('signup/sendSms', (body: SmsSignupSendBody) =>
  smsApi.sendSmsSignup(body),
);
