import type { ErrorCode } from '../../contract/errorCodes';

/** An error the client should see: its HTTP status, a code of the error catalogue, a message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** Field by field, for a form to show each message against its field. */
    readonly details?: readonly { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * A 429: the call may be tried again after `retryAfterSeconds`, which the answer carries as
 * Retry-After (plugins/errorModel.ts; a 429 that names none says 60).
 */
export class TooManyRequests extends AppError {
  readonly retryAfterSeconds: number;
  constructor(code: ErrorCode, message: string, retryAfterSeconds: number) {
    super(429, code, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** Seconds until a window of `windowMs` that began counting at `oldest` lets a call through. */
export const secondsUntilFree = (oldest: Date | null, windowMs: number, now: Date): number =>
  oldest ? (oldest.getTime() + windowMs - now.getTime()) / 1000 : windowMs / 1000;

export const notFound = (what = 'Resource') => new AppError(404, 'not_found', `${what} not found.`);

export const forbidden = (message = 'You are not allowed to do that.') =>
  new AppError(403, 'forbidden', message);

export const unauthorized = (message = 'Sign in to continue.') =>
  new AppError(401, 'error_unauthorized', message);
