import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Runs raw SQL and returns its rows. Both drivers (PGlite and node-postgres) answer with
 * `{ rows }`; Drizzle's shared type cannot say so, hence the check here, in one place.
 */
export async function selectRows<T extends Record<string, unknown>>(
  db: Database,
  query: SQL,
): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  throw new Error('the database driver answered without rows');
}

/**
 * A json or jsonb value of a raw query's row: node-postgres parses it, while some drivers give
 * the text. Callers still check the shape they expect.
 */
export function jsonColumn(value: unknown): unknown {
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
}
