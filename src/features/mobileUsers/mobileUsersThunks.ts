import { createAction } from '@reduxjs/toolkit';
import type { BulkManageUsersBody } from '../../../contract/userGroups';
import type { CustomFieldValue, MobileUserListBody } from '../../../contract/mobileUsers';
import type { MobileUserCsvBody } from '../../../contract/mobileUsersCsv';
import { createApiThunk } from '../../state/createApiThunk';
import { createDownloadThunk } from '../../state/downloads';
import { selectCompanyInView } from '../../state/session';
import { PAGE_SIZE } from '../../components/list/pageWindow';
import * as api from './mobileUsersApi';
import type { StatusChange } from './statusChange';

export const fetchUsers = createApiThunk(
  'mobileUsers/fetchUsers',
  (body: MobileUserListBody, { signal }) => api.fetchUsers(body, signal),
);

export const fetchGroupChoices = createApiThunk('mobileUsers/fetchGroupChoices', () =>
  api.fetchGroupChoices(),
);

export const setUserStatus = createApiThunk(
  'mobileUsers/setUserStatus',
  async (change: StatusChange) => {
    await api.setUserStatus(change.userId, change.status);
    return change;
  },
);

export const saveUserGroups = createApiThunk(
  'mobileUsers/saveUserGroups',
  ({ userId, groupIds }: { userId: string; groupIds: string[] }) =>
    api.setUserGroups(userId, groupIds),
);

export const saveCustomFields = createApiThunk(
  'mobileUsers/saveCustomFields',
  ({ userId, customFields }: { userId: string; customFields: CustomFieldValue[] }) =>
    api.setCustomFields(userId, customFields),
);

export const saveUserLanguage = createApiThunk(
  'mobileUsers/saveUserLanguage',
  ({ userId, language }: { userId: string; language: string | null }) =>
    api.setUserLanguage(userId, language),
);

export const setDailyDeal = createApiThunk(
  'mobileUsers/setDailyDeal',
  ({ userId, isDailyDeal }: { userId: string; isDailyDeal: boolean }) =>
    api.setDailyDeal(userId, isDailyDeal),
);

export const setChatDisabled = createApiThunk(
  'mobileUsers/setChatDisabled',
  ({ userId, disabled }: { userId: string; disabled: boolean }) =>
    api.setChatDisabled(userId, disabled),
);

export const deleteUser = createApiThunk(
  'mobileUsers/deleteUser',
  async ({ userId }: { userId: string }) => {
    await api.deleteUser(userId);
    return userId;
  },
);

export const bulkManageUsers = createApiThunk(
  'mobileUsers/bulkManageUsers',
  (body: BulkManageUsersBody) => api.bulkManageUsers(body),
);

export const fetchRecoveredUsers = createApiThunk(
  'mobileUsers/fetchRecoveredUsers',
  (page: number, { getState, signal }) =>
    api.fetchRecoveredUsers(
      selectCompanyInView(getState()),
      (page - 1) * PAGE_SIZE,
      PAGE_SIZE,
      signal,
    ),
);

/** Downloads the CSV of the filtered users and hands it to the browser to save. */
export const downloadUsersCsv = createDownloadThunk(
  'mobileUsers/downloadUsersCsv',
  (body: MobileUserCsvBody) => api.usersCsvFile(body),
);

/** How much of the import's file has gone up, 0–100 (null while the size is unknown). */
export const importUploadProgressed = createAction<number | null>(
  'mobileUsers/importUploadProgressed',
);

/** Checks the file and lists what an import would add, writing nothing. */
export const previewImport = createApiThunk(
  'mobileUsers/previewImport',
  (file: File, { dispatch }) =>
    api.uploadUsers(file, true, (percent) => dispatch(importUploadProgressed(percent))),
);

export const importUsers = createApiThunk('mobileUsers/importUsers', (file: File, { dispatch }) =>
  api.uploadUsers(file, false, (percent) => dispatch(importUploadProgressed(percent))),
);
