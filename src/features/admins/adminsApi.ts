import type {
  AdminCreateBody,
  AdminListQuery,
  AdminListResponse,
  AdminResponse,
  AdminUpdateBody,
  AdminUser,
} from '../../../contract/admins';
import type { SuccessOnly } from '../../../contract/common';
import type { CompanyListResponse } from '../../../contract/company';
import { apiClient } from '../../lib/apiClient';
import { fetchChannelRows } from '../../lib/channelChoices';

export type AdminPage = AdminListResponse['data'];

export interface Choice {
  value: string;
  label: string;
}

/** A channel as the admin form offers it: an inactive one only to an admin who has it already. */
export interface ChannelChoice extends Choice {
  active: boolean;
}

export async function fetchAdmins(query: AdminListQuery, signal?: AbortSignal): Promise<AdminPage> {
  const response = await apiClient.get<AdminListResponse>('/user/admins', {
    params: query,
    signal,
  });
  return response.data.data;
}

const adminPath = (id: string) => `/user/admins/${encodeURIComponent(id)}`;

export async function fetchAdmin(id: string, signal?: AbortSignal): Promise<AdminUser> {
  const response = await apiClient.get<AdminResponse>(
    `/user/admins/admin/${encodeURIComponent(id)}`,
    { signal },
  );
  return response.data.data;
}

export async function createAdmin(body: AdminCreateBody): Promise<AdminUser> {
  const response = await apiClient.post<AdminResponse>('/user/admins', body);
  return response.data.data;
}

export async function updateAdmin(id: string, body: AdminUpdateBody): Promise<AdminUser> {
  const response = await apiClient.put<AdminResponse>(adminPath(id), body);
  return response.data.data;
}

/** A new invitation email for an admin who has not chosen a password yet. */
export async function resendInvitation(id: string): Promise<AdminUser> {
  const response = await apiClient.post<AdminResponse>(
    `/user/admins/${encodeURIComponent(id)}/invitation`,
  );
  return response.data.data;
}

/**
 * Removes the second factor of an admin who lost it (auth's POST /user/two-factor/reset/{id}):
 * their authenticator app and its recovery codes, and their passkeys once the API has them.
 */
export async function resetTwoFactor(id: string): Promise<void> {
  await apiClient.post<SuccessOnly>(`/user/two-factor/reset/${encodeURIComponent(id)}`);
}

export async function deleteAdmin(id: string): Promise<void> {
  await apiClient.delete(adminPath(id));
}

/** The organisations a platform admin may place an admin in (GET /company). */
export async function fetchCompanyChoices(signal?: AbortSignal): Promise<Choice[]> {
  const response = await apiClient.get<CompanyListResponse>('/company', { signal });
  return response.data.data
    .map((company) => ({ value: company.companyID, label: company.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** A company's channels, by name, for a channel admin's channel (GET /content-provider/{id}). */
export async function fetchChannelChoices(
  companyID: string,
  signal?: AbortSignal,
): Promise<ChannelChoice[]> {
  return (await fetchChannelRows(companyID, signal))
    .map((channel) => ({
      value: channel._id,
      label: channel.clientName,
      active: channel.isActive === 1,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
