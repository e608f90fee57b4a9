import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { MessagePreview } from '../../../contract/messagePreview';
import { isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import { slicesReducer } from '../../state/slicesReducer';
import { fetchMessagePreview } from './messagePreviewThunks';

interface MessagePreviewState {
  /** The latest draft's preview; kept while a newer one loads, so the phone does not blink. */
  preview: MessagePreview | null;
  /** Which member the phone shows: an index into preview.members. */
  shown: number;
  flows: Record<'preview', FlowState>;
}

const flows = trackFlows<'preview'>({ preview: [fetchMessagePreview] });

const initialState: MessagePreviewState = { preview: null, shown: 0, flows: flows.initial };

export const messagePreviewSlice = createSlice({
  name: 'messagePreview',
  initialState,
  reducers: {
    previewCleared: () => initialState,
    previewMemberShown(state, { payload }: { payload: number }) {
      state.shown = payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchMessagePreview.fulfilled, (state, { payload, meta }) => {
        if (!isLatestRequest(state.flows.preview, meta)) return;
        state.preview = payload;
        if (state.shown >= payload.members.length) state.shown = 0;
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectMessagePreview: (state) => state.preview,
    selectShownMember: (state) => state.preview?.members[state.shown] ?? null,
    selectShownIndex: (state) => state.shown,
    selectPreviewFlow: (state) => state.flows.preview,
  },
});

export const { previewCleared, previewMemberShown } = messagePreviewSlice.actions;

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof messagePreviewSlice> {}
}

export const { selectMessagePreview, selectShownMember, selectShownIndex, selectPreviewFlow } =
  messagePreviewSlice.injectInto(slicesReducer).selectors;
