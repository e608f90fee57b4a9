import type {
  Banner,
  BannerBody,
  BannerListResponse,
  BannerResponse,
} from '../../../contract/unionLinks';
import { apiClient } from '../../lib/apiClient';

/* The screen banners (the spec's link types) of a channel: /union-link/linktype/*. */

const id = encodeURIComponent;

export async function fetchBanners(channelId: string, signal?: AbortSignal): Promise<Banner[]> {
  const response = await apiClient.get<BannerListResponse>(
    `/union-link/linktype/${id(channelId)}`,
    { signal },
  );
  return response.data.data;
}

/** A banner's form: the JSON in "data" and the image beside it. */
function bannerForm(body: BannerBody, image: File | null): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(body));
  if (image) form.append('image', image, image.name);
  return form;
}

export async function createBanner(
  channelId: string,
  body: BannerBody,
  image: File | null,
): Promise<Banner> {
  const response = await apiClient.post<BannerResponse>(
    `/union-link/linktype/${id(channelId)}`,
    bannerForm(body, image),
  );
  return response.data.data;
}

export async function updateBanner(
  bannerId: string,
  body: BannerBody,
  image: File | null,
): Promise<Banner> {
  const response = await apiClient.put<BannerResponse>(
    `/union-link/linktype/${id(bannerId)}`,
    bannerForm(body, image),
  );
  return response.data.data;
}

export async function reorderBanners(channelId: string, ids: string[]): Promise<Banner[]> {
  const response = await apiClient.put<BannerListResponse>(
    `/union-link/linktype/order/${id(channelId)}`,
    { linkTypeData: ids },
  );
  return response.data.data;
}

export async function deleteBanner(bannerId: string): Promise<void> {
  await apiClient.delete(`/union-link/linktype/${id(bannerId)}`);
}
