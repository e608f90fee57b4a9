import type {
  LinkType,
  LinkTypeBody,
  LinkTypeListResponse,
  LinkTypeResponse,
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

export async function fetchBanners(channelId: string, signal?: AbortSignal): Promise<LinkType[]> {
  const response = await apiClient.get<LinkTypeListResponse>(
    `/union-link/linktype/${id(channelId)}`,
    { signal },
  );
  return response.data.data;
}

/** A banner's form: the JSON in "data" and the image beside it. */
function bannerForm(body: LinkTypeBody, image: File | null): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(body));
  if (image) form.append('image', image, image.name);
  return form;
}

export async function createBanner(
  channelId: string,
  body: LinkTypeBody,
  image: File | null,
): Promise<LinkType> {
  const response = await apiClient.post<LinkTypeResponse>(
    `/union-link/linktype/${id(channelId)}`,
    bannerForm(body, image),
  );
  return response.data.data;
}

export async function updateBanner(
  bannerId: string,
  body: LinkTypeBody,
  image: File | null,
): Promise<LinkType> {
  const response = await apiClient.put<LinkTypeResponse>(
    `/union-link/linktype/${id(bannerId)}`,
    bannerForm(body, image),
  );
  return response.data.data;
}

export async function reorderBanners(channelId: string, ids: string[]): Promise<LinkType[]> {
  const response = await apiClient.put<LinkTypeListResponse>(
    `/union-link/linktype/order/${id(channelId)}`,
    { linkTypeData: ids },
  );
  return response.data.data;
}

export async function deleteBanner(bannerId: string): Promise<void> {
  await apiClient.delete(`/union-link/linktype/${id(bannerId)}`);
}
