import type { MessageCurve, MessageCurveResponse } from '../../../contract/analytics';
import { apiClient } from '../../lib/apiClient';
import { createApiThunk } from '../../state/createApiThunk';

/** A message's opens and confirmations by hour since sending (GET /analytics/messages/…/curve). */
export async function fetchMessageCurve(id: string, signal?: AbortSignal): Promise<MessageCurve> {
  const response = await apiClient.get<MessageCurveResponse>(
    `/analytics/messages/${encodeURIComponent(id)}/curve`,
    { signal },
  );
  return response.data.data;
}

export const fetchEngagementCurve = createApiThunk(
  'messages/fetchEngagementCurve',
  (id: string, { signal }) => fetchMessageCurve(id, signal),
);
