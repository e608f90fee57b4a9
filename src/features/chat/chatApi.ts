import type { Static } from '@sinclair/typebox';
import type { ChatListResponse, SetConversationReadResponse } from '../../../contract/chat';
import { apiClient } from '../../lib/apiClient';
import type { FileRequest } from '../../lib/download';

export type ConversationPage = ChatListResponse['data'];

/** Conversations a page at a time, newest first; each carries its recent messages. */
export async function fetchConversations(
  skipAmount: number,
  limitAmount: number,
  signal?: AbortSignal,
): Promise<ConversationPage> {
  const response = await apiClient.get<ChatListResponse>('/api/chat/getUsersMessageList', {
    params: { skipAmount, limitAmount },
    signal,
  });
  return response.data.data;
}

/** Marks the app user's messages of the conversation read; answers how many changed. */
export async function setConversationRead(chatMessageID: string): Promise<number> {
  const response = await apiClient.post<Static<typeof SetConversationReadResponse>>(
    '/api/chat/setConversationReadByParticipant',
    { chatMessageID },
  );
  return response.data.data.updated;
}

/** The conversation's last `count` messages as a CSV. */
export const conversationAuditFile = (chatMessageID: string, count: number): FileRequest => ({
  method: 'get',
  url: '/user/mobile-users/download-conversation-audit',
  params: { chatMessageID, count },
  fallbackName: `conversation-${chatMessageID}.csv`,
});
