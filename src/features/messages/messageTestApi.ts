import type {
  TestMessageBody,
  TestMessageResponse,
  TestMessageSent,
} from '../../../contract/messageTest';
import { apiClient } from '../../lib/apiClient';

/** POST /messages/test: the draft once, marked as a test, to the admin or a chosen member. */
export async function sendTestMessage(body: TestMessageBody): Promise<TestMessageSent> {
  const response = await apiClient.post<TestMessageResponse>('/messages/test', body);
  return response.data.data;
}
