import type {
  MessagePreview,
  MessagePreviewBody,
  MessagePreviewResponse,
} from '../../../contract/messagePreview';
import { apiClient } from '../../lib/apiClient';

/** POST /messages/preview: the draft as three members of its audience would get it. */
export async function previewMessage(
  body: MessagePreviewBody,
  signal?: AbortSignal,
): Promise<MessagePreview> {
  const response = await apiClient.post<MessagePreviewResponse>('/messages/preview', body, {
    signal,
  });
  return response.data.data;
}
