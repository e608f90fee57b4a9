import type {
  Company,
  CompanyListItem,
  CompanyListResponse,
  CompanyResponse,
  CompanySettingsBody,
  CreateCompanyBody,
  LastCompanyNumberResponse,
  SettingValueResponse,
  UpdateCompanyBody,
} from '../../../contract/company';
import type { SuccessOnly } from '../../../contract/common';
import type { DeliveryRules, DeliveryRulesResponse } from '../../../contract/deliveryRules';
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

/** The logo and favicon a branding form sends, when the admin chose new ones. */
export interface BrandingFiles {
  logo?: File | null;
  favicon?: File | null;
}

/** The multipart body of the branding calls: the JSON in "data", the images beside it. */
function brandingForm(data: object, files: BrandingFiles = {}): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  if (files.logo) form.append('logo', files.logo, files.logo.name);
  if (files.favicon) form.append('favicon', files.favicon, files.favicon.name);
  return form;
}

const path = (id: string) => encodeURIComponent(id);

export async function fetchCompany(id: string, signal?: AbortSignal): Promise<Company> {
  const response = await apiClient.get<CompanyResponse>(`/company/${path(id)}`, { signal });
  return response.data.data;
}

export async function fetchLastCompanyNumber(signal?: AbortSignal): Promise<number> {
  const response = await apiClient.get<LastCompanyNumberResponse>(
    '/company/number/last_company_number',
    { signal },
  );
  return response.data.data.companyNumber;
}

export async function createCompany(body: CreateCompanyBody, files: BrandingFiles) {
  const response = await apiClient.post<CompanyResponse>('/company', brandingForm(body, files));
  return response.data.data;
}

export async function updateCompany(id: string, body: UpdateCompanyBody, files: BrandingFiles) {
  const response = await apiClient.put<CompanyResponse>(
    `/company/${path(id)}`,
    brandingForm(body, files),
  );
  return response.data.data;
}

export async function setCompanyStatus(id: string, status: 0 | 1): Promise<Company> {
  const response = await apiClient.put<CompanyResponse>(`/company/status/${path(id)}`, {
    status,
  });
  return response.data.data;
}

export async function deleteCompany(id: string): Promise<void> {
  await apiClient.delete<SuccessOnly>(`/company/${path(id)}`);
}

export async function fetchCompanySettings(id: string, signal?: AbortSignal): Promise<Company> {
  const response = await apiClient.get<CompanyResponse>(`/company-settings/${path(id)}`, {
    signal,
  });
  return response.data.data;
}

export async function saveCompanySettings(body: CompanySettingsBody, files: BrandingFiles) {
  const response = await apiClient.post<CompanyResponse>(
    '/company-settings',
    brandingForm(body, files),
  );
  return response.data.data;
}

export async function fetchDeliveryRules(signal?: AbortSignal): Promise<DeliveryRules> {
  const response = await apiClient.get<DeliveryRulesResponse>('/delivery-rules', { signal });
  return response.data.data;
}

export async function saveDeliveryRules(rules: DeliveryRules): Promise<DeliveryRules> {
  const response = await apiClient.put<DeliveryRulesResponse>('/delivery-rules', rules);
  return response.data.data;
}
