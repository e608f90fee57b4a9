import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { slicesReducer } from '../../state/slicesReducer';
import type { AudienceCount, MessageSender } from '../../../contract/messages';
import type { Campaign } from '../../../contract/campaigns';
import type { SequenceStep } from '../../../contract/sequences';
import { idleFlow, isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import { deleteCampaign, fetchCampaign, fetchCampaigns, saveCampaign } from './campaignThunks';
import type { ChannelChoice, GroupChoice, UploadChoice, UserMatches } from './composeApi';
import {
  fetchAudienceCount,
  fetchChannelChoices,
  fetchUploadChoices,
  fetchGroupChoices,
  findUsers,
  sendMessage,
  uploadProgressed,
} from './composeThunks';
import type { BoardPeoplePage, MessageBoardData } from './boardApi';
import { fetchBoard, fetchBoardPeople, sendFollowUp } from './boardThunks';
import type { MessageDeliveryData, MessageDetailData, MessagePage } from './messagesApi';
import {
  deleteMessage,
  downloadMessageAudit,
  fetchHistory,
  fetchHistorySenders,
  fetchMessageDelivery,
  fetchMessageDetail,
} from './messagesThunks';
import {
  createSequenceStep,
  deleteSequenceStep,
  fetchSequence,
  updateSequenceStep,
} from './sequenceThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type MessagesFlow =
  | 'history'
  | 'senders'
  | 'detail'
  | 'delivery'
  | 'delete'
  | 'audit'
  | 'audience'
  | 'groups'
  | 'channels'
  | 'uploads'
  | 'users'
  | 'send'
  | 'campaigns'
  | 'campaign'
  | 'saveCampaign'
  | 'deleteCampaign'
  | 'sequence'
  | 'saveSequence'
  | 'deleteSequence'
  | 'board'
  | 'boardPeople'
  | 'followUp';

export interface MessagesState {
  history: MessagePage | null;
  /** The admins who wrote messages of the history in view (its sender filter). */
  senders: MessageSender[];
  detail: MessageDetailData | null;
  /** The delivery of the message in view, as last read. */
  delivery: MessageDeliveryData | null;
  /** The acknowledgement board of the message in view, and its page of people. */
  board: { messageId: string; data: MessageBoardData } | null;
  boardPeople: { messageId: string; page: BoardPeoplePage } | null;
  audience: AudienceCount | null;
  groups: GroupChoice[];
  channels: ChannelChoice[];
  /** The uploaded files of the kind the message being written carries. */
  uploads: UploadChoice[];
  userMatches: UserMatches | null;
  campaigns: Campaign[];
  campaign: Campaign | null;
  sequence: SequenceStep[];
  /** 0–100 while a file goes up or the audit comes down; null while the size is unknown. */
  uploadProgress: number | null;
  auditProgress: number | null;
  flows: Record<MessagesFlow, FlowState>;
}

const flows = trackFlows<MessagesFlow>({
  history: [fetchHistory],
  senders: [fetchHistorySenders],
  detail: [fetchMessageDetail],
  delivery: [fetchMessageDelivery],
  delete: [deleteMessage],
  audit: [downloadMessageAudit],
  audience: [fetchAudienceCount],
  groups: [fetchGroupChoices],
  channels: [fetchChannelChoices],
  uploads: [fetchUploadChoices],
  users: [findUsers],
  send: [sendMessage],
  campaigns: [fetchCampaigns],
  campaign: [fetchCampaign],
  saveCampaign: [saveCampaign],
  deleteCampaign: [deleteCampaign],
  sequence: [fetchSequence],
  saveSequence: [createSequenceStep, updateSequenceStep],
  deleteSequence: [deleteSequenceStep],
  board: [fetchBoard],
  boardPeople: [fetchBoardPeople],
  followUp: [sendFollowUp],
});

const initialState: MessagesState = {
  history: null,
  senders: [],
  detail: null,
  delivery: null,
  board: null,
  boardPeople: null,
  audience: null,
  groups: [],
  channels: [],
  uploads: [],
  userMatches: null,
  campaigns: [],
  campaign: null,
  sequence: [],
  uploadProgress: null,
  auditProgress: null,
  flows: flows.initial,
};

export const messagesSlice = createSlice({
  name: 'messages',
  initialState,
  reducers: {
    /** Leaving a page or closing a dialog: its outcome should not greet the next one. */
    messageFlowsCleared(state, { payload }: { payload: readonly MessagesFlow[] }) {
      for (const flow of payload) state.flows[flow] = idleFlow;
    },
    audienceCleared(state) {
      state.audience = null;
      state.flows.audience = idleFlow;
    },
    /** An audience counted a moment ago, shown again without asking the server. */
    audienceReused(state, { payload }: { payload: AudienceCount }) {
      state.audience = payload;
      state.flows.audience = idleFlow;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchHistory.fulfilled, (state, { payload }) => {
        state.history = payload;
      })
      .addCase(fetchHistorySenders.fulfilled, (state, { payload }) => {
        state.senders = payload;
      })
      .addCase(deleteMessage.fulfilled, (state, { payload: id }) => {
        if (!state.history) return;
        state.history.messages = state.history.messages.filter((m) => m._id !== id);
        state.history.total = Math.max(0, state.history.total - 1);
      })
      .addCase(fetchMessageDetail.pending, (state, { meta }) => {
        if (state.detail?.message._id !== meta.arg.messageId) state.detail = null;
      })
      .addCase(fetchMessageDetail.fulfilled, (state, { payload }) => {
        state.detail = payload;
      })
      .addCase(fetchMessageDelivery.pending, (state, { meta }) => {
        if (state.delivery?.messageId !== meta.arg) state.delivery = null;
      })
      .addCase(fetchMessageDelivery.fulfilled, (state, { payload, meta }) => {
        // A poll answered after a newer one was asked changes nothing.
        if (!isLatestRequest(state.flows.delivery, meta)) return;
        state.delivery = payload;
      })
      .addCase(fetchBoard.pending, (state, { meta }) => {
        if (state.board?.messageId !== meta.arg) state.board = null;
      })
      .addCase(fetchBoard.fulfilled, (state, { payload, meta }) => {
        state.board = { messageId: meta.arg, data: payload };
      })
      .addCase(fetchBoardPeople.fulfilled, (state, { payload, meta }) => {
        if (!isLatestRequest(state.flows.boardPeople, meta)) return;
        state.boardPeople = { messageId: meta.arg.messageId, page: payload };
      })
      .addCase(downloadMessageAudit.pending, (state) => {
        state.auditProgress = null;
      })
      .addCase(downloadMessageAudit.progressed, (state, { payload }) => {
        state.auditProgress = payload;
      })
      .addCase(fetchAudienceCount.fulfilled, (state, { payload }) => {
        state.audience = payload;
      })
      .addCase(fetchGroupChoices.fulfilled, (state, { payload }) => {
        state.groups = payload;
      })
      .addCase(fetchChannelChoices.fulfilled, (state, { payload }) => {
        state.channels = payload;
      })
      .addCase(fetchUploadChoices.fulfilled, (state, { payload }) => {
        state.uploads = payload;
      })
      .addCase(findUsers.fulfilled, (state, { payload }) => {
        state.userMatches = payload;
      })
      .addCase(sendMessage.pending, (state) => {
        state.uploadProgress = null;
      })
      .addCase(createSequenceStep.pending, (state) => {
        state.uploadProgress = null;
      })
      .addCase(uploadProgressed, (state, { payload }) => {
        state.uploadProgress = payload;
      })
      .addCase(fetchCampaigns.fulfilled, (state, { payload }) => {
        state.campaigns = payload;
      })
      .addCase(fetchCampaign.pending, (state) => {
        state.campaign = null;
      })
      .addCase(fetchCampaign.fulfilled, (state, { payload }) => {
        state.campaign = payload;
      })
      .addCase(saveCampaign.fulfilled, (state, { payload }) => {
        state.campaign = payload;
        const known = state.campaigns.some((c) => c._id === payload._id);
        state.campaigns = known
          ? state.campaigns.map((c) => (c._id === payload._id ? payload : c))
          : [payload, ...state.campaigns];
      })
      .addCase(deleteCampaign.fulfilled, (state, { payload: id }) => {
        state.campaigns = state.campaigns.filter((c) => c._id !== id);
      })
      .addCase(fetchSequence.fulfilled, (state, { payload }) => {
        state.sequence = payload;
      })
      .addCase(createSequenceStep.fulfilled, (state, { payload }) => {
        state.sequence = [...state.sequence, payload].sort((a, b) => a.interval - b.interval);
      })
      .addCase(updateSequenceStep.fulfilled, (state, { payload }) => {
        state.sequence = state.sequence
          .map((step) => (step._id === payload._id ? payload : step))
          .sort((a, b) => a.interval - b.interval);
      })
      .addCase(deleteSequenceStep.fulfilled, (state, { payload: id }) => {
        state.sequence = state.sequence.filter((step) => step._id !== id);
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectHistory: (state) => state.history,
    selectHistorySenders: (state) => state.senders,
    selectDetail: (state) => state.detail,
    selectDelivery: (state) => state.delivery,
    selectBoard: (state) => state.board,
    selectBoardPeople: (state) => state.boardPeople,
    selectAudience: (state) => state.audience,
    selectGroupChoices: (state) => state.groups,
    selectChannelChoices: (state) => state.channels,
    selectUploadChoices: (state) => state.uploads,
    selectUserMatches: (state) => state.userMatches,
    selectCampaigns: (state) => state.campaigns,
    selectCampaign: (state) => state.campaign,
    selectSequence: (state) => state.sequence,
    selectUploadProgress: (state) => state.uploadProgress,
    selectAuditProgress: (state) => state.auditProgress,
    selectMessagesFlow: (state, flow: MessagesFlow) => state.flows[flow],
  },
});

export const { messageFlowsCleared, audienceCleared, audienceReused } = messagesSlice.actions;

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof messagesSlice> {}
}

export const {
  selectHistory,
  selectHistorySenders,
  selectDetail,
  selectDelivery,
  selectBoard,
  selectBoardPeople,
  selectAudience,
  selectGroupChoices,
  selectChannelChoices,
  selectUploadChoices,
  selectUserMatches,
  selectCampaigns,
  selectCampaign,
  selectSequence,
  selectUploadProgress,
  selectAuditProgress,
  selectMessagesFlow,
} = messagesSlice.injectInto(slicesReducer).selectors;
