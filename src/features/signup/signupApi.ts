import type {
  AppLinks,
  DeepLink,
  SignupCompleteBody,
  SignupCompleted,
  SignupInvite,
} from '../../../contract/signup';
import { apiClient } from '../../lib/apiClient';

interface Answer<T> {
  success: true;
  data: T;
}

// The SMS link's token travels as ?token=: the client sets Authorization to the admin's session
// when one is open in this browser, so the header could not carry it.
const invitePath = '/api/user/register/invite/sms';

/** Who the SMS link registers, with the company's branding. */
export async function fetchInvite(token: string, signal?: AbortSignal): Promise<SignupInvite> {
  const response = await apiClient.get<Answer<SignupInvite>>(invitePath, {
    params: { token },
    signal,
  });
  return response.data.data;
}

export async function completeSignup(
  token: string,
  body: SignupCompleteBody,
): Promise<SignupCompleted> {
  const response = await apiClient.post<Answer<SignupCompleted>>(invitePath, body, {
    params: { token },
  });
  return response.data.data;
}

/** The deep link that opens the app with this sign-up, for a phone that has it. */
export async function fetchDeepLink(token: string, signal?: AbortSignal): Promise<DeepLink> {
  const response = await apiClient.get<Answer<DeepLink>>(
    '/api/user/register/deepLinkInsteadOfSms',
    { params: { token }, signal },
  );
  return response.data.data;
}

/** The app's links of a company, as the app shows them. */
export async function fetchAppLinks(companyID: string, signal?: AbortSignal): Promise<AppLinks> {
  const response = await apiClient.get<Answer<AppLinks>>(
    `/public/app-links/${encodeURIComponent(companyID)}`,
    { signal },
  );
  return response.data.data;
}
