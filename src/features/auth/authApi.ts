import type {
  LoginBody,
  LoginResponse,
  PublicCompany,
  ResetTokenResponse,
} from '../../../contract/auth';
import type { SuccessOnly } from '../../../contract/common';
import { apiClient } from '../../lib/apiClient';

export type LoginResult = LoginResponse['data'];

/** contract/auth.ts exports PublicCompanyResponse as a schema only. */
interface PublicCompanyResponse {
  success: true;
  data: PublicCompany;
}

export async function login(body: LoginBody): Promise<LoginResult> {
  const response = await apiClient.post<LoginResponse>('/user/login', body);
  return response.data.data;
}

export async function resendOtp(email: string): Promise<void> {
  await apiClient.post<SuccessOnly>('/user/login/resend-otp', { email });
}

export async function logout(): Promise<void> {
  await apiClient.post<SuccessOnly>('/user/logout');
}

export async function fetchPublicCompany(companyID: string): Promise<PublicCompany> {
  const path = `/public/company/${encodeURIComponent(companyID)}`;
  const response = await apiClient.get<PublicCompanyResponse>(path);
  return response.data.data;
}

/** Answers the server's message, which reads the same for known and unknown emails. */
export async function forgotPassword(email: string): Promise<string | undefined> {
  const response = await apiClient.post<SuccessOnly>('/user/forgot-password', { email });
  return response.data.message;
}

/** A reset or invitation link's account: its email and its organisation's companyID. */
export async function checkResetToken(token: string): Promise<ResetTokenResponse['data']> {
  const path = `/user/forgot-password/${encodeURIComponent(token)}`;
  const response = await apiClient.get<ResetTokenResponse>(path);
  return response.data.data;
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await apiClient.post<SuccessOnly>('/user/change-password', { token, password });
}
