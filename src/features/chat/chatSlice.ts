import { createSlice, isFulfilled, isPending, isRejected } from '@reduxjs/toolkit';
import type { ChatConversation } from '../../../contract/chat';
import { messageForCode } from '../../lib/apiErrors';
import type { RequestStatus } from '../../lib/requestStatus';
import {
  auditProgressed,
  downloadConversationAudit,
  fetchConversations,
  markConversationRead,
} from './chatThunks';

export interface FlowState {
  status: RequestStatus;
  error: string | null;
}

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type ChatFlow = 'list' | 'read' | 'audit';

export interface ChatState {
  conversations: ChatConversation[];
  /** Conversations in scope; null until the first page answers. */
  total: number | null;
  /** The list request whose answer counts; an older one answering late is ignored. */
  listRequestId: string | null;
  flows: Record<ChatFlow, FlowState>;
  auditProgress: number | null;
  /** The conversation whose audit is downloading. */
  auditConversationId: string | null;
}

const idle: FlowState = { status: 'idle', error: null };

const initialState: ChatState = {
  conversations: [],
  total: null,
  listRequestId: null,
  flows: { list: idle, read: idle, audit: idle },
  auditProgress: null,
  auditConversationId: null,
};

const failed = (payload: string | undefined): FlowState => ({
  status: 'failed',
  error: payload ?? messageForCode('internal_error'),
});

const FLOWS = [
  ['read', markConversationRead],
  ['audit', downloadConversationAudit],
] as const;

export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchConversations.pending, (state, { meta }) => {
        state.listRequestId = meta.requestId;
        state.flows.list = { status: 'loading', error: null };
      })
      .addCase(fetchConversations.fulfilled, (state, { payload, meta }) => {
        if (meta.requestId !== state.listRequestId) return;
        if (meta.arg.skip === 0) {
          state.conversations = payload.conversations;
        } else {
          // A conversation that moved up since the last page is already listed.
          const listed = new Set(state.conversations.map((c) => c.chatMessageID));
          state.conversations.push(
            ...payload.conversations.filter((c) => !listed.has(c.chatMessageID)),
          );
        }
        state.total = payload.total;
        state.flows.list = { status: 'succeeded', error: null };
      })
      .addCase(fetchConversations.rejected, (state, { payload, meta }) => {
        if (meta.requestId !== state.listRequestId) return;
        // Aborted with no newer request: the page was left, which is no failure to show.
        state.flows.list = meta.aborted ? idle : failed(payload);
      })
      .addCase(markConversationRead.fulfilled, (state, { payload }) => {
        const conversation = state.conversations.find(
          (c) => c.chatMessageID === payload.chatMessageID,
        );
        if (!conversation) return;
        conversation.unreadCount = 0;
        for (const message of conversation.messages) {
          if (!message.fromChannel && message.readAt === null) message.readAt = payload.readAt;
        }
      })
      .addCase(downloadConversationAudit.pending, (state, { meta }) => {
        state.auditProgress = null;
        state.auditConversationId = meta.arg;
      })
      .addCase(auditProgressed, (state, { payload }) => {
        state.auditProgress = payload;
      });
    for (const [flow, thunk] of FLOWS) {
      builder
        .addMatcher(isPending(thunk), (state) => {
          state.flows[flow] = { status: 'loading', error: null };
        })
        .addMatcher(isFulfilled(thunk), (state) => {
          state.flows[flow] = { status: 'succeeded', error: null };
        })
        .addMatcher(isRejected(thunk), (state, { payload }) => {
          state.flows[flow] = failed(payload);
        });
    }
  },
  selectors: {
    selectConversations: (state) => state.conversations,
    selectConversationTotal: (state) => state.total,
    selectChatFlow: (state, flow: ChatFlow) => state.flows[flow],
    selectAuditProgress: (state) => state.auditProgress,
    selectAuditConversationId: (state) => state.auditConversationId,
  },
});

export const {
  selectConversations,
  selectConversationTotal,
  selectChatFlow,
  selectAuditProgress,
  selectAuditConversationId,
} = chatSlice.selectors;
