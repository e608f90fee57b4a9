import type {
  HistoryQuery,
  MessageDetailResponse,
  MessageListResponse,
  MessageSender,
  MessageSendersResponse,
  ReceiptStatus,
} from '../../../contract/messages';
import type { MessageDeliveryResponse } from '../../../contract/messageDelivery';
import { apiClient } from '../../lib/apiClient';

export type MessagePage = MessageListResponse['data'];
export type MessageDetailData = MessageDetailResponse['data'];
export type MessageDeliveryData = MessageDeliveryResponse['data'];

const enc = encodeURIComponent;

/** A page of the history, searched and filtered (only the filters set are sent). */
export async function fetchMessages(
  cpId: string,
  query: HistoryQuery,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const response = await apiClient.get<MessageListResponse>(`/messages/${enc(cpId)}`, {
    params: query,
    signal,
  });
  return response.data.data;
}

/** The admins who wrote messages of the history, for its sender filter. */
export async function fetchSenders(cpId: string, signal?: AbortSignal): Promise<MessageSender[]> {
  const response = await apiClient.get<MessageSendersResponse>(`/messages/senders/${enc(cpId)}`, {
    signal,
  });
  return response.data.data;
}

export interface DetailQuery {
  companyId: string;
  messageId: string;
  offset: number;
  limit: number;
  status: ReceiptStatus;
}

export async function fetchMessageDetail(
  { companyId, messageId, offset, limit, status }: DetailQuery,
  signal?: AbortSignal,
): Promise<MessageDetailData> {
  const response = await apiClient.get<MessageDetailResponse>(
    `/messages/${enc(companyId)}/message/${enc(messageId)}`,
    { params: { offset, limit, ...(status !== 'all' && { status }) }, signal },
  );
  return response.data.data;
}

export async function deleteMessage(id: string): Promise<void> {
  await apiClient.delete(`/messages/${enc(id)}`);
}

/** A message's delivery so far: rows handed to the providers, the rate and the time left. */
export async function fetchMessageDelivery(
  messageId: string,
  signal?: AbortSignal,
): Promise<MessageDeliveryData> {
  const response = await apiClient.get<MessageDeliveryResponse>(
    `/message/delivery/${enc(messageId)}`,
    { signal },
  );
  return response.data.data;
}
