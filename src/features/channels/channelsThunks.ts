import type {
  ChannelListQuery,
  CreateChannelBody,
  UpdateChannelBody,
} from '../../../contract/channels';
import { createApiThunk } from '../../state/createApiThunk';
import { selectCompanyInView } from '../../state/session';
import * as api from './channelsApi';

/** One page of the channels of the organisation in view (every one's for a platform admin). */
export const fetchChannels = createApiThunk(
  'channels/fetchChannels',
  (query: ChannelListQuery, { signal, getState }) =>
    api.fetchChannels(selectCompanyInView(getState()), query, signal),
);

export const fetchChannel = createApiThunk('channels/fetchChannel', (id: string, { signal }) =>
  api.fetchChannel(id, signal),
);

export const createChannel = createApiThunk(
  'channels/createChannel',
  ({ body, image }: { body: CreateChannelBody; image: File | null }) =>
    api.createChannel(body, image),
);

export const updateChannel = createApiThunk(
  'channels/updateChannel',
  ({ id, body, image }: { id: string; body: UpdateChannelBody; image: File | null }) =>
    api.updateChannel(id, body, image),
);

export const duplicateChannel = createApiThunk(
  'channels/duplicateChannel',
  ({ id, clientName }: { id: string; clientName: string }) => api.duplicateChannel(id, clientName),
);

export const setChannelStatus = createApiThunk(
  'channels/setChannelStatus',
  ({ id, status }: { id: string; status: 0 | 1 }) => api.setChannelStatus(id, status),
);

export const deleteChannel = createApiThunk('channels/deleteChannel', async (id: string) => {
  await api.deleteChannel(id);
  return id;
});

/** The catalogues of the channel's company, for the form's pickers. */
export const fetchCatalogueChoices = createApiThunk(
  'channels/fetchCatalogueChoices',
  (companyId: string, { signal }) => api.fetchCatalogueChoices(companyId, signal),
);
