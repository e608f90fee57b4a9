import type { LinkTypeBody, UnionLinkBody } from '../../../contract/unionLinks';
import { createApiThunk } from '../../state/createApiThunk';
import { selectCompanyInView } from '../../state/session';
import * as api from './linksApi';

export const fetchLinks = createApiThunk('links/fetchLinks', (_: void, { signal, getState }) =>
  api.fetchLinks(selectCompanyInView(getState()), signal),
);

export const fetchLink = createApiThunk('links/fetchLink', (id: string, { signal }) =>
  api.fetchLink(id, signal),
);

export const saveLink = createApiThunk(
  'links/saveLink',
  ({ id, body }: { id: string | null; body: UnionLinkBody }) =>
    id ? api.updateLink(id, body) : api.createLink(body),
);

export const deleteLink = createApiThunk('links/deleteLink', async (id: string) => {
  await api.deleteLink(id);
  return id;
});

/** The channels of an organisation ('All': every one a platform admin may see). */
export const fetchChannelChoices = createApiThunk(
  'links/fetchChannelChoices',
  (companyID: string, { signal }) => api.fetchChannelChoices(companyID, signal),
);

export const fetchBanners = createApiThunk('links/fetchBanners', (channelId: string, { signal }) =>
  api.fetchBanners(channelId, signal),
);

/** Every banner of these channels, for the link form's banner choice. */
export const fetchBannerChoices = createApiThunk(
  'links/fetchBannerChoices',
  async (channelIds: string[], { signal }) =>
    (await Promise.all(channelIds.map((id) => api.fetchBanners(id, signal)))).flat(),
);

export const saveBanner = createApiThunk(
  'links/saveBanner',
  ({
    channelId,
    id,
    body,
    image,
  }: {
    channelId: string;
    id: string | null;
    body: LinkTypeBody;
    image: File | null;
  }) => (id ? api.updateBanner(id, body, image) : api.createBanner(channelId, body, image)),
);

/** Puts a channel's banners in this order; the slice shows it at once (pending). */
export const reorderBanners = createApiThunk(
  'links/reorderBanners',
  ({ channelId, ids }: { channelId: string; ids: string[] }) => api.reorderBanners(channelId, ids),
);

export const deleteBanner = createApiThunk('links/deleteBanner', async (id: string) => {
  await api.deleteBanner(id);
  return id;
});
