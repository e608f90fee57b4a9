import type { SendingEmail, SendingEmailVerified } from '../../../contract/signup';
import { apiClient } from '../../lib/apiClient';

interface Answer<T> {
  success: true;
  data: T;
}

export async function fetchSendingEmail(signal?: AbortSignal): Promise<SendingEmail> {
  const response = await apiClient.get<Answer<SendingEmail>>('/company/sending-email', { signal });
  return response.data.data;
}

/** Sets the address and mails it a verification link. */
export async function requestSendingEmail(email: string): Promise<SendingEmail> {
  const response = await apiClient.put<Answer<SendingEmail>>('/company/sending-email', { email });
  return response.data.data;
}

/** Confirms the address from the link in its email (no sign-in). */
export async function verifySendingEmail(
  companyID: string,
  messageID: string,
): Promise<SendingEmailVerified> {
  const response = await apiClient.post<Answer<SendingEmailVerified>>(
    `/public/verify-sending-email/${encodeURIComponent(companyID)}/${encodeURIComponent(messageID)}`,
  );
  return response.data.data;
}
