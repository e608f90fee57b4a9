import type {
  CompanyListItem,
  CompanyListResponse,
  SettingValueResponse,
} from '../../../contract/company';
import { apiClient } from '../../lib/apiClient';

export async function fetchCompanies(): Promise<CompanyListItem[]> {
  const response = await apiClient.get<CompanyListResponse>('/company');
  return response.data.data;
}

export async function fetchMenuColor(contentProviderID: string): Promise<string | null> {
  const path = `/settings/menu-color/${encodeURIComponent(contentProviderID)}`;
  const response = await apiClient.get<SettingValueResponse>(path);
  return response.data.data.value;
}
