import type { UploadUpdateBody } from '../../../contract/uploads';
import { createApiThunk } from '../../state/createApiThunk';
import * as api from './uploadsApi';

export const fetchUploads = createApiThunk(
  'uploads/fetchUploads',
  (params: api.UploadListParams, { signal }) => api.fetchUploads(params, signal),
);

export const fetchUpload = createApiThunk('uploads/fetchUpload', (id: string, { signal }) =>
  api.fetchUpload(id, signal),
);

export const updateUpload = createApiThunk(
  'uploads/updateUpload',
  ({ id, body }: { id: string; body: UploadUpdateBody }) => api.updateUpload(id, body),
);

export const deleteUpload = createApiThunk('uploads/deleteUpload', async (id: string) => {
  await api.deleteUpload(id);
  return id;
});
