import { sql, type SQL } from 'drizzle-orm';
import type { LocalWallTime } from './localTime';

/**
 * The instant a recipient's clock in `zone` (an SQL text expression) shows the wall time,
 * as PostgreSQL reads a wall time in a zone: a time the clocks skip (spring forward) is read
 * with the offset before the change, so it lands as far past the change as it was meant to be
 * past the skipped hour (02:30 in New York on 8 March 2026 is 03:30 EDT); a time that occurs twice
 * (fall back) is read as standard time, the second of the two (01:30 in New York on 1 November
 * 2026 is 01:30 EST).
 */
export function wallTimeInZoneSql({ date, time }: LocalWallTime, zone: SQL): SQL {
  return sql`((${`${date} ${time}`}::timestamp) at time zone ${zone})`;
}

/**
 * When a recipient in `zone` gets a local-time send written at `now`: when their clock shows the
 * wall time, or at once when it already has (the engine was down while it passed).
 */
export function localSendAtSql(local: LocalWallTime, now: Date, zone: SQL): SQL {
  return sql`greatest(${now.toISOString()}::timestamptz, ${wallTimeInZoneSql(local, zone)})`;
}
