import { createSlice, isFulfilled, isPending, isRejected } from '@reduxjs/toolkit';
import type { UserGroup } from '../../../contract/appUserGroups';
import { messageForCode } from '../../lib/apiErrors';
import type { RequestStatus } from '../../lib/requestStatus';
import { createGroup, deleteGroup, fetchGroup, fetchGroups, updateGroup } from './userGroupsThunks';

export interface FlowState {
  status: RequestStatus;
  error: string | null;
}

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type UserGroupsFlow = 'list' | 'get' | 'save' | 'delete';

export interface UserGroupsState {
  groups: UserGroup[];
  /** The group the form edits. */
  current: UserGroup | null;
  flows: Record<UserGroupsFlow, FlowState>;
}

const idle: FlowState = { status: 'idle', error: null };

const initialState: UserGroupsState = {
  groups: [],
  current: null,
  flows: { list: idle, get: idle, save: idle, delete: idle },
};

const FLOWS = [
  ['list', [fetchGroups]],
  ['get', [fetchGroup]],
  ['save', [createGroup, updateGroup]],
  ['delete', [deleteGroup]],
] as const;

export const userGroupsSlice = createSlice({
  name: 'userGroups',
  initialState,
  reducers: {
    /** Leaving a form or closing a dialog: its outcome should not greet the next one. */
    userGroupFlowsCleared(state) {
      state.flows.save = idle;
      state.flows.delete = idle;
      state.flows.get = idle;
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
      });
    for (const [flow, thunks] of FLOWS) {
      builder
        .addMatcher(isPending(...thunks), (state) => {
          state.flows[flow] = { status: 'loading', error: null };
        })
        .addMatcher(isFulfilled(...thunks), (state) => {
          state.flows[flow] = { status: 'succeeded', error: null };
        })
        .addMatcher(isRejected(...thunks), (state, { payload, meta }) => {
          // An aborted load (the page was left) is not a failure to show.
          state.flows[flow] = meta.aborted
            ? idle
            : { status: 'failed', error: payload ?? messageForCode('internal_error') };
        });
    }
  },
  selectors: {
    selectGroups: (state) => state.groups,
    selectCurrentGroup: (state) => state.current,
    selectGroupsFlow: (state, flow: UserGroupsFlow) => state.flows[flow],
  },
});

export const { userGroupFlowsCleared } = userGroupsSlice.actions;
export const { selectGroups, selectCurrentGroup, selectGroupsFlow } = userGroupsSlice.selectors;
