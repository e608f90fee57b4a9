import type {
  UserGroup,
  UserGroupBody,
  UserGroupListResponse,
  UserGroupUpdateBody,
} from '../../../contract/userGroups';
import { apiClient } from '../../lib/apiClient';

interface UserGroupResponse {
  success: true;
  data: UserGroup;
}

const groupPath = (id: string) => `/user/groups/${encodeURIComponent(id)}`;

export async function fetchGroups(signal?: AbortSignal): Promise<UserGroup[]> {
  const response = await apiClient.get<UserGroupListResponse>('/user/groups/', { signal });
  return response.data.data;
}

export async function fetchGroup(id: string, signal?: AbortSignal): Promise<UserGroup> {
  const response = await apiClient.get<UserGroupResponse>(groupPath(id), { signal });
  return response.data.data;
}

export async function createGroup(body: UserGroupBody): Promise<UserGroup> {
  const response = await apiClient.post<UserGroupResponse>('/user/groups/', body);
  return response.data.data;
}

export async function updateGroup(id: string, body: UserGroupUpdateBody): Promise<UserGroup> {
  const response = await apiClient.put<UserGroupResponse>(groupPath(id), body);
  return response.data.data;
}

export async function deleteGroup(id: string): Promise<void> {
  await apiClient.delete(groupPath(id));
}
