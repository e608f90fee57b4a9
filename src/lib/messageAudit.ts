import type { MessageListResponse, MessageSummary } from '../../contract/messages';
import { apiClient } from './apiClient';
import { attachmentName } from './saveBlob';

/** 0–100 as the file arrives, or null when the server did not say how large it is. */
export type DownloadProgress = (percent: number | null) => void;

const percentOf = (loaded: number, total: number | undefined) =>
  total ? Math.min(100, Math.round((loaded / total) * 100)) : null;

/**
 * A message's audit (every receipt) as a CSV blob. Shared by the message detail page and the app
 * users page, which both offer it.
 */
export async function downloadMessageAudit(messageId: string, onProgress: DownloadProgress) {
  const response = await apiClient.post<Blob>(
    '/user/mobile-users/download-message-audit',
    { messageId },
    {
      responseType: 'blob',
      onDownloadProgress: ({ loaded, total }) => onProgress(percentOf(loaded, total)),
    },
  );
  const disposition: unknown = response.headers['content-disposition'];
  const fileName =
    attachmentName(typeof disposition === 'string' ? disposition : null) ??
    `message-audit-${messageId}.csv`;
  return { blob: response.data, fileName };
}

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
