import type { Static } from '@sinclair/typebox';
import type { ChatListResponse, SetConversationReadResponse } from '../../../contract/chat';
import { apiClient } from '../../lib/apiClient';
import { attachmentName } from '../../lib/saveBlob';

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

/** The conversation's last `count` messages as a CSV; `onProgress` gets 0–100, or null. */
export async function downloadConversationAudit(
  chatMessageID: string,
  count: number,
  onProgress: (percent: number | null) => void,
) {
  const response = await apiClient.get<Blob>('/user/mobile-users/download-conversation-audit', {
    params: { chatMessageID, count },
    responseType: 'blob',
    onDownloadProgress: ({ loaded, total }) =>
      onProgress(total ? Math.min(100, Math.round((loaded / total) * 100)) : null),
  });
  const disposition: unknown = response.headers['content-disposition'];
  const fileName =
    attachmentName(typeof disposition === 'string' ? disposition : null) ??
    `conversation-${chatMessageID}.csv`;
  return { blob: response.data, fileName };
}
