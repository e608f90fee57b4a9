import type { FeedbackBody, RecipientMessage } from '../../../contract/messages';
import { apiClient } from '../../lib/apiClient';

interface RecipientMessageAnswer {
  success: true;
  data: RecipientMessage;
}

const path = (action: string, receiptId: string) =>
  `/api/channel/sms/${action}${encodeURIComponent(receiptId)}`;

/** The message as its recipient sees it, with what they have answered so far. */
export async function fetchRecipientMessage(
  receiptId: string,
  signal?: AbortSignal,
): Promise<RecipientMessage> {
  const response = await apiClient.get<RecipientMessageAnswer>(path('', receiptId), { signal });
  return response.data.data;
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
