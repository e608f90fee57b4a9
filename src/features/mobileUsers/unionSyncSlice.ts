import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { UnionSyncResult } from '../../../contract/unionSync';
import { slicesReducer } from '../../state/slicesReducer';
import { idleFlow, isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import type { UaCheck, UnionList } from './unionSyncApi';
import type { SyncProgress } from './unionSyncStream';
import {
  applyUnionSync,
  deleteImportedUser,
  fetchUnionDiff,
  runUaCheck,
  unionSyncProgressed,
} from './unionSyncThunks';

// Spelled out rather than derived from the thunks: their types depend on RootState.
export type UnionSyncFlow = 'diff' | 'sync' | 'uaCheck' | 'deleteImported';

export interface UnionSyncState {
  /** The union's list and the difference a sync would make; null until fetched. */
  list: UnionList | null;
  /** How far the sync under way is; null before it starts. */
  progress: SyncProgress | null;
  result: UnionSyncResult | null;
  uaCheck: UaCheck | null;
  flows: Record<UnionSyncFlow, FlowState>;
}

const flows = trackFlows<UnionSyncFlow>({
  diff: [fetchUnionDiff],
  sync: [applyUnionSync],
  uaCheck: [runUaCheck],
  deleteImported: [deleteImportedUser],
});

const initialState: UnionSyncState = {
  list: null,
  progress: null,
  result: null,
  uaCheck: null,
  flows: flows.initial,
};

export const unionSyncSlice = createSlice({
  name: 'unionSync',
  initialState,
  reducers: {
    /** A dialog opened or closed: nothing of the last one greets the next. */
    unionSyncReset: () => initialState,
    deleteImportedReset(state) {
      state.flows.deleteImported = idleFlow;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchUnionDiff.pending, (state) => {
        state.list = null;
        state.result = null;
        state.progress = null;
        state.flows.sync = idleFlow;
      })
      .addCase(fetchUnionDiff.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.diff, meta)) state.list = payload;
      })
      .addCase(applyUnionSync.pending, (state) => {
        state.progress = null;
      })
      .addCase(unionSyncProgressed, (state, { payload }) => {
        state.progress = payload;
      })
      .addCase(applyUnionSync.fulfilled, (state, { payload }) => {
        state.result = payload;
      })
      .addCase(runUaCheck.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.uaCheck, meta)) state.uaCheck = payload;
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectUnionList: (state) => state.list,
    selectSyncProgress: (state) => state.progress,
    selectSyncResult: (state) => state.result,
    selectUaCheck: (state) => state.uaCheck,
    selectUnionFlow: (state, flow: UnionSyncFlow) => state.flows[flow],
  },
});

export const { unionSyncReset, deleteImportedReset } = unionSyncSlice.actions;

declare module '../../state/slicesReducer' {
  // Joins the store when a union dialog's code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof unionSyncSlice> {}
}

export const {
  selectUnionList,
  selectSyncProgress,
  selectSyncResult,
  selectUaCheck,
  selectUnionFlow,
} = unionSyncSlice.injectInto(slicesReducer).selectors;
