import type { BillingContactBody } from '../../../contract/billing';
import type {
  Profile,
  ProfileResponse,
  ProfileUpdateBody,
  TokenResponse,
} from '../../../contract/auth';
import { apiClient } from '../../lib/apiClient';

export async function updateProfile(body: ProfileUpdateBody): Promise<Profile> {
  const response = await apiClient.put<ProfileResponse>('/user/profile/', body);
  return response.data.data;
}

export interface PasswordChange {
  currentPassword: string;
  password: string;
}

/** Answers the token of a new session: the change ends every earlier one, this one too. */
export async function changePassword(change: PasswordChange): Promise<string> {
  const response = await apiClient.post<TokenResponse>('/user/change-password', change);
  return response.data.data.token;
}

export async function fetchProfile(): Promise<Profile> {
  const response = await apiClient.get<ProfileResponse>('/user/profile');
  return response.data.data;
}

/** Who receives the organisation's bills: the profile's billingInfo (PUT /user/subscription). */
export async function saveBillingContact(body: BillingContactBody): Promise<void> {
  await apiClient.put('/user/subscription', body);
}

export async function removeBillingContact(): Promise<void> {
  await apiClient.delete('/user/subscription');
}
