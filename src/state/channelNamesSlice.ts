import { createSlice, type UnknownAction, type WithSlice } from '@reduxjs/toolkit';
import type { ChannelName } from '../lib/channelChoices';
import { isLatestRequest, trackFlows, type FlowState } from '../lib/flows';
import { fetchChannelNames } from './channelNamesThunks';
import { slicesReducer } from './slicesReducer';

/** Spelled out, not derived from the thunk: the state type may not depend on RootState. */
export type ChannelNamesFlow = 'list';

export interface ChannelNamesState {
  /** The organisation the names are of (or being read for); null before the first read. */
  companyID: string | null;
  channels: ChannelName[];
  flows: Record<ChannelNamesFlow, FlowState>;
}

const flows = trackFlows<ChannelNamesFlow>({ list: [fetchChannelNames] });
const initialState: ChannelNamesState = { companyID: null, channels: [], flows: flows.initial };

/**
 * A channel created, renamed, duplicated, switched or deleted on the channels screens: the kept
 * names are out of date. Matched by type so the pickers' code does not load the channels screens'.
 */
const CHANNEL_WRITE = /^channels\/(create|update|duplicate|setChannelStatus|delete)\w*\/fulfilled$/;
const isChannelWrite = (action: UnknownAction) => CHANNEL_WRITE.test(action.type);

export const channelNamesSlice = createSlice({
  name: 'channelNames',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchChannelNames.pending, (state, { meta }) => {
        if (state.companyID === meta.arg) return;
        state.companyID = meta.arg;
        state.channels = [];
      })
      .addCase(fetchChannelNames.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.list, meta)) state.channels = payload;
      })
      .addMatcher(isChannelWrite, () => initialState)
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectChannelNamesOf: (state, companyID: string) =>
      state.companyID === companyID && state.flows.list.status === 'succeeded'
        ? state.channels
        : null,
    selectChannelNamesFlow: (state) => state.flows.list,
  },
});

declare module './slicesReducer' {
  // The kept names join the store when a picker first loads them.
  export interface LazyLoadedSlices extends WithSlice<typeof channelNamesSlice> {}
}

export const { selectChannelNamesOf, selectChannelNamesFlow } =
  channelNamesSlice.injectInto(slicesReducer).selectors;
