import {
  createSelector,
  createSlice,
  isAnyOf,
  isFulfilled,
  isPending,
  isRejected,
  type WithSlice,
} from '@reduxjs/toolkit';
import { selectOrganisationNamer } from '../../state/session';
import { slicesReducer } from '../../state/slicesReducer';
import { applyStatusChange } from './statusChange';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { MessageSummary } from '../../../contract/messages';
import type { MobileUser, MobileUserSummary } from '../../../contract/mobileUsers';
import { idleFlow, isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import type {
  GroupChoice,
  ImportResult,
  LabelledGroup,
  RecoveredUsersPage,
} from './mobileUsersApi';
import { downloadUsersMessageAudit, fetchAuditMessages } from './messageAuditThunks';
import {
  bulkManageUsers,
  deleteUser,
  downloadUsersCsv,
  fetchGroupChoices,
  fetchRecoveredUsers,
  fetchUsers,
  importUsers,
  previewImport,
  importUploadProgressed,
  saveCustomFields,
  saveUserGroups,
  saveUserLanguage,
  setChatDisabled,
  setDailyDeal,
  setUserStatus,
} from './mobileUsersThunks';

// Spelled out rather than derived from the slice's thunks: their types depend on RootState,
// which is built from this state.
export type MobileUsersFlow =
  | 'list'
  | 'groupChoices'
  | 'status'
  | 'groups'
  | 'customFields'
  | 'language'
  | 'deals'
  | 'chat'
  | 'delete'
  | 'bulk'
  | 'csv'
  | 'importPreview'
  | 'import'
  | 'recovered'
  | 'auditMessages'
  | 'messageAudit';

export interface MobileUsersState {
  users: MobileUser[];
  summary: MobileUserSummary | null;
  groupChoices: GroupChoice[];
  flows: Record<MobileUsersFlow, FlowState>;
  csvProgress: number | null;
  /** 0–100 while an import's file goes up; null while its size is unknown. */
  importUpload: number | null;
  /** The newest messages, to pick one whose audit to download; null until asked for. */
  auditMessages: MessageSummary[] | null;
  /** The message whose audit is downloading, and how far (0–100, null while unsized). */
  auditDownload: { messageId: string; progress: number | null } | null;
  importPreview: ImportResult | null;
  importResult: ImportResult | null;
  recovered: RecoveredUsersPage | null;
  /** The user a row action works on, so only that row waits. */
  busyUserId: string | null;
}

const flows = trackFlows<MobileUsersFlow>({
  list: [fetchUsers],
  groupChoices: [fetchGroupChoices],
  status: [setUserStatus],
  groups: [saveUserGroups],
  customFields: [saveCustomFields],
  language: [saveUserLanguage],
  deals: [setDailyDeal],
  chat: [setChatDisabled],
  delete: [deleteUser],
  bulk: [bulkManageUsers],
  csv: [downloadUsersCsv],
  importPreview: [previewImport],
  import: [importUsers],
  recovered: [fetchRecoveredUsers],
  auditMessages: [fetchAuditMessages],
  messageAudit: [downloadUsersMessageAudit],
});

/** The row actions: while one runs, its row waits. */
const ROW_ACTIONS = [
  setUserStatus,
  saveUserGroups,
  saveCustomFields,
  saveUserLanguage,
  setDailyDeal,
  setChatDisabled,
  deleteUser,
] as const;

const initialState: MobileUsersState = {
  users: [],
  summary: null,
  groupChoices: [],
  flows: flows.initial,
  csvProgress: null,
  importUpload: null,
  auditMessages: null,
  auditDownload: null,
  importPreview: null,
  importResult: null,
  recovered: null,
  busyUserId: null,
};

/** The server answered the user as it is now. */
function replaceUser(state: MobileUsersState, user: MobileUser) {
  state.users = state.users.map((row) => (row._id === user._id ? user : row));
}

export const mobileUsersSlice = createSlice({
  name: 'mobileUsers',
  initialState,
  reducers: {
    /** A dialog closed: its flow's outcome should not greet the next opening. */
    flowReset(state, { payload }: PayloadAction<MobileUsersFlow>) {
      state.flows[payload] = idleFlow;
    },
    importReset(state) {
      state.flows.importPreview = idleFlow;
      state.flows.import = idleFlow;
      state.importPreview = null;
      state.importResult = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchUsers.fulfilled, (state, { payload, meta }) => {
        // An older request answering late is ignored.
        if (!isLatestRequest(state.flows.list, meta)) return;
        state.users = payload.users;
        state.summary = payload.summary;
      })
      .addCase(fetchGroupChoices.fulfilled, (state, { payload }) => {
        state.groupChoices = payload;
      })
      .addCase(setUserStatus.fulfilled, (state, { payload }) => applyStatusChange(state, payload))
      .addCase(saveUserGroups.fulfilled, (state, { payload }) => replaceUser(state, payload))
      .addCase(saveCustomFields.fulfilled, (state, { payload }) => replaceUser(state, payload))
      .addCase(saveUserLanguage.fulfilled, (state, { payload }) => replaceUser(state, payload))
      .addCase(setDailyDeal.fulfilled, (state, { payload }) => replaceUser(state, payload))
      .addCase(setChatDisabled.fulfilled, (state, { payload }) => replaceUser(state, payload))
      .addCase(deleteUser.fulfilled, (state, { payload: userId }) => {
        state.users = state.users.filter((row) => row._id !== userId);
      })
      .addCase(downloadUsersCsv.pending, (state) => {
        state.csvProgress = 0;
      })
      .addCase(downloadUsersCsv.progressed, (state, { payload }) => {
        state.csvProgress = payload;
      })
      .addCase(previewImport.pending, (state) => {
        state.importUpload = 0;
      })
      .addCase(importUsers.pending, (state) => {
        state.importUpload = 0;
      })
      .addCase(importUploadProgressed, (state, { payload }) => {
        state.importUpload = payload;
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
      .addCase(downloadUsersMessageAudit.progressed, (state, { payload }) => {
        if (state.auditDownload) state.auditDownload.progress = payload;
      })
      .addMatcher(
        isAnyOf(downloadUsersMessageAudit.fulfilled, downloadUsersMessageAudit.rejected),
        (state) => {
          state.auditDownload = null;
        },
      )
      .addMatcher(isPending(...ROW_ACTIONS), (state, { meta }) => {
        state.busyUserId = meta.arg.userId;
      })
      .addMatcher(isAnyOf(isFulfilled(...ROW_ACTIONS), isRejected(...ROW_ACTIONS)), (state) => {
        state.busyUserId = null;
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectUsers: (state) => state.users,
    selectSummary: (state) => state.summary,
    selectGroupChoices: (state) => state.groupChoices,
    selectFlow: (state, flow: MobileUsersFlow) => state.flows[flow],
    selectCsvProgress: (state) => state.csvProgress,
    selectImportUpload: (state) => state.importUpload,
    selectImportPreview: (state) => state.importPreview,
    selectImportResult: (state) => state.importResult,
    selectRecovered: (state) => state.recovered,
    selectAuditMessages: (state) => state.auditMessages,
    selectAuditDownload: (state) => state.auditDownload,
    selectBusyUserId: (state) => state.busyUserId,
  },
});

export const { flowReset, importReset } = mobileUsersSlice.actions;

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof mobileUsersSlice> {}
}

export const {
  selectUsers,
  selectSummary,
  selectGroupChoices,
  selectFlow,
  selectCsvProgress,
  selectImportUpload,
  selectAuditMessages,
  selectAuditDownload,
  selectImportPreview,
  selectImportResult,
  selectRecovered,
  selectBusyUserId,
} = mobileUsersSlice.injectInto(slicesReducer).selectors;

/** The group choices as pickers show them (app/session's selectOrganisationNamer). */
export const selectLabelledGroups = createSelector(
  [selectGroupChoices, selectOrganisationNamer],
  (groups, organisationOf): LabelledGroup[] =>
    groups.map((group) => ({
      ...group,
      label: organisationOf ? `${group.name} · ${organisationOf(group.companyID)}` : group.name,
    })),
);
