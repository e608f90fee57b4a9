import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { Channel, ChannelListItem } from '../../../contract/channels';
import type { CatalogueChoices } from './channelsApi';
import { slicesReducer } from '../../state/slicesReducer';
import { idleFlow, isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import {
  createChannel,
  deleteChannel,
  duplicateChannel,
  fetchCatalogueChoices,
  fetchChannel,
  fetchChannels,
  setChannelStatus,
  updateChannel,
} from './channelsThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type ChannelsFlow =
  'list' | 'get' | 'save' | 'duplicate' | 'status' | 'delete' | 'catalogues';

export interface ChannelsState {
  /** The page of channels on screen and how many match over every page. */
  channels: ChannelListItem[];
  total: number;
  /** The channel the form edits. */
  current: Channel | null;
  /** The catalogues the form's pickers offer, for the company they were read for. */
  catalogues: { companyId: string; choices: CatalogueChoices } | null;
  flows: Record<ChannelsFlow, FlowState>;
}

const flows = trackFlows<ChannelsFlow>({
  list: [fetchChannels],
  get: [fetchChannel],
  save: [createChannel, updateChannel],
  duplicate: [duplicateChannel],
  status: [setChannelStatus],
  delete: [deleteChannel],
  catalogues: [fetchCatalogueChoices],
});

const initialState: ChannelsState = {
  channels: [],
  total: 0,
  current: null,
  catalogues: null,
  flows: flows.initial,
};

export const channelsSlice = createSlice({
  name: 'channels',
  initialState,
  reducers: {
    /** Leaving a form or closing a dialog: its outcome should not greet the next one. */
    channelFlowsCleared(state) {
      state.flows.save = idleFlow;
      state.flows.duplicate = idleFlow;
      state.flows.status = idleFlow;
      state.flows.delete = idleFlow;
      state.flows.get = idleFlow;
      state.current = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchChannels.fulfilled, (state, { payload, meta }) => {
        if (!isLatestRequest(state.flows.list, meta)) return;
        state.channels = payload.data;
        state.total = payload.total;
      })
      .addCase(fetchCatalogueChoices.fulfilled, (state, { payload, meta }) => {
        if (!isLatestRequest(state.flows.catalogues, meta)) return;
        state.catalogues = { companyId: meta.arg, choices: payload };
      })
      .addCase(fetchChannel.pending, (state) => {
        state.current = null;
      })
      .addCase(fetchChannel.fulfilled, (state, { payload }) => {
        state.current = payload;
      })
      .addCase(updateChannel.fulfilled, (state, { payload }) => {
        state.current = payload;
      })
      .addCase(setChannelStatus.fulfilled, (state, { payload }) => {
        state.channels = state.channels.map((channel) =>
          channel._id === payload._id ? { ...channel, isActive: payload.isActive } : channel,
        );
      })
      .addCase(deleteChannel.fulfilled, (state, { payload: id }) => {
        state.channels = state.channels.filter((channel) => channel._id !== id);
        state.total = Math.max(0, state.total - 1);
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectChannels: (state) => state.channels,
    selectChannelTotal: (state) => state.total,
    selectCurrentChannel: (state) => state.current,
    selectChannelsFlow: (state, flow: ChannelsFlow) => state.flows[flow],
    selectCatalogueChoices: (state) => state.catalogues,
  },
});

export const { channelFlowsCleared } = channelsSlice.actions;

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof channelsSlice> {}
}

export const {
  selectChannels,
  selectChannelTotal,
  selectCurrentChannel,
  selectChannelsFlow,
  selectCatalogueChoices,
} = channelsSlice.injectInto(slicesReducer).selectors;
