import type { SQL } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { selectRows } from '../../server/db/rows';

/** Counter rows by their key columns joined with '/', to their count; zero counts left out. */
export type Tally = Record<string, number>;

/**
 * What a kept counter table holds, or the same figures counted from the rows themselves, as one
 * comparable record: each row's key columns make the key, `users` the value, zero rows dropped
 * (a counter that went back to zero and a group that never existed look the same).
 */
export async function tallyOf(db: Database, query: SQL, keys: readonly string[]): Promise<Tally> {
  const rows = await selectRows<Record<string, unknown>>(db, query);
  return Object.fromEntries(
    rows
      .filter((row) => Number(row.users) !== 0)
      .map((row) => [keys.map((key) => String(row[key])).join('/'), Number(row.users)]),
  );
}
