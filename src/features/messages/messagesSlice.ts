import { createSlice, isFulfilled, isPending, isRejected } from '@reduxjs/toolkit';
import type { AudienceCount, Campaign, SequenceStep } from '../../../contract/messages';
import { messageForCode } from '../../lib/apiErrors';
import type { RequestStatus } from '../../lib/requestStatus';
import { deleteCampaign, fetchCampaign, fetchCampaigns, saveCampaign } from './campaignThunks';
import {
  fetchAudienceCount,
  fetchChannelChoices,
  fetchGroupChoices,
  findUsers,
  sendMessage,
  uploadProgressed,
} from './composeThunks';
import type { ChannelChoice } from './channelChoices';
import type { GroupChoice, MessageDetailData, MessagePage, UserMatches } from './messagesApi';
import {
  auditProgressed,
  deleteMessage,
  downloadMessageAudit,
  fetchHistory,
  fetchMessageDetail,
} from './messagesThunks';
import { createSequenceStep, deleteSequenceStep, fetchSequence } from './sequenceThunks';

export interface FlowState {
  status: RequestStatus;
  error: string | null;
  /** The server's code of the last failure, for pages that word one code their own way. */
  code: string | null;
}

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type MessagesFlow =
  | 'history'
  | 'detail'
  | 'delete'
  | 'audit'
  | 'audience'
  | 'groups'
  | 'channels'
  | 'users'
  | 'send'
  | 'campaigns'
  | 'campaign'
  | 'saveCampaign'
  | 'deleteCampaign'
  | 'sequence'
  | 'saveSequence'
  | 'deleteSequence';

export interface MessagesState {
  history: MessagePage | null;
  detail: MessageDetailData | null;
  audience: AudienceCount | null;
  groups: GroupChoice[];
  channels: ChannelChoice[];
  userMatches: UserMatches | null;
  campaigns: Campaign[];
  campaign: Campaign | null;
  sequence: SequenceStep[];
  /** 0–100 while a file goes up or the audit comes down; null while the size is unknown. */
  uploadProgress: number | null;
  auditProgress: number | null;
  flows: Record<MessagesFlow, FlowState>;
}

const idle: FlowState = { status: 'idle', error: null, code: null };

const FLOW_NAMES: readonly MessagesFlow[] = [
  'history',
  'detail',
  'delete',
  'audit',
  'audience',
  'groups',
  'channels',
  'users',
  'send',
  'campaigns',
  'campaign',
  'saveCampaign',
  'deleteCampaign',
  'sequence',
  'saveSequence',
  'deleteSequence',
];

const initialState: MessagesState = {
  history: null,
  detail: null,
  audience: null,
  groups: [],
  channels: [],
  userMatches: null,
  campaigns: [],
  campaign: null,
  sequence: [],
  uploadProgress: null,
  auditProgress: null,
  flows: Object.fromEntries(FLOW_NAMES.map((flow) => [flow, idle])) as Record<
    MessagesFlow,
    FlowState
  >,
};

const FLOWS = [
  ['history', [fetchHistory]],
  ['detail', [fetchMessageDetail]],
  ['delete', [deleteMessage]],
  ['audit', [downloadMessageAudit]],
  ['audience', [fetchAudienceCount]],
  ['groups', [fetchGroupChoices]],
  ['channels', [fetchChannelChoices]],
  ['users', [findUsers]],
  ['send', [sendMessage]],
  ['campaigns', [fetchCampaigns]],
  ['campaign', [fetchCampaign]],
  ['saveCampaign', [saveCampaign]],
  ['deleteCampaign', [deleteCampaign]],
  ['sequence', [fetchSequence]],
  ['saveSequence', [createSequenceStep]],
  ['deleteSequence', [deleteSequenceStep]],
] as const;

export const messagesSlice = createSlice({
  name: 'messages',
  initialState,
  reducers: {
    /** Leaving a page or closing a dialog: its outcome should not greet the next one. */
    messageFlowsCleared(state, { payload }: { payload: readonly MessagesFlow[] }) {
      for (const flow of payload) state.flows[flow] = idle;
    },
    audienceCleared(state) {
      state.audience = null;
      state.flows.audience = idle;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchHistory.fulfilled, (state, { payload }) => {
        state.history = payload;
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
      .addCase(downloadMessageAudit.pending, (state) => {
        state.auditProgress = null;
      })
      .addCase(auditProgressed, (state, { payload }) => {
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
      .addCase(deleteSequenceStep.fulfilled, (state, { payload: id }) => {
        state.sequence = state.sequence.filter((step) => step._id !== id);
      });
    for (const [flow, thunks] of FLOWS) {
      builder
        .addMatcher(isPending(...thunks), (state) => {
          state.flows[flow] = { status: 'loading', error: null, code: null };
        })
        .addMatcher(isFulfilled(...thunks), (state) => {
          state.flows[flow] = { status: 'succeeded', error: null, code: null };
        })
        .addMatcher(isRejected(...thunks), (state, { payload, meta }) => {
          // An aborted request (the page was left, or a newer one replaced it) is no failure.
          if (meta.aborted) {
            if (state.flows[flow].status === 'loading') state.flows[flow] = idle;
            return;
          }
          state.flows[flow] = {
            status: 'failed',
            error: payload ?? messageForCode('internal_error'),
            code: 'code' in meta ? (meta.code ?? null) : null,
          };
        });
    }
  },
  selectors: {
    selectHistory: (state) => state.history,
    selectDetail: (state) => state.detail,
    selectAudience: (state) => state.audience,
    selectGroupChoices: (state) => state.groups,
    selectChannelChoices: (state) => state.channels,
    selectUserMatches: (state) => state.userMatches,
    selectCampaigns: (state) => state.campaigns,
    selectCampaign: (state) => state.campaign,
    selectSequence: (state) => state.sequence,
    selectUploadProgress: (state) => state.uploadProgress,
    selectAuditProgress: (state) => state.auditProgress,
    selectMessagesFlow: (state, flow: MessagesFlow) => state.flows[flow],
  },
});

export const { messageFlowsCleared, audienceCleared } = messagesSlice.actions;
export const {
  selectHistory,
  selectDetail,
  selectAudience,
  selectGroupChoices,
  selectChannelChoices,
  selectUserMatches,
  selectCampaigns,
  selectCampaign,
  selectSequence,
  selectUploadProgress,
  selectAuditProgress,
  selectMessagesFlow,
} = messagesSlice.selectors;
