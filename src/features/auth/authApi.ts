import type {
  Dashboard,
  DashboardResponse,
  LoginBody,
  LoginResponse,
  Profile,
  ProfileResponse,
} from '../../../contract/auth';
import type { SuccessOnly } from '../../../contract/common';
import { apiClient } from '../../lib/apiClient';

export type LoginResult = LoginResponse['data'];

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

export async function fetchProfile(): Promise<Profile> {
  const response = await apiClient.get<ProfileResponse>('/user/profile');
  return response.data.data;
}

export async function fetchDashboard(companyID: string, userGroup: number): Promise<Dashboard> {
  const path = `/user/dashboard/${encodeURIComponent(companyID)}/${userGroup}`;
  const response = await apiClient.get<DashboardResponse>(path);
  return response.data.data;
}
