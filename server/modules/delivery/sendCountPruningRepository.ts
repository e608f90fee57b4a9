import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from './clock';
import { rowsOf } from './sqlRowsRepository';

/**
 * Days a frequency-cap count is kept after its period's first day: a week's period lasts seven,
 * and the recipient's local date can be a day either side of the server's.
 */
export const SEND_COUNT_DAYS = 9;

/**
 * Deletes the frequency-cap counts of periods long over. Without it the counts grow by one row
 * per reached user per day. The table has no index on the period (every fan-out would pay for
 * it), so this reads it whole; it runs once an hour, when a fan-out rarely does.
 */
export async function pruneSendCounts(options: { db: Database; clock: Clock }): Promise<number> {
  const cutoff = new Date(options.clock().getTime() - SEND_COUNT_DAYS * 86_400_000);
  const rows = await rowsOf(
    options.db,
    sql`with gone as (
        delete from recipient_send_counts where period_start < ${cutoff.toISOString().slice(0, 10)}::date
        returning 1)
      select count(*)::int as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}
