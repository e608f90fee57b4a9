import type {
  AuxiliaryBuild,
  AuxiliaryBuildBody,
  AuxiliaryBuildListResponse,
  AuxiliaryBuildResponse,
  BuildStatusBody,
  ProvisioningBody,
  ProvisioningListResponse,
  ProvisioningReceipt,
  ProvisioningRequest,
  ProvisioningResponse,
} from '../../../contract/appBuildRequests';
import type { PublicCompany } from '../../../contract/auth';
import { apiClient } from '../../lib/apiClient';
import { iconForm } from './appBuildsApi';

const part = encodeURIComponent;

export async function fetchAuxiliaryBuilds(
  companyID: string,
  signal?: AbortSignal,
): Promise<AuxiliaryBuild[]> {
  const response = await apiClient.get<AuxiliaryBuildListResponse>(
    `/settings/auxiliary-builds/all/company/${part(companyID)}`,
    { signal },
  );
  return response.data.data;
}

export async function requestAuxiliaryBuild(
  body: AuxiliaryBuildBody,
  icon: File | null,
): Promise<AuxiliaryBuild> {
  const response = await apiClient.post<AuxiliaryBuildResponse>(
    '/settings/auxiliary-builds',
    iconForm(body, icon),
  );
  return response.data.data;
}

export async function moveAuxiliaryBuild(
  id: string,
  body: BuildStatusBody,
): Promise<AuxiliaryBuild> {
  const response = await apiClient.put<AuxiliaryBuildResponse>(
    `/settings/auxiliary-builds/status/${part(id)}`,
    body,
  );
  return response.data.data;
}

export async function fetchProvisioningRequests(
  companyID: string,
  signal?: AbortSignal,
): Promise<ProvisioningRequest[]> {
  const response = await apiClient.get<ProvisioningListResponse>(
    `/settings/provisioning/all/company/${part(companyID)}`,
    { signal },
  );
  return response.data.data;
}

export async function moveProvisioningRequest(
  id: string,
  body: BuildStatusBody,
): Promise<ProvisioningRequest> {
  const response = await apiClient.put<ProvisioningResponse>(
    `/settings/provisioning/status/${part(id)}`,
    body,
  );
  return response.data.data;
}

/** The public form's organisation: its name and logo, or an error when there is none. */
export async function fetchProvisioningCompany(companyID: string, signal?: AbortSignal) {
  const response = await apiClient.get<{ data: PublicCompany }>(
    `/public/company/${part(companyID)}`,
    {
      signal,
    },
  );
  return response.data.data;
}

export async function submitProvisioning(
  companyID: string,
  body: ProvisioningBody,
  icon: File | null,
): Promise<ProvisioningReceipt['data']> {
  const response = await apiClient.post<ProvisioningReceipt>(
    `/public/provision/${part(companyID)}`,
    iconForm(body, icon),
  );
  return response.data.data;
}
