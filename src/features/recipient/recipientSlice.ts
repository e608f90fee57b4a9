import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { slicesReducer } from '../../state/slicesReducer';
import type { RecipientMessage } from '../../../contract/recipientMessages';
import { trackFlows, type FlowState } from '../../lib/flows';
import { answerRecipientMessage, openRecipientMessage } from './recipientThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type RecipientFlow = 'open' | 'answer';

export interface RecipientState {
  message: RecipientMessage | null;
  /** `open.code` not_found shows the not-found state. */
  flows: Record<RecipientFlow, FlowState>;
}

const flows = trackFlows<RecipientFlow>({
  open: [openRecipientMessage],
  answer: [answerRecipientMessage],
});

const initialState: RecipientState = { message: null, flows: flows.initial };

export const recipientSlice = createSlice({
  name: 'recipient',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(openRecipientMessage.fulfilled, (state, { payload }) => {
        state.message = payload;
      })
      .addCase(answerRecipientMessage.fulfilled, (state, { payload }) => {
        state.message = payload;
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectRecipientMessage: (state) => state.message,
    selectRecipientFlow: (state, flow: RecipientFlow) => state.flows[flow],
  },
});

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof recipientSlice> {}
}

export const { selectRecipientMessage, selectRecipientFlow } =
  recipientSlice.injectInto(slicesReducer).selectors;
