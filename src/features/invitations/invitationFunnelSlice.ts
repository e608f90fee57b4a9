import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { InvitationFunnel } from '../../../contract/invitationFunnel';
import { slicesReducer } from '../../state/slicesReducer';
import { isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import { fetchFunnel } from './funnel/funnelThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type FunnelFlow = 'report';

export interface InvitationFunnelState {
  report: InvitationFunnel | null;
  flows: Record<FunnelFlow, FlowState>;
}

const flows = trackFlows<FunnelFlow>({ report: [fetchFunnel] });

const initialState: InvitationFunnelState = { report: null, flows: flows.initial };

export const invitationFunnelSlice = createSlice({
  name: 'invitationFunnel',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchFunnel.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.report, meta)) state.report = payload;
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectFunnelReport: (state) => state.report,
    selectFunnelFlow: (state) => state.flows.report,
  },
});

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof invitationFunnelSlice> {}
}

export const { selectFunnelReport, selectFunnelFlow } =
  invitationFunnelSlice.injectInto(slicesReducer).selectors;
