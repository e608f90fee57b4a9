import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Any constant works, as long as nothing else takes advisory locks in this class. */
const KEY_LOCK_CLASS = 7_341_904;

/**
 * Locks the keys until the transaction ends, so a count of a key's rows and the insert that
 * depends on it are one step: concurrent requests for the same key (an account, an address)
 * take turns instead of all passing the check before any is counted. In key order, so two
 * requests sharing keys cannot deadlock. Works alike on PostgreSQL and PGlite.
 */
export async function lockKeys(tx: Database, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK_CLASS}::int, hashtext(${key}))`);
  }
}
