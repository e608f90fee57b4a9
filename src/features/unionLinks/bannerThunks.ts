import type { BannerBody } from '../../../contract/unionLinks';
import { createApiThunk } from '../../state/createApiThunk';
import * as api from './bannerApi';

export const fetchBanners = createApiThunk(
  'unionLinks/fetchBanners',
  (channelId: string, { signal }) => api.fetchBanners(channelId, signal),
);

/** Every banner of these channels, for the link form's banner choice. */
export const fetchBannerChoices = createApiThunk(
  'unionLinks/fetchBannerChoices',
  async (channelIds: string[], { signal }) =>
    (await Promise.all(channelIds.map((id) => api.fetchBanners(id, signal)))).flat(),
);

export const saveBanner = createApiThunk(
  'unionLinks/saveBanner',
  ({
    channelId,
    id,
    body,
    image,
  }: {
    channelId: string;
    id: string | null;
    body: BannerBody;
    image: File | null;
  }) => (id ? api.updateBanner(id, body, image) : api.createBanner(channelId, body, image)),
);

/** Puts a channel's banners in this order; the slice shows it at once (pending). */
export const reorderBanners = createApiThunk(
  'unionLinks/reorderBanners',
  ({ channelId, ids }: { channelId: string; ids: string[] }) => api.reorderBanners(channelId, ids),
);

export const deleteBanner = createApiThunk('unionLinks/deleteBanner', async (id: string) => {
  await api.deleteBanner(id);
  return id;
});
