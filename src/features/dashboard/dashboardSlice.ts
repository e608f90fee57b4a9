import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { slicesReducer } from '../../state/slicesReducer';
import type { Dashboard } from '../../../contract/auth';
import { sessionEnded } from '../../state/sessionActions';
import { trackFlows, type FlowState } from '../../lib/flows';
import { fetchDashboard } from './dashboardThunks';

export interface DashboardState {
  dashboard: Dashboard | null;
  flows: { load: FlowState };
}

const flows = trackFlows<'load'>({ load: [fetchDashboard] });

const initialState: DashboardState = { dashboard: null, flows: flows.initial };

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchDashboard.fulfilled, (state, { payload }) => {
        state.dashboard = payload;
      })
      .addCase(sessionEnded, () => initialState)
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectDashboard: (state) => state.dashboard,
    selectDashboardStatus: (state) => state.flows.load.status,
    /** The mapped message of the last failed load. */
    selectDashboardError: (state) => state.flows.load.error,
  },
});

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof dashboardSlice> {}
}

export const { selectDashboard, selectDashboardStatus, selectDashboardError } =
  dashboardSlice.injectInto(slicesReducer).selectors;
