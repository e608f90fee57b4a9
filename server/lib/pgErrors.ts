/**
 * True when a query failed on the named unique index (SQLSTATE 23505). Drizzle wraps the driver's
 * error (node-postgres or PGlite, which carry the same `code` and `constraint` fields) in its own,
 * so the cause chain is followed.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if (
      'code' in current &&
      current.code === '23505' &&
      'constraint' in current &&
      current.constraint === constraint
    ) {
      return true;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** SQLSTATE of an error or of a cause behind it (Drizzle wraps the driver's error). */
export function sqlStateOf(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return null;
    if (
      'code' in current &&
      typeof current.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(current.code)
    ) {
      return current.code;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return null;
}

/** Node's codes for a connection that could not be made or was cut. */
const CONNECTION_LOST = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const LOST_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
];

/**
 * True when the database could not do the work rather than the work being wrong: a statement
 * cancelled by its timeout (57014), no pooled connection free within the wait the pool allows, or
 * the server shutting down, starting up or out of reach (57P01-57P03, class 08, a refused or cut
 * connection). node-postgres says some of these in its message only.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const state = sqlStateOf(error);
  if (state === '57014' || state?.startsWith('57P') || state?.startsWith('08')) return true;
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (!(current instanceof Error)) return false;
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_LOST.has(code)) return true;
    if (LOST_MESSAGES.some((text) => current instanceof Error && current.message.includes(text)))
      return true;
    current = current.cause;
  }
  return false;
}
