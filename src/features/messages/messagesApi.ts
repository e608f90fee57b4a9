import type {
  MessageDeliveryResponse,
  MessageDetailResponse,
  MessageListResponse,
  ReceiptStatus,
} from '../../../contract/messages';
import { apiClient } from '../../lib/apiClient';

export type MessagePage = MessageListResponse['data'];
export type MessageDetailData = MessageDetailResponse['data'];
export type MessageDeliveryData = MessageDeliveryResponse['data'];

const enc = encodeURIComponent;

export async function fetchMessages(
  cpId: string,
  offset: number,
  limit: number,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const response = await apiClient.get<MessageListResponse>(`/messages/${enc(cpId)}`, {
    params: { offset, limit },
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
