import type { EngagementQuery } from '../../../contract/analytics';
import { createApiThunk } from '../../state/createApiThunk';
import { createDownloadThunk } from '../../state/downloads';
import { selectCompanyInView } from '../../state/session';
import * as api from './analyticsApi';

export const fetchEngagement = createApiThunk(
  'analytics/fetchEngagement',
  (query: EngagementQuery, { signal }) => api.fetchEngagement(query, signal),
);

export const fetchCredits = createApiThunk(
  'analytics/fetchCredits',
  (query: EngagementQuery, { signal }) => api.fetchCredits(query, signal),
);

export const fetchAnalyticsChannels = createApiThunk(
  'analytics/fetchChannels',
  (_: void, { signal, getState }) =>
    api.fetchAnalyticsChannels(selectCompanyInView(getState()), signal),
);

export const downloadEngagementCsv = createDownloadThunk(
  'analytics/downloadCsv',
  (query: EngagementQuery) => api.engagementCsvFile(query),
);
