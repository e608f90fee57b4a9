import type { DetailedError, Upload } from 'tus-js-client';
import { API_BASE_URL } from './apiBase';
import { messageForCode } from './apiErrors';
import { COOKIE, getCookie, sessionToken } from './cookies';

/** tus needs the full address of its endpoint. */
export const TUS_ENDPOINT = `${API_BASE_URL}/upload/tus`;

/** 8 MB a request: small enough that a dropped connection loses little, large enough to be fast. */
const CHUNK_BYTES = 8 * 1024 * 1024;
/** A dropped connection is retried at once, then after 1, 3, 5 and 10 seconds. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000];

export interface ResumableUploadEvents {
  onProgress(sent: number, total: number): void;
  /** The stored file's id (the finishing answer's Upload-Id). */
  onSuccess(uploadId: string): void;
  onError(message: string): void;
}

export interface ResumableUpload {
  /** Starts, or resumes an earlier upload of the same file that was cut off. */
  start(): Promise<void>;
  /** Stops sending; `start` again carries on from the last byte the server has. */
  pause(): Promise<void>;
  /** Stops and has the server drop what it received. */
  cancel(): Promise<void>;
}

/** The server's refusal as its JSON body words it ({ code, message }), else a plain sentence. */
function messageOf(error: Error | DetailedError): string {
  const body = 'originalResponse' in error ? error.originalResponse?.getBody() : undefined;
  if (body) {
    try {
      const parsed = JSON.parse(body) as { code?: unknown; message?: unknown; details?: unknown };
      const details = Array.isArray(parsed.details) ? (parsed.details as unknown[]) : [];
      const first = details[0] as { field?: unknown; message?: unknown } | undefined;
      // A refused field is named, as a form shows it: "title must be 1 to 200 characters".
      if (typeof first?.field === 'string' && typeof first.message === 'string') {
        return `The ${first.field} ${first.message}.`;
      }
      if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
      if (typeof parsed.code === 'string') return messageForCode(parsed.code);
    } catch {
      // not JSON: tus's own answer
    }
  }
  const status = 'originalResponse' in error ? error.originalResponse?.getStatus() : undefined;
  if (status === 413) return 'The file is too large for this kind of upload.';
  if (status === 404) return 'The upload was not found. Choose the file again to start over.';
  return 'The upload could not reach the server. Check the connection and resume.';
}

/**
 * A file sent with the tus protocol to POST /upload/tus (server/modules/uploads/tusRoutes.ts),
 * in chunks, retried after a dropped connection and resumable after a reload: tus-js-client keeps
 * each unfinished upload's address in localStorage by the file's fingerprint. tus-js-client loads
 * with the first upload, so no page downloads it before.
 */
export function createResumableUpload(
  file: File,
  metadata: Record<string, string>,
  events: ResumableUploadEvents,
): ResumableUpload {
  let upload: Upload | null = null;

  async function open(): Promise<Upload> {
    if (upload) return upload;
    const tus = await import('tus-js-client');
    const created: Upload = new tus.Upload(file, {
      endpoint: TUS_ENDPOINT,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      removeFingerprintOnSuccess: true,
      metadata: { ...metadata, filename: file.name, filetype: file.type },
      onBeforeRequest(request) {
        // Read at each request: a session renewed mid-upload is picked up.
        const token = sessionToken();
        const companyID = getCookie(COOKIE.companyID);
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
        if (companyID) request.setHeader('companyID', companyID);
      },
      onProgress: (sent, total) => events.onProgress(sent, total),
      onSuccess({ lastResponse }) {
        events.onSuccess(lastResponse.getHeader('Upload-Id') ?? '');
      },
      onError: (error) => events.onError(messageOf(error)),
      // A refusal (4xx other than a lost lock or a timeout) will not change by retrying.
      onShouldRetry(error) {
        const status = error.originalResponse?.getStatus() ?? 0;
        return status === 0 || status === 409 || status === 423 || status >= 500;
      },
    });
    upload = created;
    return created;
  }

  return {
    async start() {
      const current = await open();
      const previous = await current.findPreviousUploads();
      const earlier = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
      if (earlier) current.resumeFromPreviousUpload(earlier);
      current.start();
    },
    async pause() {
      await upload?.abort(false);
    },
    async cancel() {
      await upload?.abort(true);
    },
  };
}
