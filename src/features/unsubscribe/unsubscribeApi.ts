import type { UnsubscribeResult, UnsubscribeState } from '../../../contract/unsubscribe';
import { apiClient } from '../../lib/apiClient';

const path = (token: string) => `/unsubscribe/${encodeURIComponent(token)}`;

/** Whose emails the link stops, and whether it already did: reading changes nothing. */
export async function fetchUnsubscribe(token: string, signal?: AbortSignal) {
  const response = await apiClient.get<{ success: true; data: UnsubscribeState }>(path(token), {
    signal,
  });
  return response.data.data;
}

/** Stops the emails; a second time answers the same, with `changed` false. */
export async function confirmUnsubscribe(token: string) {
  const response = await apiClient.post<{ success: true; data: UnsubscribeResult }>(
    path(token),
    {},
  );
  return response.data.data;
}
