import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { Package } from '../../../contract/packages';
import { slicesReducer } from '../../state/slicesReducer';
import { idleFlow, isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import { deletePackage, fetchPackage, fetchPackages, savePackage } from './packagesThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type PackagesFlow = 'list' | 'get' | 'save' | 'delete';

export interface PackagesState {
  packages: Package[];
  /** The package the form edits. */
  current: Package | null;
  flows: Record<PackagesFlow, FlowState>;
}

const flows = trackFlows<PackagesFlow>({
  list: [fetchPackages],
  get: [fetchPackage],
  save: [savePackage],
  delete: [deletePackage],
});

const initialState: PackagesState = { packages: [], current: null, flows: flows.initial };

export const packagesSlice = createSlice({
  name: 'packages',
  initialState,
  reducers: {
    /** Leaving a form or closing a dialog: its outcome should not greet the next one. */
    packageFlowsCleared(state) {
      state.flows.save = idleFlow;
      state.flows.delete = idleFlow;
      state.flows.get = idleFlow;
      state.current = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchPackages.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.list, meta)) state.packages = payload;
      })
      .addCase(fetchPackage.pending, (state) => {
        state.current = null;
      })
      .addCase(fetchPackage.fulfilled, (state, { payload }) => {
        state.current = payload;
      })
      .addCase(savePackage.fulfilled, (state, { payload, meta }) => {
        state.current = payload;
        state.packages = meta.arg.id
          ? state.packages.map((item) => (item._id === payload._id ? payload : item))
          : [payload, ...state.packages];
      })
      .addCase(deletePackage.fulfilled, (state, { payload: id }) => {
        state.packages = state.packages.filter((item) => item._id !== id);
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectPackages: (state) => state.packages,
    selectCurrentPackage: (state) => state.current,
    selectPackagesFlow: (state, flow: PackagesFlow) => state.flows[flow],
  },
});

export const { packageFlowsCleared } = packagesSlice.actions;

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof packagesSlice> {}
}

export const { selectPackages, selectCurrentPackage, selectPackagesFlow } =
  packagesSlice.injectInto(slicesReducer).selectors;
