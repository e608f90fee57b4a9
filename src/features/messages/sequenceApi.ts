import type { Static } from '@sinclair/typebox';
import type {
  SequenceBody,
  SequenceListResponse,
  SequenceResponse,
  SequenceStep,
} from '../../../contract/sequences';
import { apiClient } from '../../lib/apiClient';
import { uploadProgress, type ProgressHandler } from '../../lib/download';

const enc = encodeURIComponent;

/** The steps of a channel's sequence. */
export async function fetchSequence(cpId: string, signal?: AbortSignal): Promise<SequenceStep[]> {
  const response = await apiClient.get<Static<typeof SequenceListResponse>>(
    `/messages/sequence/${enc(cpId)}`,
    { signal },
  );
  return response.data.data;
}

export async function createSequenceStep(body: SequenceBody): Promise<SequenceStep> {
  const response = await apiClient.post<Static<typeof SequenceResponse>>(
    '/messages/sequence',
    body,
  );
  return response.data.data;
}

/** A step with an attached file: multipart, the step as JSON in `data` beside `file`. */
export async function createSequenceStepWithFile(
  body: SequenceBody,
  file: File,
  onProgress: ProgressHandler,
): Promise<SequenceStep> {
  const form = new FormData();
  form.append('data', JSON.stringify(body));
  form.append('file', file, file.name);
  const response = await apiClient.post<Static<typeof SequenceResponse>>(
    '/messages/sequence/file',
    form,
    { onUploadProgress: uploadProgress(onProgress) },
  );
  return response.data.data;
}

/** Changes a step; its file stays. */
export async function updateSequenceStep(id: string, body: SequenceBody): Promise<SequenceStep> {
  const response = await apiClient.put<Static<typeof SequenceResponse>>(
    `/messages/sequence/${enc(id)}`,
    body,
  );
  return response.data.data;
}

export async function deleteSequenceStep(id: string): Promise<void> {
  await apiClient.delete(`/messages/sequence/${enc(id)}`);
}
