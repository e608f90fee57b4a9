import type {
  Channel,
  ChannelListItem,
  ChannelListQuery,
  ChannelListResponse,
  ChannelResponse,
  CreateChannelBody,
  UpdateChannelBody,
} from '../../../contract/channels';
import type { CatalogueListResponse } from '../../../contract/channelCatalogues';
import { apiClient } from '../../lib/apiClient';

export interface ChannelPage {
  data: ChannelListItem[];
  total: number;
}

/** The multipart body of the channel writes: the JSON in "data", the image beside it. */
function channelForm(data: object, image: File | null): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  if (image) form.append('image', image, image.name);
  return form;
}

const path = (id: string) => encodeURIComponent(id);

/** One page of the channels of a company (`All`: every company's, for a platform admin). */
export async function fetchChannels(
  companyId: string,
  query: ChannelListQuery,
  signal?: AbortSignal,
): Promise<ChannelPage> {
  const response = await apiClient.get<ChannelListResponse>(
    `/content-provider/${path(companyId)}`,
    {
      params: query,
      signal,
    },
  );
  return { data: response.data.data, total: response.data.total ?? response.data.data.length };
}

export async function fetchChannel(id: string, signal?: AbortSignal): Promise<Channel> {
  const response = await apiClient.get<ChannelResponse>(`/content-provider/item/${path(id)}`, {
    signal,
  });
  return response.data.data;
}

export async function createChannel(body: CreateChannelBody, image: File | null): Promise<Channel> {
  const response = await apiClient.post<ChannelResponse>(
    '/content-provider',
    channelForm(body, image),
  );
  return response.data.data;
}

export async function updateChannel(
  id: string,
  body: UpdateChannelBody,
  image: File | null,
): Promise<Channel> {
  const response = await apiClient.put<ChannelResponse>(
    `/content-provider/${path(id)}`,
    channelForm(body, image),
  );
  return response.data.data;
}

export async function duplicateChannel(id: string, clientName: string): Promise<Channel> {
  const response = await apiClient.post<ChannelResponse>('/content-provider/duplicate', {
    id,
    clientName,
  });
  return response.data.data;
}

export async function setChannelStatus(id: string, status: 0 | 1): Promise<Channel> {
  const response = await apiClient.put<ChannelResponse>(`/content-provider/status/${path(id)}`, {
    status,
  });
  return response.data.data;
}

export async function deleteChannel(id: string): Promise<void> {
  await apiClient.delete(`/content-provider/${path(id)}`);
}

/** An entry of a catalogue, as the channel form offers it. */
export interface CatalogueChoice {
  _id: string;
  name: string;
}

/** The entries of each catalogue a channel can be placed in (SPEC.md: category, group, type). */
export interface CatalogueChoices {
  category: CatalogueChoice[];
  group: CatalogueChoice[];
  type: CatalogueChoice[];
  unionType: CatalogueChoice[];
}

async function catalogueChoices(
  list: string,
  companyId: string,
  signal?: AbortSignal,
): Promise<CatalogueChoice[]> {
  const response = await apiClient.get<CatalogueListResponse>(`${list}/${path(companyId)}`, {
    signal,
  });
  return response.data.data.map(({ _id, name }) => ({ _id, name }));
}

/** A company's four catalogues, for the channel form's pickers. */
export async function fetchCatalogueChoices(
  companyId: string,
  signal?: AbortSignal,
): Promise<CatalogueChoices> {
  const [category, group, type, unionType] = await Promise.all([
    catalogueChoices('/content-provider/categories', companyId, signal),
    catalogueChoices('/content-provider/groups', companyId, signal),
    catalogueChoices('/content-provider/types', companyId, signal),
    catalogueChoices('/content-provider/union-type', companyId, signal),
  ]);
  return { category, group, type, unionType };
}
