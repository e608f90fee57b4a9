import type {
  UnionLink,
  UnionLinkBody,
  UnionLinkListResponse,
  UnionLinkResponse,
} from '../../../contract/unionLinks';
import { apiClient } from '../../lib/apiClient';
import { fetchChannelRows } from '../../lib/channelChoices';

const id = encodeURIComponent;

export async function fetchLinks(companyID: string, signal?: AbortSignal): Promise<UnionLink[]> {
  const response = await apiClient.get<UnionLinkListResponse>(`/union-link/${id(companyID)}`, {
    signal,
  });
  return response.data.data;
}

export async function fetchLink(linkId: string, signal?: AbortSignal): Promise<UnionLink> {
  const response = await apiClient.get<UnionLinkResponse>(`/union-link/link/${id(linkId)}`, {
    signal,
  });
  return response.data.data;
}

export async function createLink(body: UnionLinkBody): Promise<UnionLink> {
  const response = await apiClient.post<UnionLinkResponse>('/union-link', body);
  return response.data.data;
}

export async function updateLink(linkId: string, body: UnionLinkBody): Promise<UnionLink> {
  const response = await apiClient.put<UnionLinkResponse>(`/union-link/link/${id(linkId)}`, body);
  return response.data.data;
}

export async function deleteLink(linkId: string): Promise<void> {
  await apiClient.delete(`/union-link/${id(linkId)}`);
}

export interface ChannelChoice {
  _id: string;
  clientName: string;
  companyID: string;
}

/** The channels whose banners the admin may arrange (GET /content-provider/{companyId}). */
export async function fetchChannelChoices(
  companyID: string,
  signal?: AbortSignal,
): Promise<ChannelChoice[]> {
  return (await fetchChannelRows(companyID, signal)).map(
    ({ _id, clientName, companyID: company }) => ({
      _id,
      clientName,
      companyID: company,
    }),
  );
}
