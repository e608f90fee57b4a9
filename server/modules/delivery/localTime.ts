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
