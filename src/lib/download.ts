import type { AxiosProgressEvent } from 'axios';
import { apiClient } from './apiClient';

/** 0–100 as bytes move, or null while the size is not known. */
export type ProgressHandler = (percent: number | null) => void;

/** How far a transfer is, 0–100; null when the other side did not say how large it is. */
export function percentOf({ loaded, total }: Pick<AxiosProgressEvent, 'loaded' | 'total'>) {
  return total ? Math.min(100, Math.round((loaded / total) * 100)) : null;
}

/** An upload's progress for axios' onUploadProgress. */
export const uploadProgress = (onProgress: ProgressHandler) => (event: AxiosProgressEvent) =>
  onProgress(percentOf(event));

/** A file the API answers: where to ask, and the name to save under if the server names none. */
export interface FileRequest {
  method: 'get' | 'post';
  url: string;
  params?: Record<string, string | number | boolean>;
  body?: unknown;
  fallbackName: string;
  /**
   * A line the server writes at the end of a file it could not finish (its status was sent
   * before the rows): a file ending with it is refused, not saved with rows missing.
   */
  incompleteMarker?: string;
}

/** The server stopped writing the file part way; what arrived is not saved. */
export class IncompleteDownloadError extends Error {
  constructor() {
    super('The download stopped before the end of the file, so nothing was saved. Try again.');
    this.name = 'IncompleteDownloadError';
  }
}

/** The last bytes of a file as text (FileReader: older engines' Blob has no text()). */
function tailText(blob: Blob, bytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable download'));
    reader.readAsText(blob.slice(Math.max(0, blob.size - bytes)));
  });
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** Fetches a file from the API with its progress; the name comes from Content-Disposition. */
export async function downloadFile(
  { method, url, params, body, fallbackName, incompleteMarker }: FileRequest,
  onProgress: ProgressHandler,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const response = await apiClient.request<Blob>({
    method,
    url,
    params,
    data: body,
    responseType: 'blob',
    signal,
    onDownloadProgress: (event) => onProgress(percentOf(event)),
  });
  if (incompleteMarker) {
    const tail = await tailText(response.data, 512);
    if (tail.includes(incompleteMarker)) throw new IncompleteDownloadError();
  }
  const disposition: unknown = response.headers['content-disposition'];
  const fileName = attachmentName(typeof disposition === 'string' ? disposition : null);
  return { blob: response.data, fileName: fileName ?? fallbackName };
}

/** Hands a downloaded file to the browser as a save, through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; revoking on the next task is safe.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file name of a Content-Disposition header, or null when it names none. */
export function attachmentName(disposition: string | null | undefined): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() ?? null;
}
