import type {
  ApiKey,
  ApiKeyBody,
  ApiKeyListResponse,
  CreatedApiKey,
  CreatedApiKeyResponse,
} from '../../../contract/apiKeys';
import { apiClient } from '../../lib/apiClient';
import { fetchChannelNames, type ChannelName } from '../../lib/channelChoices';

export async function fetchKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  const response = await apiClient.get<ApiKeyListResponse>('/api-keys', { signal });
  return response.data.data;
}

export async function createKey(body: ApiKeyBody): Promise<CreatedApiKey> {
  const response = await apiClient.post<CreatedApiKeyResponse>('/api-keys', body);
  return response.data.data;
}

export async function revokeKey(id: string): Promise<ApiKey> {
  const response = await apiClient.post<{ data: ApiKey }>(
    `/api-keys/${encodeURIComponent(id)}/revoke`,
  );
  return response.data.data;
}

/** The organisation's channels a key may be held to. */
export const fetchKeyChannels = (companyID: string, signal?: AbortSignal): Promise<ChannelName[]> =>
  fetchChannelNames(companyID, signal);
