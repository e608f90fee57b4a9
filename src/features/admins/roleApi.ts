import type { Role, RoleBody, RoleListResponse } from '../../../contract/roleSchemas';
import { apiClient } from '../../lib/apiClient';

interface RoleResponse {
  success: true;
  data: Role;
}

const rolePath = (id: string) => `/user/roles/${encodeURIComponent(id)}`;

export async function fetchRoles(signal?: AbortSignal): Promise<Role[]> {
  const response = await apiClient.get<RoleListResponse>('/user/roles', { signal });
  return response.data.data;
}

export async function createRole(body: RoleBody): Promise<Role> {
  const response = await apiClient.post<RoleResponse>('/user/roles', body);
  return response.data.data;
}

export async function updateRole(id: string, body: RoleBody): Promise<Role> {
  const response = await apiClient.put<RoleResponse>(rolePath(id), body);
  return response.data.data;
}

export async function deleteRole(id: string): Promise<void> {
  await apiClient.delete(rolePath(id));
}
