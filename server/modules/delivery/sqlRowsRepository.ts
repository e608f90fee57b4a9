import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Anything that runs SQL: the database or a transaction inside it. */
export type Executor = Pick<Database, 'execute'>;

/** The rows of a raw statement, from the database or from a transaction. */
export async function rowsOf(db: Executor, query: SQL): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query);
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows))
    return result.rows as Record<string, unknown>[];
  throw new Error('the database driver answered without rows');
}

export const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' ? value : null;

export const dateOrNull = (value: unknown): Date | null => {
  if (value instanceof Date) return value;
  if (typeof value === 'string' || typeof value === 'number') return new Date(value);
  return null;
};
