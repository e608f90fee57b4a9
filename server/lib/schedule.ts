/**
 * When a scheduled message is due. Schedules are wall-clock times in the sender's IANA zone, so
 * every conversion goes through the zone's rules for that day (Intl only, no time library).
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

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const PACIFIC = 'America/Los_Angeles';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

export function isKnownTimeZone(zone: string): boolean {
  if (zone.trim() === '') return false;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallTimeOf(instant: Date | number, zone: string): WallTime {
  const parts = formatterFor(zone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The wall time read as if it were UTC, in ms: lets wall times be compared and shifted. */
function wallAsUtcMs(w: WallTime): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** The zone's offset from UTC at an instant, in ms (east positive). */
function offsetAt(instantMs: number, zone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  return wallAsUtcMs(wallTimeOf(whole, zone)) - whole;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The date's parts when it is a real calendar day (no 2026-02-30), else null. */
export function parseCalendarDate(
  date: string,
): { year: number; month: number; day: number } | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  )
    return null;
  return { year, month, day };
}

/**
 * The instant a wall-clock time happens in a zone. A time the clocks skip (spring forward) moves
 * forward by the gap, as the clock on the wall would show it; a time that happens twice (fall
 * back) takes the first.
 */
export function zonedWallTimeToUtc(date: string, time: string, zone: string): Date {
  const day = parseCalendarDate(date);
  const clock = TIME_PATTERN.exec(time);
  if (!day || !clock) throw new RangeError(`Not a wall time: ${date} ${time}`);
  if (!isKnownTimeZone(zone)) throw new RangeError(`Unknown time zone: ${zone}`);
  const wallMs = Date.UTC(day.year, day.month - 1, day.day, Number(clock[1]), Number(clock[2]));

  // Offsets a day either side bracket any single change of the zone's rules around this time.
  const before = offsetAt(wallMs - DAY_MS, zone);
  const after = offsetAt(wallMs + DAY_MS, zone);
  const matches = [...new Set([before, after])]
    .map((offset) => wallMs - offset)
    .filter((instant) => offsetAt(instant, zone) === wallMs - instant)
    .sort((a, b) => a - b);
  if (matches[0] !== undefined) return new Date(matches[0]);
  // In the gap: read with the offset in force before the change, which lands past the gap.
  return new Date(wallMs - before);
}

function addDays(date: { year: number; month: number; day: number }, days: number): string {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return d.toISOString().slice(0, 10);
}

/** 1 for Monday to 7 for Sunday. */
function isoWeekday(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const sunday0 = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

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

  const today = wallTimeOf(after, timeZone);
  const firstDay = scheduleDate ? parseCalendarDate(scheduleDate) : null;
  const start =
    firstDay && Date.UTC(firstDay.year, firstDay.month - 1, firstDay.day) > wallAsUtcMs(today)
      ? firstDay
      : today;
  // Today and the seven days after it hold every weekday, today's again among them.
  for (let offset = 0; offset <= 7; offset += 1) {
    const date = addDays(start, offset);
    if (!days.includes(isoWeekday(date))) continue;
    const instant = zonedWallTimeToUtc(date, scheduleTime, timeZone);
    if (instant.getTime() > after.getTime()) return instant;
  }
  return null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD HH:mm:ss' in America/Los_Angeles, the zone the console converts list times from. */
export function toPacificWallTime(instant: Date): string {
  const w = wallTimeOf(instant, PACIFIC);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}
