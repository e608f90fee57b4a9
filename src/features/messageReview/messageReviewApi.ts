import type {
  ApproveMessageBody,
  MessageReview,
  MessageReviewDetail,
  MessageReviewResponse,
  ResubmitMessageBody,
  ReturnMessageBody,
  ReviewQueueQuery,
  ReviewQueueResponse,
} from '../../../contract/messageReview';
import { apiClient } from '../../lib/apiClient';

export type ReviewQueue = ReviewQueueResponse['data'];
/** Which list of the queue: awaiting an approver, sent back, or submitted by me. */
export type ReviewQueueState = NonNullable<ReviewQueueQuery['state']>;

/** GET /messages/{id}/review's answer (the contract gives its schema, not its type). */
type MessageReviewDetailResponse = { success: true; data: MessageReviewDetail };

const reviewPath = (id: string) => `/messages/${encodeURIComponent(id)}/review`;

export async function fetchReviewQueue(
  state: ReviewQueueState,
  signal?: AbortSignal,
): Promise<ReviewQueue> {
  const response = await apiClient.get<ReviewQueueResponse>('/messages/reviews', {
    params: { state },
    signal,
  });
  return response.data.data;
}

export async function fetchReview(id: string, signal?: AbortSignal): Promise<MessageReviewDetail> {
  const response = await apiClient.get<MessageReviewDetailResponse>(reviewPath(id), { signal });
  return response.data.data;
}

export async function approveMessage(id: string, body: ApproveMessageBody): Promise<MessageReview> {
  const response = await apiClient.post<MessageReviewResponse>(`${reviewPath(id)}/approve`, body);
  return response.data.data;
}

export async function returnMessage(id: string, body: ReturnMessageBody): Promise<MessageReview> {
  const response = await apiClient.post<MessageReviewResponse>(`${reviewPath(id)}/return`, body);
  return response.data.data;
}

export async function resubmitMessage(
  id: string,
  body: ResubmitMessageBody,
): Promise<MessageReview> {
  const response = await apiClient.put<MessageReviewResponse>(reviewPath(id), body);
  return response.data.data;
}
