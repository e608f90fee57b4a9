import type { UnionLinkBody } from '../../../contract/unionLinks';
import { createApiThunk } from '../../state/createApiThunk';
import { selectCompanyInView } from '../../state/session';
import * as api from './unionLinksApi';

export const fetchLinks = createApiThunk('unionLinks/fetchLinks', (_: void, { signal, getState }) =>
  api.fetchLinks(selectCompanyInView(getState()), signal),
);

export const fetchLink = createApiThunk('unionLinks/fetchLink', (id: string, { signal }) =>
  api.fetchLink(id, signal),
);

export const saveLink = createApiThunk(
  'unionLinks/saveLink',
  ({ id, body }: { id: string | null; body: UnionLinkBody }) =>
    id ? api.updateLink(id, body) : api.createLink(body),
);

export const deleteLink = createApiThunk('unionLinks/deleteLink', async (id: string) => {
  await api.deleteLink(id);
  return id;
});

/** The channels of an organisation ('All': every one a platform admin may see). */
export const fetchChannelChoices = createApiThunk(
  'unionLinks/fetchChannelChoices',
  (companyID: string, { signal }) => api.fetchChannelChoices(companyID, signal),
);
