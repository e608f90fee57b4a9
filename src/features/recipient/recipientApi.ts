import type { FeedbackBody, RecipientMessage } from '../../../contract/recipientMessages';
import { API_BASE_URL, apiClient } from '../../lib/apiClient';

interface RecipientMessageAnswer {
  success: true;
  data: RecipientMessage;
}

/** The API answers the file's address as a path on its own host, not the console's. */
function onApiHost(url: string): string {
  return new URL(url, API_BASE_URL).toString();
}

const path = (action: string, receiptId: string) =>
  `/api/channel/sms/${action}${encodeURIComponent(receiptId)}`;

/** The message as its recipient sees it, with what they have answered so far. */
export async function fetchRecipientMessage(
  receiptId: string,
  signal?: AbortSignal,
): Promise<RecipientMessage> {
  const response = await apiClient.get<RecipientMessageAnswer>(path('', receiptId), { signal });
  const message = response.data.data;
  return { ...message, fileUrl: message.fileUrl && onApiHost(message.fileUrl) };
}

export async function markOpened(receiptId: string): Promise<void> {
  await apiClient.get(path('update/status/', receiptId));
}

export async function confirmRead(receiptId: string): Promise<void> {
  await apiClient.get(path('update/read-response/', receiptId));
}

export async function sendFeedback(receiptId: string, body: FeedbackBody): Promise<void> {
  await apiClient.post(path('update/feedback/', receiptId), body);
}
