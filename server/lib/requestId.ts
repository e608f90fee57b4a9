import { randomUUID } from 'node:crypto';

/** A request id a caller may choose: short, and nothing a log line or header could trip on. */
const GOOD_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * A request's id: the caller's `X-Request-Id` when it is a sane one (a proxy's or a client's,
 * so one id follows a call through every hop), else a new UUID.
 */
export function requestIdOf(request: {
  headers: Record<string, string | string[] | undefined>;
}): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && GOOD_REQUEST_ID.test(given) ? given : randomUUID();
}
