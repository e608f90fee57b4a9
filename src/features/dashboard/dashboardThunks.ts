import { createApiThunk } from '../../state/createApiThunk';
import type { SessionStart } from '../../state/sessionActions';
import { sessionToken } from '../../lib/cookies';
import * as dashboardApi from './dashboardApi';

/** Whose counters: the admin's company (or 'All') and user group. */
export type DashboardQuery = SessionStart;

export const fetchDashboard = createApiThunk(
  'dashboard/fetchDashboard',
  ({ companyID, userGroup }: DashboardQuery) => dashboardApi.fetchDashboard(companyID, userGroup),
  {
    condition: (_, { getState }) =>
      Boolean(sessionToken()) && getState().dashboard?.flows.load.status !== 'loading',
  },
);
