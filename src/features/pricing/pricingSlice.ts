import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { LedgerEntry, PricingSummary } from '../../../contract/pricing';
import { slicesReducer } from '../../state/slicesReducer';
import { idleFlow, isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import { addBundles, changePlan, fetchLedger, fetchPricingSummary } from './pricingThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type PricingFlow = 'summary' | 'ledger' | 'write';

export interface PricingState {
  summary: PricingSummary | null;
  ledger: { entries: LedgerEntry[]; total: number };
  flows: Record<PricingFlow, FlowState>;
}

const flows = trackFlows<PricingFlow>({
  summary: [fetchPricingSummary],
  ledger: [fetchLedger],
  write: [addBundles, changePlan],
});

const initialState: PricingState = {
  summary: null,
  ledger: { entries: [], total: 0 },
  flows: flows.initial,
};

export const pricingSlice = createSlice({
  name: 'pricing',
  initialState,
  reducers: {
    /** A dialog closed: its outcome should not greet the next one. */
    pricingWriteCleared(state) {
      state.flows.write = idleFlow;
    },
    /** Leaving the panel (or opening another channel's). */
    pricingCleared() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchPricingSummary.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.summary, meta)) state.summary = payload;
      })
      .addCase(fetchLedger.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.ledger, meta)) state.ledger = payload;
      })
      .addCase(addBundles.fulfilled, (state, { payload }) => {
        state.summary = payload.summary;
      })
      .addCase(changePlan.fulfilled, (state, { payload }) => {
        state.summary = payload.summary;
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectPricingSummary: (state) => state.summary,
    selectLedger: (state) => state.ledger,
    selectPricingFlow: (state, flow: PricingFlow) => state.flows[flow],
  },
});

export const { pricingWriteCleared, pricingCleared } = pricingSlice.actions;

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof pricingSlice> {}
}

export const { selectPricingSummary, selectLedger, selectPricingFlow } =
  pricingSlice.injectInto(slicesReducer).selectors;
