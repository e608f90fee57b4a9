import type { BulkManageUsersBody } from '../../../contract/appUserGroups';
import type { CustomFieldValue, MobileUserListBody } from '../../../contract/mobileUsers';
import { apiRejection, createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import type { RootState } from '../../app/store';
import { PAGE_SIZE } from '../../components/ui/pageWindow';
import * as api from './mobileUsersApi';

export const fetchUsers = createAppAsyncThunk(
  'mobileUsers/fetchUsers',
  async (body: MobileUserListBody, { signal, rejectWithValue }) => {
    try {
      return await api.fetchUsers(body, signal);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const fetchGroupChoices = createAppAsyncThunk(
  'mobileUsers/fetchGroupChoices',
  async (_: void, { rejectWithValue }) => {
    try {
      return await api.fetchGroupChoices();
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const setUserStatus = createAppAsyncThunk(
  'mobileUsers/setUserStatus',
  async (change: { userId: string; status: 0 | 1 }, { rejectWithValue }) => {
    try {
      await api.setUserStatus(change.userId, change.status);
      return change;
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const saveUserGroups = createAppAsyncThunk(
  'mobileUsers/saveUserGroups',
  async (change: { userId: string; groups: api.GroupChoice[] }, { rejectWithValue }) => {
    try {
      return await api.setUserGroups(
        change.userId,
        change.groups.map((group) => group._id),
      );
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const saveCustomFields = createAppAsyncThunk(
  'mobileUsers/saveCustomFields',
  async (change: { userId: string; customFields: CustomFieldValue[] }, { rejectWithValue }) => {
    try {
      return await api.setCustomFields(change.userId, change.customFields);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const setDailyDeal = createAppAsyncThunk(
  'mobileUsers/setDailyDeal',
  async (change: { userId: string; isDailyDeal: boolean }, { rejectWithValue }) => {
    try {
      return await api.setDailyDeal(change.userId, change.isDailyDeal);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const setChatDisabled = createAppAsyncThunk(
  'mobileUsers/setChatDisabled',
  async (change: { userId: string; disabled: boolean }, { rejectWithValue }) => {
    try {
      return await api.setChatDisabled(change.userId, change.disabled);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const deleteUser = createAppAsyncThunk(
  'mobileUsers/deleteUser',
  async ({ userId }: { userId: string }, { rejectWithValue }) => {
    try {
      await api.deleteUser(userId);
      return userId;
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const bulkManageUsers = createAppAsyncThunk(
  'mobileUsers/bulkManageUsers',
  async (body: BulkManageUsersBody, { rejectWithValue }) => {
    try {
      return await api.bulkManageUsers(body);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

/** The organisation a platform admin chose, else the admin's own ('All' for every one). */
const recoveredScope = (state: RootState) =>
  state.company.selectedCompanyID ?? state.auth.user?.companyID ?? 'All';

export const fetchRecoveredUsers = createAppAsyncThunk(
  'mobileUsers/fetchRecoveredUsers',
  async (page: number, { getState, signal, rejectWithValue }) => {
    try {
      const offset = (page - 1) * PAGE_SIZE;
      return await api.fetchRecoveredUsers(recoveredScope(getState()), offset, PAGE_SIZE, signal);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);
