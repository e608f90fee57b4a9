import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { slicesReducer } from '../../state/slicesReducer';
import type { ChatConversation } from '../../../contract/chat';
import { isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import { downloadConversationAudit, fetchConversations, markConversationRead } from './chatThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type ChatFlow = 'list' | 'read' | 'audit';

export interface ChatState {
  conversations: ChatConversation[];
  /** Conversations in scope; null until the first page answers. */
  total: number | null;
  flows: Record<ChatFlow, FlowState>;
  auditProgress: number | null;
  /** The conversation whose audit is downloading. */
  auditConversationId: string | null;
}

const flows = trackFlows<ChatFlow>({
  list: [fetchConversations],
  read: [markConversationRead],
  audit: [downloadConversationAudit],
});

const initialState: ChatState = {
  conversations: [],
  total: null,
  flows: flows.initial,
  auditProgress: null,
  auditConversationId: null,
};

export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchConversations.fulfilled, (state, { payload, meta }) => {
        // An older request answering late is ignored.
        if (!isLatestRequest(state.flows.list, meta)) return;
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
      .addCase(downloadConversationAudit.progressed, (state, { payload }) => {
        state.auditProgress = payload;
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectConversations: (state) => state.conversations,
    selectConversationTotal: (state) => state.total,
    selectChatFlow: (state, flow: ChatFlow) => state.flows[flow],
    selectAuditProgress: (state) => state.auditProgress,
    selectAuditConversationId: (state) => state.auditConversationId,
  },
});

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof chatSlice> {}
}

export const {
  selectConversations,
  selectConversationTotal,
  selectChatFlow,
  selectAuditProgress,
  selectAuditConversationId,
} = chatSlice.injectInto(slicesReducer).selectors;
