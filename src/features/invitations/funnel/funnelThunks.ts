import type { InvitationFunnelQuery } from '../../../../contract/invitationFunnel';
import { createApiThunk } from '../../../state/createApiThunk';
import { createDownloadThunk } from '../../../state/downloads';
import * as api from './funnelApi';

export const fetchFunnel = createApiThunk(
  'invitationFunnel/fetch',
  (query: InvitationFunnelQuery, { signal }) => api.fetchFunnel(query, signal),
);

export const downloadFunnelCsv = createDownloadThunk(
  'invitationFunnel/downloadCsv',
  (query: InvitationFunnelQuery) => api.funnelCsvFile(query),
);
