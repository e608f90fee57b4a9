import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { MailboxItem } from '../../../contract/mailbox';
import { slicesReducer } from '../../state/slicesReducer';
import { isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import { fetchMailbox } from './mailboxThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type MailboxFlow = 'list';

export interface MailboxState {
  items: MailboxItem[];
  total: number;
  flows: Record<MailboxFlow, FlowState>;
}

const flows = trackFlows<MailboxFlow>({ list: [fetchMailbox] });

const initialState: MailboxState = { items: [], total: 0, flows: flows.initial };

export const mailboxSlice = createSlice({
  name: 'mailbox',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchMailbox.fulfilled, (state, { payload, meta }) => {
        if (!isLatestRequest(state.flows.list, meta)) return;
        state.items = payload.items;
        state.total = payload.total;
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectMailboxItems: (state) => state.items,
    selectMailboxTotal: (state) => state.total,
    selectMailboxFlow: (state) => state.flows.list,
  },
});

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof mailboxSlice> {}
}

export const { selectMailboxItems, selectMailboxTotal, selectMailboxFlow } =
  mailboxSlice.injectInto(slicesReducer).selectors;
