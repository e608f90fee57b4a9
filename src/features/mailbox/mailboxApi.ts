import type { MailboxPage, MailboxQuery, MailboxResponse } from '../../../contract/mailbox';
import { apiClient } from '../../lib/apiClient';

/** One page of the development mailbox, newest first (GET /mailbox). */
export async function fetchMailbox(
  query: MailboxQuery,
  signal?: AbortSignal,
): Promise<MailboxPage> {
  const response = await apiClient.get<MailboxResponse>('/mailbox', { params: query, signal });
  return response.data.data;
}
