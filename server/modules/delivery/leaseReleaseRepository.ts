import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from './sqlRowsRepository';

/**
 * Lets go of every fan-out lease a stopping worker holds (whole occurrences and ranges of split
 * ones), so another worker resumes those sends at once instead of after DELIVERY_LEASE_MS. Only
 * called once the worker's loops have stopped: none of its batches is open, and each walk's
 * cursor is committed, so whoever takes a send over starts exactly where this one ended.
 * Answers how many leases it let go.
 */
export async function releaseLeases(db: Executor, workerId: string): Promise<number> {
  const rows = await rowsOf(
    db,
    sql`with occurrences as (
        update message_occurrences set lease_owner = null, lease_until = null
        where lease_owner = ${workerId} and state = 'sending'
        returning 1),
      ranges as (
        update occurrence_ranges set lease_owner = null, lease_until = null
        where lease_owner = ${workerId} and state = 'sending'
        returning 1)
      select (select count(*) from occurrences) + (select count(*) from ranges) as released`,
  );
  return Number(rows[0]?.released ?? 0);
}
