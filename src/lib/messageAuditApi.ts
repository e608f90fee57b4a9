import type { MessageListResponse, MessageSummary } from '../../contract/messages';
import { apiClient } from './apiClient';
import type { FileRequest } from './download';

/*
 * The message audit: two features offer it (the message detail page and the app users page),
 * and a feature may not import another, so its calls live here.
 */

/** A message's audit (every receipt) as a CSV. */
export const messageAuditFile = (messageId: string): FileRequest => ({
  method: 'post',
  url: '/user/mobile-users/download-message-audit',
  body: { messageId },
  fallbackName: `message-audit-${messageId}.csv`,
});

/** The newest messages of a scope (`all`, or a channel admin's channel id), newest first. */
export async function fetchLatestMessages(
  cpId: string,
  limit: number,
  signal?: AbortSignal,
): Promise<MessageSummary[]> {
  const response = await apiClient.get<MessageListResponse>(
    `/messages/${encodeURIComponent(cpId)}`,
    { params: { offset: 0, limit }, signal },
  );
  return response.data.data.messages;
}
