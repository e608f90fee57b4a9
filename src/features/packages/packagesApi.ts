import type {
  Package,
  PackageBody,
  PackageListResponse,
  PackageResponse,
} from '../../../contract/packages';
import { apiClient } from '../../lib/apiClient';

const packagePath = (id: string) => `/content-provider/packages/package/${encodeURIComponent(id)}`;

export async function fetchPackages(companyID: string, signal?: AbortSignal): Promise<Package[]> {
  const response = await apiClient.get<PackageListResponse>(
    `/content-provider/packages/${encodeURIComponent(companyID)}`,
    { signal },
  );
  return response.data.data;
}

export async function fetchPackage(id: string, signal?: AbortSignal): Promise<Package> {
  const response = await apiClient.get<PackageResponse>(packagePath(id), { signal });
  return response.data.data;
}

export async function createPackage(body: PackageBody): Promise<Package> {
  const response = await apiClient.post<PackageResponse>('/content-provider/packages', body);
  return response.data.data;
}

export async function updatePackage(id: string, body: PackageBody): Promise<Package> {
  const response = await apiClient.put<PackageResponse>(packagePath(id), body);
  return response.data.data;
}

export async function deletePackage(id: string): Promise<void> {
  await apiClient.delete(`/content-provider/packages/${encodeURIComponent(id)}`);
}
