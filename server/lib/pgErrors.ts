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
