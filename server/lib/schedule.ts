import {
  addDays,
  isoWeekday,
  parseCalendarDate,
  wallTimeAt,
  zonedWallTimeToUtc,
} from '../../contract/serverTime';

/**
 * When a scheduled message is due. Schedules are wall-clock times in the sender's IANA zone, so
 * every conversion goes through the zone's rules for that day (contract/serverTime.ts, on dayjs).
 */
export interface ScheduleSpec {
  scheduleType: 'now' | 'once' | 'weekdays' | 'daily';
  /** YYYY-MM-DD: the day of a once-schedule; for daily and weekdays, the first day it may run. */
  scheduleDate: string | null;
  /** HH:mm, 24-hour. */
  scheduleTime: string | null;
  /** 1..7, Monday to Sunday. */
  scheduleDays: number[];
  /** IANA zone name. */
  timeZone: string;
}

export { isKnownTimeZone, parseCalendarDate, zonedWallTimeToUtc } from '../../contract/serverTime';
/** 'YYYY-MM-DD HH:mm:ss' in America/Los_Angeles, the zone the console converts list times from. */
export { toServerTime as toPacificWallTime } from '../../contract/serverTime';

/**
 * The first time the schedule fires strictly after `after`, or null when it never fires again:
 * 'now' is sent at once and never scheduled, and a past once-schedule is over.
 */
export function nextDueAt(spec: ScheduleSpec, after: Date): Date | null {
  const { scheduleType, scheduleDate, scheduleTime, timeZone } = spec;
  if (scheduleType === 'now' || scheduleTime === null) return null;
  if (scheduleType === 'once') {
    if (scheduleDate === null) return null;
    const instant = zonedWallTimeToUtc(scheduleDate, scheduleTime, timeZone);
    return instant.getTime() > after.getTime() ? instant : null;
  }
  const days = scheduleType === 'daily' ? [1, 2, 3, 4, 5, 6, 7] : spec.scheduleDays;
  if (days.length === 0) return null;

  const today = wallTimeAt(after, timeZone).slice(0, 10);
  // Real YYYY-MM-DD days sort as strings as they do on the calendar.
  const start =
    scheduleDate && parseCalendarDate(scheduleDate) && scheduleDate > today ? scheduleDate : today;
  // Today and the seven days after it hold every weekday, today's again among them.
  for (let offset = 0; offset <= 7; offset += 1) {
    const date = addDays(start, offset);
    if (!days.includes(isoWeekday(date))) continue;
    const instant = zonedWallTimeToUtc(date, scheduleTime, timeZone);
    if (instant.getTime() > after.getTime()) return instant;
  }
  return null;
}
