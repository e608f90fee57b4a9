import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { InvitationLink } from '../../../contract/invitations';
import { slicesReducer } from '../../state/slicesReducer';
import { idleFlow, isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import type { LinkChannel } from './invitationsApi';
import {
  createLink,
  fetchLinkChannels,
  fetchLinks,
  fetchQrPreview,
  revokeLink,
  rotateLink,
} from './invitationsThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type InvitationsFlow = 'list' | 'channels' | 'save' | 'change' | 'qr';

export interface InvitationsState {
  links: InvitationLink[];
  channels: LinkChannel[];
  /** The QR code in the preview: its link and SVG text. */
  qr: { id: string; svg: string } | null;
  flows: Record<InvitationsFlow, FlowState>;
}

const flows = trackFlows<InvitationsFlow>({
  list: [fetchLinks],
  channels: [fetchLinkChannels],
  save: [createLink],
  change: [revokeLink, rotateLink],
  qr: [fetchQrPreview],
});

const initialState: InvitationsState = { links: [], channels: [], qr: null, flows: flows.initial };

const replace = (links: InvitationLink[], link: InvitationLink) =>
  links.map((one) => (one._id === link._id ? link : one));

export const invitationsSlice = createSlice({
  name: 'invitations',
  initialState,
  reducers: {
    /** A dialog closed: its outcome should not greet the next one. */
    invitationDialogCleared(state) {
      state.flows.save = idleFlow;
      state.flows.change = idleFlow;
      state.flows.qr = idleFlow;
      state.qr = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchLinks.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.list, meta)) state.links = payload;
      })
      .addCase(fetchLinkChannels.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.channels, meta)) state.channels = payload;
      })
      .addCase(createLink.fulfilled, (state, { payload }) => {
        state.links = [payload, ...state.links];
      })
      .addCase(revokeLink.fulfilled, (state, { payload }) => {
        state.links = replace(state.links, payload);
      })
      .addCase(rotateLink.fulfilled, (state, { payload, meta }) => {
        // The old link is revoked now; the new one leads the list.
        const old = state.links.find((one) => one._id === meta.arg);
        const rest = state.links.filter((one) => one._id !== meta.arg);
        const revoked = old ? [{ ...old, status: 'revoked' as const }] : [];
        state.links = [payload, ...revoked, ...rest];
      })
      .addCase(fetchQrPreview.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.qr, meta)) state.qr = payload;
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectInvitationLinks: (state) => state.links,
    selectLinkChannels: (state) => state.channels,
    selectQrPreview: (state) => state.qr,
    selectInvitationsFlow: (state, flow: InvitationsFlow) => state.flows[flow],
  },
});

export const { invitationDialogCleared } = invitationsSlice.actions;

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof invitationsSlice> {}
}

export const { selectInvitationLinks, selectLinkChannels, selectQrPreview, selectInvitationsFlow } =
  invitationsSlice.injectInto(slicesReducer).selectors;
