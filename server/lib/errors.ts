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

export const notFound = (what = 'Resource') => new AppError(404, 'not_found', `${what} not found.`);

export const forbidden = (message = 'You are not allowed to do that.') =>
  new AppError(403, 'forbidden', message);

export const unauthorized = (message = 'Sign in to continue.') =>
  new AppError(401, 'error_unauthorized', message);
