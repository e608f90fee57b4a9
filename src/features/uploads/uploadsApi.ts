import type {
  Upload,
  UploadKind,
  UploadListQuery,
  UploadListResponse,
  UploadResponse,
  UploadUpdateBody,
} from '../../../contract/uploads';
import { apiClient } from '../../lib/apiClient';

export type UploadListParams = UploadListQuery & { type: UploadKind };

export interface UploadPage {
  uploads: Upload[];
  total: number;
}

const uploadPath = (id: string) => `/upload/${encodeURIComponent(id)}`;

export async function fetchUploads(
  params: UploadListParams,
  signal?: AbortSignal,
): Promise<UploadPage> {
  const response = await apiClient.get<UploadListResponse>('/upload', { params, signal });
  return response.data.data;
}

export async function fetchUpload(id: string, signal?: AbortSignal): Promise<Upload> {
  const response = await apiClient.get<UploadResponse>(uploadPath(id), { signal });
  return response.data.data;
}

export async function updateUpload(id: string, body: UploadUpdateBody): Promise<Upload> {
  const response = await apiClient.put<UploadResponse>(uploadPath(id), body);
  return response.data.data;
}

export async function deleteUpload(id: string): Promise<void> {
  await apiClient.delete(uploadPath(id));
}
