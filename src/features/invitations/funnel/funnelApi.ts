import type {
  InvitationFunnel,
  InvitationFunnelQuery,
  InvitationFunnelResponse,
} from '../../../../contract/invitationFunnel';
import { apiClient } from '../../../lib/apiClient';
import type { FileRequest } from '../../../lib/download';

/** The query as sent: an empty channel means every channel the caller may see. */
const paramsOf = (query: InvitationFunnelQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value));

export async function fetchFunnel(
  query: InvitationFunnelQuery,
  signal?: AbortSignal,
): Promise<InvitationFunnel> {
  const response = await apiClient.get<InvitationFunnelResponse>('/invitation-links/funnel', {
    params: paramsOf(query),
    signal,
  });
  return response.data.data;
}

export const funnelCsvFile = (query: InvitationFunnelQuery): FileRequest => ({
  method: 'get',
  url: `/invitation-links/funnel.csv?${new URLSearchParams(paramsOf(query)).toString()}`,
  fallbackName: 'invitation-funnel.csv',
});
