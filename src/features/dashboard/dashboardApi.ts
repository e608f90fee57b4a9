import type { Dashboard, DashboardResponse } from '../../../contract/auth';
import { apiClient } from '../../lib/apiClient';

export async function fetchDashboard(companyID: string, userGroup: number): Promise<Dashboard> {
  const path = `/user/dashboard/${encodeURIComponent(companyID)}/${userGroup}`;
  const response = await apiClient.get<DashboardResponse>(path);
  return response.data.data;
}
