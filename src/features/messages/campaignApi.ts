import type {
  Campaign,
  CampaignBody,
  CampaignListResponse,
  CampaignResponse,
} from '../../../contract/campaigns';
import type { Static } from '@sinclair/typebox';
import { apiClient } from '../../lib/apiClient';

const enc = encodeURIComponent;

export async function fetchCampaigns(companyId: string, signal?: AbortSignal): Promise<Campaign[]> {
  const response = await apiClient.get<Static<typeof CampaignListResponse>>(
    `/messages/campaigns/${enc(companyId)}`,
    { signal },
  );
  return response.data.data;
}

export async function fetchCampaign(id: string, signal?: AbortSignal): Promise<Campaign> {
  const response = await apiClient.get<Static<typeof CampaignResponse>>(
    `/messages/campaign/${enc(id)}`,
    { signal },
  );
  return response.data.data;
}

export async function createCampaign(companyId: string, body: CampaignBody): Promise<Campaign> {
  const response = await apiClient.post<Static<typeof CampaignResponse>>(
    `/messages/campaign/${enc(companyId)}`,
    body,
  );
  return response.data.data;
}

export async function updateCampaign(
  id: string,
  companyId: string,
  body: CampaignBody,
): Promise<Campaign> {
  const response = await apiClient.put<Static<typeof CampaignResponse>>(
    `/messages/campaign/${enc(id)}/${enc(companyId)}`,
    body,
  );
  return response.data.data;
}

export async function deleteCampaign(id: string): Promise<void> {
  await apiClient.delete(`/messages/campaign/${enc(id)}`);
}
