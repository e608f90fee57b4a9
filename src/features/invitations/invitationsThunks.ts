import type { InvitationLinkBody } from '../../../contract/invitations';
import { createApiThunk } from '../../state/createApiThunk';
import { createDownloadThunk } from '../../state/downloads';
import { selectCompanyInView } from '../../state/session';
import * as api from './invitationsApi';

export const fetchLinks = createApiThunk('invitations/fetchLinks', (_: void, { signal }) =>
  api.fetchLinks(signal),
);

export const fetchLinkChannels = createApiThunk(
  'invitations/fetchLinkChannels',
  (_: void, { signal, getState }) => api.fetchLinkChannels(selectCompanyInView(getState()), signal),
);

export const createLink = createApiThunk('invitations/createLink', (body: InvitationLinkBody) =>
  api.createLink(body),
);

export const revokeLink = createApiThunk('invitations/revokeLink', (id: string) =>
  api.revokeLink(id),
);

export const rotateLink = createApiThunk('invitations/rotateLink', (id: string) =>
  api.rotateLink(id),
);

export const fetchQrPreview = createApiThunk(
  'invitations/fetchQrPreview',
  async (id: string, { signal }) => ({ id, svg: await api.fetchQrSvg(id, signal) }),
);

export const downloadQr = createDownloadThunk(
  'invitations/downloadQr',
  ({ id, format }: { id: string; format: api.QrFormat }) => api.qrFile(id, format),
);
