import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { slicesReducer } from '../../state/slicesReducer';
import type { UserGroup } from '../../../contract/userGroups';
import { idleFlow, trackFlows, type FlowState } from '../../lib/flows';
import { createGroup, deleteGroup, fetchGroup, fetchGroups, updateGroup } from './userGroupsThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type UserGroupsFlow = 'list' | 'get' | 'save' | 'delete';

export interface UserGroupsState {
  groups: UserGroup[];
  /** The group the form edits. */
  current: UserGroup | null;
  flows: Record<UserGroupsFlow, FlowState>;
}

const flows = trackFlows<UserGroupsFlow>({
  list: [fetchGroups],
  get: [fetchGroup],
  save: [createGroup, updateGroup],
  delete: [deleteGroup],
});

const initialState: UserGroupsState = { groups: [], current: null, flows: flows.initial };

export const userGroupsSlice = createSlice({
  name: 'userGroups',
  initialState,
  reducers: {
    /** Leaving a form or closing a dialog: its outcome should not greet the next one. */
    userGroupFlowsCleared(state) {
      state.flows.save = idleFlow;
      state.flows.delete = idleFlow;
      state.flows.get = idleFlow;
      state.current = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchGroups.fulfilled, (state, { payload }) => {
        state.groups = payload;
      })
      .addCase(fetchGroup.pending, (state) => {
        state.current = null;
      })
      .addCase(fetchGroup.fulfilled, (state, { payload }) => {
        state.current = payload;
      })
      .addCase(createGroup.fulfilled, (state, { payload }) => {
        state.groups.unshift(payload);
      })
      .addCase(updateGroup.fulfilled, (state, { payload }) => {
        state.current = payload;
        state.groups = state.groups.map((group) => (group._id === payload._id ? payload : group));
      })
      .addCase(deleteGroup.fulfilled, (state, { payload: id }) => {
        state.groups = state.groups.filter((group) => group._id !== id);
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectGroups: (state) => state.groups,
    selectCurrentGroup: (state) => state.current,
    selectGroupsFlow: (state, flow: UserGroupsFlow) => state.flows[flow],
  },
});

export const { userGroupFlowsCleared } = userGroupsSlice.actions;

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof userGroupsSlice> {}
}

export const { selectGroups, selectCurrentGroup, selectGroupsFlow } =
  userGroupsSlice.injectInto(slicesReducer).selectors;
