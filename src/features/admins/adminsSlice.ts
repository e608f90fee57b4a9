import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { AdminCounts, AdminUser } from '../../../contract/admins';
import type { Role } from '../../../contract/roleSchemas';
import { slicesReducer } from '../../state/slicesReducer';
import { idleFlow, isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import type { ChannelChoice, Choice } from './adminsApi';
import {
  createAdmin,
  deleteAdmin,
  fetchAdmin,
  fetchAdmins,
  fetchChannelChoices,
  fetchCompanyChoices,
  resendInvitation,
  resetTwoFactor,
  setAdminActive,
  updateAdmin,
} from './adminsThunks';
import { createRole, deleteRole, fetchRoles, updateRole } from './roleThunks';

/** SPEC.md section 9: the roles' success and error flags go back to idle after 700 ms. */
export const ROLE_FLAG_RESET_MS = 700;

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type AdminsFlow =
  | 'list'
  | 'get'
  | 'save'
  | 'status'
  | 'delete'
  | 'twoFactorReset'
  | 'roles'
  | 'roleSave'
  | 'roleDelete'
  | 'companies'
  | 'channels';

export interface AdminsState {
  admins: AdminUser[];
  total: number;
  counts: AdminCounts | null;
  /** The admin the form edits. */
  current: AdminUser | null;
  roles: Role[];
  companies: Choice[];
  channels: ChannelChoice[];
  flows: Record<AdminsFlow, FlowState>;
}

const flows = trackFlows<AdminsFlow>({
  list: [fetchAdmins],
  get: [fetchAdmin],
  save: [createAdmin, updateAdmin],
  status: [setAdminActive, resendInvitation],
  delete: [deleteAdmin],
  twoFactorReset: [resetTwoFactor],
  roles: [fetchRoles],
  roleSave: [createRole, updateRole],
  roleDelete: [deleteRole],
  companies: [fetchCompanyChoices],
  channels: [fetchChannelChoices],
});

const initialState: AdminsState = {
  admins: [],
  total: 0,
  counts: null,
  current: null,
  roles: [],
  companies: [],
  channels: [],
  flows: flows.initial,
};

const replaceRole = (roles: Role[], role: Role) => {
  const index = roles.findIndex((r) => r._id === role._id);
  if (index === -1) roles.push(role);
  else roles[index] = role;
};

export const adminsSlice = createSlice({
  name: 'admins',
  initialState,
  reducers: {
    /** Leaving the form or closing a dialog: its outcome should not greet the next one. */
    adminFlowsCleared(state) {
      state.flows.save = idleFlow;
      state.flows.delete = idleFlow;
      state.flows.twoFactorReset = idleFlow;
      state.flows.get = idleFlow;
      state.current = null;
    },
    /** SPEC.md section 9: after ROLE_FLAG_RESET_MS the role flags are idle again. */
    roleFlagsReset(state) {
      state.flows.roleSave = idleFlow;
      state.flows.roleDelete = idleFlow;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchAdmins.fulfilled, (state, { payload, meta }) => {
        if (!isLatestRequest(state.flows.list, meta)) return;
        state.admins = payload.admins;
        state.total = payload.total;
        state.counts = payload.counts;
      })
      .addCase(fetchAdmin.pending, (state) => {
        state.current = null;
      })
      .addCase(fetchAdmin.fulfilled, (state, { payload }) => {
        state.current = payload;
      })
      .addCase(updateAdmin.fulfilled, (state, { payload }) => {
        state.current = payload;
      })
      .addCase(resendInvitation.fulfilled, (state, { payload }) => {
        state.admins = state.admins.map((admin) => (admin._id === payload._id ? payload : admin));
      })
      .addCase(setAdminActive.fulfilled, (state, { payload }) => {
        state.admins = state.admins.map((admin) => (admin._id === payload._id ? payload : admin));
      })
      .addCase(fetchRoles.fulfilled, (state, { payload }) => {
        state.roles = payload;
      })
      .addCase(createRole.fulfilled, (state, { payload }) => {
        replaceRole(state.roles, payload);
      })
      .addCase(updateRole.fulfilled, (state, { payload }) => {
        replaceRole(state.roles, payload);
      })
      .addCase(deleteRole.fulfilled, (state, { payload: id }) => {
        state.roles = state.roles.filter((role) => role._id !== id);
      })
      .addCase(fetchCompanyChoices.fulfilled, (state, { payload }) => {
        state.companies = payload;
      })
      .addCase(fetchChannelChoices.pending, (state) => {
        state.channels = [];
      })
      .addCase(fetchChannelChoices.fulfilled, (state, { payload }) => {
        state.channels = payload;
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectAdmins: (state) => state.admins,
    selectAdminTotal: (state) => state.total,
    selectAdminCounts: (state) => state.counts,
    selectCurrentAdmin: (state) => state.current,
    selectRoles: (state) => state.roles,
    selectCompanyChoices: (state) => state.companies,
    selectChannelChoices: (state) => state.channels,
    selectAdminsFlow: (state, flow: AdminsFlow) => state.flows[flow],
  },
});

export const { adminFlowsCleared, roleFlagsReset } = adminsSlice.actions;

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof adminsSlice> {}
}

export const {
  selectAdmins,
  selectAdminTotal,
  selectAdminCounts,
  selectCurrentAdmin,
  selectRoles,
  selectCompanyChoices,
  selectChannelChoices,
  selectAdminsFlow,
} = adminsSlice.injectInto(slicesReducer).selectors;
