import { sql, type SQL } from 'drizzle-orm';

/** A date and a time on a wall clock, shown the same in every zone: YYYY-MM-DD and HH:mm. */
export interface LocalWallTime {
  date: string;
  time: string;
}

/** The earliest zone in use is UTC+14 (Kiribati's Line Islands): it reaches a wall time first. */
const EARLIEST_ZONE_OFFSET_MS = 14 * 3_600_000;

/** From UTC+14 to the last zone in use, UTC-12: how long after its start a local-time send ends. */
export const LOCAL_TIME_SPREAD_HOURS = 26;

/**
 * When the first zone on earth reaches the wall time: a local-time send's occurrence starts
 * then, so every recipient's instant is still ahead when the fan-out writes their row.
 */
export function firstZoneReaches({ date, time }: LocalWallTime): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) - EARLIEST_ZONE_OFFSET_MS);
}

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

/** The wall time a stored message is sent at on each recipient's clock, or null: not such a send. */
export function localWallTimeOf(message: {
  localTimeSend: boolean;
  scheduleDate: string | null;
  scheduleTime: string | null;
}): LocalWallTime | null {
  const { localTimeSend, scheduleDate, scheduleTime } = message;
  return localTimeSend && scheduleDate && scheduleTime
    ? { date: scheduleDate, time: scheduleTime }
    : null;
}
