import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { CreditsReport, EngagementReport } from '../../../contract/analytics';
import type { ChannelName } from '../../lib/channelChoices';
import { isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import { slicesReducer } from '../../state/slicesReducer';
import { fetchAnalyticsChannels, fetchCredits, fetchEngagement } from './analyticsThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type AnalyticsFlow = 'report' | 'credits';

export interface AnalyticsState {
  report: EngagementReport | null;
  credits: CreditsReport | null;
  channels: ChannelName[];
  flows: Record<AnalyticsFlow, FlowState>;
}

const flows = trackFlows<AnalyticsFlow>({ report: [fetchEngagement], credits: [fetchCredits] });

const initialState: AnalyticsState = {
  report: null,
  credits: null,
  channels: [],
  flows: flows.initial,
};

export const analyticsSlice = createSlice({
  name: 'analytics',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchEngagement.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.report, meta)) state.report = payload;
      })
      .addCase(fetchCredits.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.credits, meta)) state.credits = payload;
      })
      .addCase(fetchAnalyticsChannels.fulfilled, (state, { payload }) => {
        state.channels = payload;
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectEngagementReport: (state) => state.report,
    selectCreditsReport: (state) => state.credits,
    selectAnalyticsChannels: (state) => state.channels,
    selectAnalyticsFlow: (state, flow: AnalyticsFlow) => state.flows[flow],
  },
});

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof analyticsSlice> {}
}

export const {
  selectEngagementReport,
  selectCreditsReport,
  selectAnalyticsChannels,
  selectAnalyticsFlow,
} = analyticsSlice.injectInto(slicesReducer).selectors;
