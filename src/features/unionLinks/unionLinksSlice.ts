import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { Banner, UnionLink } from '../../../contract/unionLinks';
import { slicesReducer } from '../../state/slicesReducer';
import { idleFlow, isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import type { ChannelChoice } from './unionLinksApi';
import {
  deleteLink,
  fetchChannelChoices,
  fetchLink,
  fetchLinks,
  saveLink,
} from './unionLinksThunks';
import {
  deleteBanner,
  fetchBannerChoices,
  fetchBanners,
  reorderBanners,
  saveBanner,
} from './bannerThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type LinksFlow =
  | 'list'
  | 'get'
  | 'save'
  | 'delete'
  | 'channels'
  | 'banners'
  | 'bannerChoices'
  | 'bannerSave'
  | 'bannerDelete'
  | 'reorder';

export interface LinksState {
  links: UnionLink[];
  /** The link the form edits. */
  current: UnionLink | null;
  channels: ChannelChoice[];
  /** The banners of the channel in view, in their order. */
  banners: Banner[];
  /** Every banner of the link form's channels. */
  bannerChoices: Banner[];
  flows: Record<LinksFlow, FlowState>;
}

const flows = trackFlows<LinksFlow>({
  list: [fetchLinks],
  get: [fetchLink],
  save: [saveLink],
  delete: [deleteLink],
  channels: [fetchChannelChoices],
  banners: [fetchBanners],
  bannerChoices: [fetchBannerChoices],
  bannerSave: [saveBanner],
  bannerDelete: [deleteBanner],
  reorder: [reorderBanners],
});

const initialState: LinksState = {
  links: [],
  current: null,
  channels: [],
  banners: [],
  bannerChoices: [],
  flows: flows.initial,
};

const byOrder = (banners: Banner[]) => [...banners].sort((a, b) => a.order - b.order);

export const unionLinksSlice = createSlice({
  name: 'unionLinks',
  initialState,
  reducers: {
    /** Leaving a form or closing a dialog: its outcome should not greet the next one. */
    linkFlowsCleared(state) {
      state.flows.save = idleFlow;
      state.flows.delete = idleFlow;
      state.flows.get = idleFlow;
      state.current = null;
    },
    bannerFlowsCleared(state) {
      state.flows.bannerSave = idleFlow;
      state.flows.bannerDelete = idleFlow;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchLinks.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.list, meta)) state.links = payload;
      })
      .addCase(fetchLink.pending, (state) => {
        state.current = null;
      })
      .addCase(fetchLink.fulfilled, (state, { payload }) => {
        state.current = payload;
      })
      .addCase(saveLink.fulfilled, (state, { payload, meta }) => {
        state.current = payload;
        state.links = meta.arg.id
          ? state.links.map((item) => (item._id === payload._id ? payload : item))
          : [payload, ...state.links];
      })
      .addCase(deleteLink.fulfilled, (state, { payload: id }) => {
        state.links = state.links.filter((item) => item._id !== id);
      })
      .addCase(fetchChannelChoices.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.channels, meta)) state.channels = payload;
      })
      .addCase(fetchBanners.pending, (state, { meta }) => {
        // Another channel's banners are not this one's: clear them while they load.
        if (state.banners[0]?.contentProviderID !== meta.arg) state.banners = [];
      })
      .addCase(fetchBanners.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.banners, meta)) state.banners = payload;
      })
      .addCase(fetchBannerChoices.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.bannerChoices, meta)) state.bannerChoices = payload;
      })
      .addCase(saveBanner.fulfilled, (state, { payload, meta }) => {
        if (payload.contentProviderID !== meta.arg.channelId) return;
        state.banners = byOrder(
          meta.arg.id
            ? state.banners.map((item) => (item._id === payload._id ? payload : item))
            : [...state.banners, payload],
        );
      })
      .addCase(deleteBanner.fulfilled, (state, { payload: id }) => {
        state.banners = state.banners
          .filter((item) => item._id !== id)
          .map((item, order) => ({ ...item, order }));
      })
      // The new order shows at once; the answer confirms it, a failure puts the old one back.
      .addCase(reorderBanners.pending, (state, { meta }) => {
        const byId = new Map(state.banners.map((item) => [item._id, item]));
        const moved = meta.arg.ids.flatMap((id, order) => {
          const item = byId.get(id);
          return item ? [{ ...item, order }] : [];
        });
        if (moved.length === state.banners.length) state.banners = moved;
      })
      .addCase(reorderBanners.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.reorder, meta)) state.banners = payload;
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectLinks: (state) => state.links,
    selectCurrentLink: (state) => state.current,
    selectChannelChoices: (state) => state.channels,
    selectBanners: (state) => state.banners,
    selectBannerChoices: (state) => state.bannerChoices,
    selectLinksFlow: (state, flow: LinksFlow) => state.flows[flow],
  },
});

export const { linkFlowsCleared, bannerFlowsCleared } = unionLinksSlice.actions;

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof unionLinksSlice> {}
}

export const {
  selectLinks,
  selectCurrentLink,
  selectChannelChoices,
  selectBanners,
  selectBannerChoices,
  selectLinksFlow,
} = unionLinksSlice.injectInto(slicesReducer).selectors;
