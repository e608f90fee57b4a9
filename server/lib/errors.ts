import { ERROR_STATUS, type ErrorCode, type ErrorStatus } from '../../contract/errorCodes';

/** The codes whose status is `Status`. */
export type CodeWithStatus<Status extends ErrorStatus> = {
  [Code in ErrorCode]: (typeof ERROR_STATUS)[Code] extends Status ? Code : never;
}[ErrorCode];

/**
 * An error the client should see: a code of the error catalogue and a message. Its HTTP status
 * is the code's own (contract/errorCodes.ts), so one code never answers with two statuses.
 */
export class AppError extends Error {
  readonly statusCode: ErrorStatus;
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Field by field, for a form to show each message against its field. */
    readonly details?: readonly { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

/**
 * A validation_error naming the field, in the shape the error model answers for schema
 * failures (`details: [{ field, message }]`), for rules a schema cannot state.
 */
export const fieldError = (field: string, message: string) =>
  new AppError('validation_error', `${field} ${message}`, [{ field, message }]);

/**
 * A 429: the call may be tried again after `retryAfterSeconds`, which the answer carries as
 * Retry-After (plugins/errorModel.ts; a 429 that names none says 60).
 */
export class TooManyRequests extends AppError {
  readonly retryAfterSeconds: number;
  constructor(code: CodeWithStatus<429>, message: string, retryAfterSeconds: number) {
    super(code, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** Seconds until a window of `windowMs` that began counting at `oldest` lets a call through. */
export const secondsUntilFree = (oldest: Date | null, windowMs: number, now: Date): number =>
  oldest ? (oldest.getTime() + windowMs - now.getTime()) / 1000 : windowMs / 1000;

export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found.`);

export const forbidden = (message = 'You are not allowed to do that.') =>
  new AppError('forbidden', message);

export const unauthorized = (message = 'Sign in to continue.') =>
  new AppError('error_unauthorized', message);
