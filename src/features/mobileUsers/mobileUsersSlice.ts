import {
  createSlice,
  isAnyOf,
  isFulfilled,
  isPending,
  isRejected,
  type PayloadAction,
} from '@reduxjs/toolkit';
import type { MobileUser } from '../../../contract/mobileUsers';
import { messageForCode } from '../../lib/apiErrors';
import {
  idle,
  initialState,
  type FlowState,
  type MobileUsersFlow,
  type MobileUsersState,
} from './mobileUsersState';
import {
  bulkManageUsers,
  deleteUser,
  fetchGroupChoices,
  fetchRecoveredUsers,
  fetchUsers,
  saveCustomFields,
  saveUserGroups,
  setChatDisabled,
  setDailyDeal,
  setUserStatus,
} from './mobileUsersThunks';
import {
  csvProgressed,
  downloadUsersCsv,
  importUsers,
  previewImport,
} from './mobileUsersFileThunks';
import {
  auditProgressed,
  downloadUsersMessageAudit,
  fetchAuditMessages,
} from './messageAuditThunks';

/** Each server flow and the thunk behind it; the list is tracked apart (stale answers). */
const FLOWS = {
  groupChoices: fetchGroupChoices,
  status: setUserStatus,
  groups: saveUserGroups,
  customFields: saveCustomFields,
  deals: setDailyDeal,
  chat: setChatDisabled,
  delete: deleteUser,
  bulk: bulkManageUsers,
  csv: downloadUsersCsv,
  importPreview: previewImport,
  import: importUsers,
  recovered: fetchRecoveredUsers,
  auditMessages: fetchAuditMessages,
  messageAudit: downloadUsersMessageAudit,
} as const satisfies Partial<Record<MobileUsersFlow, unknown>>;

const failed = (payload: string | undefined): FlowState => ({
  status: 'failed',
  error: payload ?? messageForCode('internal_error'),
});

/** The server answered the user as it is now. */
function replaceUser(state: MobileUsersState, user: MobileUser) {
  state.users = state.users.map((row) => (row._id === user._id ? user : row));
}

function updateUser(state: MobileUsersState, userId: string, change: Partial<MobileUser>) {
  const user = state.users.find((row) => row._id === userId);
  if (user) Object.assign(user, change);
}

export const mobileUsersSlice = createSlice({
  name: 'mobileUsers',
  initialState,
  reducers: {
    /** A dialog closed: its flow's outcome should not greet the next opening. */
    flowReset(state, { payload }: PayloadAction<MobileUsersFlow>) {
      state.flows[payload] = idle;
    },
    importReset(state) {
      state.flows.importPreview = idle;
      state.flows.import = idle;
      state.importPreview = null;
      state.importResult = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchUsers.pending, (state, { meta }) => {
        state.listRequestId = meta.requestId;
        state.flows.list = { status: 'loading', error: null };
      })
      .addCase(fetchUsers.fulfilled, (state, { payload, meta }) => {
        if (meta.requestId !== state.listRequestId) return;
        state.users = payload.users;
        state.summary = payload.summary;
        state.flows.list = { status: 'succeeded', error: null };
      })
      .addCase(fetchUsers.rejected, (state, { payload, meta }) => {
        if (meta.requestId !== state.listRequestId) return;
        // Aborted with no newer request: the page was left, which is no failure to show.
        state.flows.list = meta.aborted ? idle : failed(payload);
      })
      .addCase(fetchGroupChoices.fulfilled, (state, { payload }) => {
        state.groupChoices = payload;
      })
      .addCase(setUserStatus.fulfilled, (state, { payload: { userId, status } }) => {
        const before = state.users.find((row) => row._id === userId)?.isActive;
        updateUser(state, userId, { isActive: status });
        if (state.summary && before !== undefined && before !== status) {
          const step = status === 1 ? 1 : -1;
          state.summary.activeCount += step;
          state.summary.suspendedCount -= step;
        }
      })
      .addCase(saveUserGroups.fulfilled, (state, { payload }) => replaceUser(state, payload))
      .addCase(saveCustomFields.fulfilled, (state, { payload }) => replaceUser(state, payload))
      .addCase(setDailyDeal.fulfilled, (state, { payload }) => replaceUser(state, payload))
      .addCase(setChatDisabled.fulfilled, (state, { payload }) => replaceUser(state, payload))
      .addCase(deleteUser.fulfilled, (state, { payload: userId }) => {
        state.users = state.users.filter((row) => row._id !== userId);
      })
      .addCase(downloadUsersCsv.pending, (state) => {
        state.csvProgress = 0;
      })
      .addCase(csvProgressed, (state, { payload }) => {
        state.csvProgress = payload;
      })
      .addCase(previewImport.fulfilled, (state, { payload }) => {
        state.importPreview = payload;
      })
      .addCase(importUsers.fulfilled, (state, { payload }) => {
        state.importResult = payload;
      })
      .addCase(fetchRecoveredUsers.fulfilled, (state, { payload }) => {
        state.recovered = payload;
      })
      .addCase(fetchAuditMessages.fulfilled, (state, { payload }) => {
        state.auditMessages = payload;
      })
      .addCase(downloadUsersMessageAudit.pending, (state, { meta }) => {
        state.auditDownload = { messageId: meta.arg, progress: 0 };
      })
      .addCase(auditProgressed, (state, { payload }) => {
        if (state.auditDownload) state.auditDownload.progress = payload;
      })
      .addMatcher(
        isAnyOf(downloadUsersMessageAudit.fulfilled, downloadUsersMessageAudit.rejected),
        (state) => {
          state.auditDownload = null;
        },
      );
    for (const [name, thunk] of Object.entries(FLOWS) as [
      keyof typeof FLOWS,
      (typeof FLOWS)[keyof typeof FLOWS],
    ][]) {
      builder
        .addMatcher(isPending(thunk), (state, { meta }) => {
          state.flows[name] = { status: 'loading', error: null };
          const arg: unknown = meta.arg;
          if (arg && typeof arg === 'object' && 'userId' in arg && typeof arg.userId === 'string')
            state.busyUserId = arg.userId;
        })
        .addMatcher(isFulfilled(thunk), (state) => {
          state.flows[name] = { status: 'succeeded', error: null };
          state.busyUserId = null;
        })
        .addMatcher(isRejected(thunk), (state, { payload, meta }) => {
          state.busyUserId = null;
          state.flows[name] = meta.aborted ? idle : failed(payload);
        });
    }
  },
  selectors: {
    selectUsers: (state) => state.users,
    selectSummary: (state) => state.summary,
    selectGroupChoices: (state) => state.groupChoices,
    selectFlow: (state, flow: MobileUsersFlow) => state.flows[flow],
    selectCsvProgress: (state) => state.csvProgress,
    selectImportPreview: (state) => state.importPreview,
    selectImportResult: (state) => state.importResult,
    selectRecovered: (state) => state.recovered,
    selectAuditMessages: (state) => state.auditMessages,
    selectAuditDownload: (state) => state.auditDownload,
    selectBusyUserId: (state) => state.busyUserId,
  },
});

export const { flowReset, importReset } = mobileUsersSlice.actions;

export const {
  selectUsers,
  selectSummary,
  selectGroupChoices,
  selectFlow,
  selectCsvProgress,
  selectAuditMessages,
  selectAuditDownload,
  selectImportPreview,
  selectImportResult,
  selectRecovered,
  selectBusyUserId,
} = mobileUsersSlice.selectors;
