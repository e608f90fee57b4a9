import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { AbTestResult } from '../../../contract/abTests';
import { trackFlows, type FlowState } from '../../lib/flows';
import { slicesReducer } from '../../state/slicesReducer';
import { chooseWinner, fetchAbTest } from './abTestThunks';

interface AbTestState {
  /** Each message's test as last read: null when the message has none. */
  byMessage: Record<string, AbTestResult | null>;
  flows: Record<'result' | 'choose', FlowState>;
}

const flows = trackFlows<'result' | 'choose'>({ result: [fetchAbTest], choose: [chooseWinner] });

const initialState: AbTestState = { byMessage: {}, flows: flows.initial };

export const abTestSlice = createSlice({
  name: 'abTests',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchAbTest.fulfilled, (state, { payload, meta }) => {
        state.byMessage[meta.arg] = payload;
      })
      .addCase(fetchAbTest.rejected, (state, { meta }) => {
        if (meta.code === 'not_found') state.byMessage[meta.arg] = null;
      })
      .addCase(chooseWinner.fulfilled, (state, { payload, meta }) => {
        state.byMessage[meta.arg.messageId] = payload;
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectAbTestOf: (state, messageId: string) => state.byMessage[messageId],
    selectAbTestFlow: (state) => state.flows.result,
    selectChooseFlow: (state) => state.flows.choose,
  },
});

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof abTestSlice> {}
}

export const { selectAbTestOf, selectAbTestFlow, selectChooseFlow } =
  abTestSlice.injectInto(slicesReducer).selectors;
