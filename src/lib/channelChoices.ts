import type { ChannelListResponse } from '../../contract/channels';
import { apiClient } from './apiClient';

export type ChannelRow = ChannelListResponse['data'][number];

/** A channel as pickers show it. */
export interface ChannelName {
  _id: string;
  clientName: string;
}

/**
 * An organisation's channels without their follower counts (GET /content-provider/{companyID}
 * ?noCount=true): what every channel picker of the console lists.
 */
export async function fetchChannelRows(
  companyID: string,
  signal?: AbortSignal,
): Promise<ChannelRow[]> {
  const response = await apiClient.get<ChannelListResponse>(
    `/content-provider/${encodeURIComponent(companyID)}`,
    { params: { noCount: true }, signal },
  );
  return response.data.data;
}

/** The organisation's channels by name only. */
export async function fetchChannelNames(
  companyID: string,
  signal?: AbortSignal,
): Promise<ChannelName[]> {
  const rows = await fetchChannelRows(companyID, signal);
  return rows.map(({ _id, clientName }) => ({ _id, clientName }));
}
