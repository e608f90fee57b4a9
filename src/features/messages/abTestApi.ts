import type {
  AbTestResult,
  AbTestResultResponse,
  AbTestWinnerBody,
} from '../../../contract/abTests';
import { apiClient } from '../../lib/apiClient';

/** GET /messages/{id}/ab-test: the message's A/B test and each variant's figures. */
export async function fetchAbTestResult(
  messageId: string,
  signal?: AbortSignal,
): Promise<AbTestResult> {
  const response = await apiClient.get<AbTestResultResponse>(
    `/messages/${encodeURIComponent(messageId)}/ab-test`,
    { signal },
  );
  return response.data.data;
}

/** POST /messages/{id}/ab-test/winner: the variant the rest of the audience get. */
export async function chooseAbTestWinner(messageId: string, body: AbTestWinnerBody): Promise<void> {
  await apiClient.post(`/messages/${encodeURIComponent(messageId)}/ab-test/winner`, body);
}
