import type {
  CreditsReport,
  CreditsReportResponse,
  EngagementQuery,
  EngagementReport,
  EngagementReportResponse,
} from '../../../contract/analytics';
import { apiClient } from '../../lib/apiClient';
import { fetchChannelNames, type ChannelName } from '../../lib/channelChoices';
import type { FileRequest } from '../../lib/download';

/** The query as sent: an empty channel means the whole organisation. */
const paramsOf = (query: EngagementQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value));

export async function fetchEngagement(
  query: EngagementQuery,
  signal?: AbortSignal,
): Promise<EngagementReport> {
  const response = await apiClient.get<EngagementReportResponse>('/analytics/engagement', {
    params: paramsOf(query),
    signal,
  });
  return response.data.data;
}

export async function fetchCredits(
  query: EngagementQuery,
  signal?: AbortSignal,
): Promise<CreditsReport> {
  const { channelID, from, to } = query;
  const response = await apiClient.get<CreditsReportResponse>('/analytics/credits', {
    params: paramsOf({ channelID, from, to }),
    signal,
  });
  return response.data.data;
}

export const engagementCsvFile = (query: EngagementQuery): FileRequest => ({
  method: 'get',
  url: `/analytics/engagement.csv?${new URLSearchParams(paramsOf(query)).toString()}`,
  fallbackName: 'engagement.csv',
});

export async function fetchAnalyticsChannels(
  companyID: string,
  signal?: AbortSignal,
): Promise<ChannelName[]> {
  return fetchChannelNames(companyID, signal);
}
