import type {
  BulkManageUsersBody,
  BulkManageUsersResponse,
  UserGroupListResponse,
} from '../../../contract/userGroups';
import type {
  CustomFieldValue,
  MobileUser,
  MobileUserListBody,
  MobileUserListResponse,
  MobileUserResponse,
  MobileUserSummary,
  MobileUserUpdate,
  MobileUserUpdateBody,
  RecoveredUsersResponse,
} from '../../../contract/mobileUsers';
import {
  CSV_EXPORT_INCOMPLETE_MARKER,
  type MobileUserCsvBody,
} from '../../../contract/mobileUsersCsv';
import type {
  UploadDeleteResponse,
  UserImportResponse,
  UserImportSummary,
} from '../../../contract/userImport';
import { apiClient } from '../../lib/apiClient';
import { todayStamp } from '../../lib/dates';
import { uploadProgress, type FileRequest, type ProgressHandler } from '../../lib/download';

export type ImportResult = UserImportSummary;
export type RecoveredUsersPage = RecoveredUsersResponse['data'];

export interface GroupChoice {
  _id: string;
  name: string;
  companyID: string;
}

/** A group as pickers show it: its name, with its organisation where several are in view. */
export interface LabelledGroup extends GroupChoice {
  label: string;
}

export interface UserListPage {
  users: MobileUser[];
  summary: MobileUserSummary;
}

const userPath = (userID: string) => `/user/mobile-users/${encodeURIComponent(userID)}`;

export async function fetchUsers(
  body: MobileUserListBody,
  signal?: AbortSignal,
): Promise<UserListPage> {
  const response = await apiClient.post<MobileUserListResponse>('/user/mobile-users/new', body, {
    signal,
  });
  const { users, ...summary } = response.data.data;
  return { users, summary };
}

export async function fetchGroupChoices(): Promise<GroupChoice[]> {
  const response = await apiClient.get<UserGroupListResponse>('/user/groups/');
  return response.data.data.map(({ _id, name, companyID }) => ({ _id, name, companyID }));
}

export async function setUserStatus(userID: string, status: 0 | 1): Promise<void> {
  await apiClient.put(`/user/status/${encodeURIComponent(userID)}`, { status });
}

/** PUT /user/mobile-users/{userID}/{what}; the server answers the user as it is now. */
async function updateUser(
  userID: string,
  what: MobileUserUpdate,
  body: MobileUserUpdateBody,
): Promise<MobileUser> {
  const response = await apiClient.put<MobileUserResponse>(`${userPath(userID)}/${what}`, body);
  return response.data.data;
}

export const setUserGroups = (userID: string, groups: string[]) =>
  updateUser(userID, 'groups', { groups });

export const setCustomFields = (userID: string, customFields: CustomFieldValue[]) =>
  updateUser(userID, 'custom-fields', { customFields });

export const setDailyDeal = (userID: string, isDailyDeal: boolean) =>
  updateUser(userID, 'deals', { isDailyDeal });

/** The member's own language (a listed tag), or null for the organisation's default. */
export const setUserLanguage = (userID: string, language: string | null) =>
  updateUser(userID, 'language', { language });

/** Turns instant messaging off (disabled) or on again; answers the user as it is now. */
export async function setChatDisabled(userID: string, disabled: boolean): Promise<MobileUser> {
  const response = await apiClient.post<MobileUserResponse>(
    `/user/mobile-users/toggleIM/${encodeURIComponent(userID)}/${disabled ? '1' : '0'}`,
  );
  return response.data.data;
}

export async function deleteUser(userID: string): Promise<void> {
  await apiClient.delete(userPath(userID));
}

export async function bulkManageUsers(body: BulkManageUsersBody) {
  const response = await apiClient.post<BulkManageUsersResponse>(
    '/user/groups/bulk-manage-users',
    body,
  );
  return response.data.data;
}

/** The CSV of every user the filter selects (every page, in the list's order). */
export const usersCsvFile = (body: MobileUserCsvBody): FileRequest => ({
  method: 'post',
  url: '/user/mobile-users/download-csv',
  body,
  fallbackName: `app-users-${todayStamp()}.csv`,
  incompleteMarker: CSV_EXPORT_INCOMPLETE_MARKER,
});

/** With dryRun the server checks the file and writes nothing. */
export async function uploadUsers(
  file: File,
  dryRun: boolean,
  onProgress: ProgressHandler,
): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file);
  const response = await apiClient.post<UserImportResponse>('/user/upload', form, {
    params: dryRun ? { dryRun: true } : undefined,
    onUploadProgress: uploadProgress(onProgress),
  });
  return response.data.data;
}

/** Deletes the imported app users with this member ID; answers how many went. */
export async function deleteImportedUser(userid: string): Promise<number> {
  const response = await apiClient.post<UploadDeleteResponse>('/user/upload/delete', { userid });
  return response.data.data.deleted;
}

export async function fetchRecoveredUsers(
  scopeID: string,
  offset: number,
  limit: number,
  signal?: AbortSignal,
): Promise<RecoveredUsersPage> {
  const response = await apiClient.get<RecoveredUsersResponse>(
    `/user/mobile-users/recovered/${encodeURIComponent(scopeID)}`,
    { params: { offset, limit }, signal },
  );
  return response.data.data;
}
