import type { SmsSignupSendBody, SmsSignupSent } from '../../../contract/signup';
import { apiClient } from '../../lib/apiClient';

/** Texts sign-up links to the chosen unregistered app users. */
export async function sendSmsSignup(body: SmsSignupSendBody): Promise<SmsSignupSent> {
  const response = await apiClient.post<{ success: true; data: SmsSignupSent }>(
    '/user/register/sms',
    body,
  );
  return response.data.data;
}
