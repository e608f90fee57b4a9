import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { ApiKey } from '../../../contract/apiKeys';
import { slicesReducer } from '../../state/slicesReducer';
import { idleFlow, isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import type { ChannelName } from '../../lib/channelChoices';
import { createKey, fetchKeyChannels, fetchKeys, revokeKey } from './apiKeysThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type ApiKeysFlow = 'list' | 'channels' | 'save' | 'revoke';

export interface ApiKeysState {
  keys: ApiKey[];
  channels: ChannelName[];
  /**
   * The secret of the key just made, until its dialog closes: it is in no list and no other
   * answer, so it cannot be shown again.
   */
  secret: { name: string; secret: string } | null;
  flows: Record<ApiKeysFlow, FlowState>;
}

const flows = trackFlows<ApiKeysFlow>({
  list: [fetchKeys],
  channels: [fetchKeyChannels],
  save: [createKey],
  revoke: [revokeKey],
});

const initialState: ApiKeysState = { keys: [], channels: [], secret: null, flows: flows.initial };

export const apiKeysSlice = createSlice({
  name: 'apiKeys',
  initialState,
  reducers: {
    /** A dialog closed: its outcome should not greet the next one, and the secret is gone. */
    apiKeyDialogCleared(state) {
      state.flows.save = idleFlow;
      state.flows.revoke = idleFlow;
      state.secret = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchKeys.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.list, meta)) state.keys = payload;
      })
      .addCase(fetchKeyChannels.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.channels, meta)) state.channels = payload;
      })
      .addCase(createKey.fulfilled, (state, { payload }) => {
        const { secret, ...key } = payload;
        state.keys = [key, ...state.keys];
        state.secret = { name: key.name, secret };
      })
      .addCase(revokeKey.fulfilled, (state, { payload }) => {
        state.keys = state.keys.map((one) => (one._id === payload._id ? payload : one));
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectApiKeys: (state) => state.keys,
    selectKeyChannels: (state) => state.channels,
    selectNewSecret: (state) => state.secret,
    selectApiKeysFlow: (state, flow: ApiKeysFlow) => state.flows[flow],
  },
});

export const { apiKeyDialogCleared } = apiKeysSlice.actions;

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof apiKeysSlice> {}
}

export const { selectApiKeys, selectKeyChannels, selectNewSecret, selectApiKeysFlow } =
  apiKeysSlice.injectInto(slicesReducer).selectors;
