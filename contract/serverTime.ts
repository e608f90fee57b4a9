import { dayjs } from './dayjs';

/**
 * Wall-clock times and the zones they are read in, for the console and the API alike (SPEC.md
 * section 9): the API writes message times as America/Los_Angeles wall time, the console shows
 * them in the viewer's zone, and schedules are wall times in the sender's zone.
 *
 * Two of dayjs's zone helpers are not used as they come, because both go wrong around a change of
 * the clocks: `tz().format()` reads the wall clock through the machine's own zone (off by an hour
 * when that zone skips the hour), and `dayjs.tz(text, zone)` settles a repeated hour by today's
 * offset (so the answer depends on the season it runs in). Offsets come from dayjs, and the
 * arithmetic on them is done here, in UTC mode.
 */

/** The zone the API writes message times in. */
export const SERVER_TIME_ZONE = 'America/Los_Angeles';

/** The wire format of a wall time: the spec's `YYYY-MM-DD HH:mm:SS`, in dayjs's tokens. */
export const WALL_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const DATE_FORMAT = 'YYYY-MM-DD';
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The zone's offset from UTC at an instant, in ms (east positive); RangeError for an unknown zone. */
function dayjsOffsetAt(instantMs: number, zone: string): number {
  return dayjs(instantMs).tz(zone).utcOffset() * MINUTE_MS;
}

/**
 * Each UTC day's (else hour's) offset in a zone, or null for one whose offset changes. dayjs's
 * `tz()` builds a date formatter on every call (about a millisecond), and lists convert a time
 * per row; a day or hour that starts and ends on one offset has no change of the clocks in it
 * (no zone changes its clocks twice within a day).
 */
const offsetsBySpan = new Map<string, number | null>();
const MAX_CACHED_SPANS = 10_000;
const SPANS_MS = [DAY_MS, HOUR_MS];

function offsetAt(instantMs: number, zone: string): number {
  for (const span of SPANS_MS) {
    const start = Math.floor(instantMs / span) * span;
    const key = `${zone} ${span} ${start}`;
    let offset = offsetsBySpan.get(key);
    if (offset === undefined) {
      const atStart = dayjsOffsetAt(start, zone);
      offset = dayjsOffsetAt(start + span - 1, zone) === atStart ? atStart : null;
      if (offsetsBySpan.size >= MAX_CACHED_SPANS) offsetsBySpan.clear();
      offsetsBySpan.set(key, offset);
    }
    if (offset !== null) return offset;
  }
  return dayjsOffsetAt(instantMs, zone);
}

export function isKnownTimeZone(zone: string): boolean {
  if (zone.trim() === '') return false;
  try {
    offsetAt(0, zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of an instant in a zone, as YYYY-MM-DD HH:mm:ss. */
export function wallTimeAt(instant: Date | number, zone: string): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return dayjs.utc(ms + offsetAt(ms, zone)).format(WALL_TIME_FORMAT);
}

/** A wall time in the API's wire format, at an instant: what the API writes for a message time. */
export function toServerTime(instant: Date): string {
  return wallTimeAt(instant, SERVER_TIME_ZONE);
}

/**
 * The instant a wall time (read as if it were UTC, in ms) happens in a zone. A time the clocks
 * skip (spring forward) moves forward by the gap, as the clock on the wall would show it; a time
 * that happens twice (fall back) takes the first.
 */
function zonedInstant(wallMs: number, zone: string): number {
  // Offsets a day either side bracket any single change of the zone's rules around this time.
  const before = offsetAt(wallMs - DAY_MS, zone);
  const after = offsetAt(wallMs + DAY_MS, zone);
  const matches = [...new Set([before, after])]
    .map((offset) => wallMs - offset)
    .filter((instant) => offsetAt(instant, zone) === wallMs - instant)
    .sort((a, b) => a - b);
  // In the gap: read with the offset in force before the change, which lands past the gap.
  return matches[0] ?? wallMs - before;
}

/** Strict parsing: a day that does not exist (2026-02-30) or an hour 24 is not a time. */
const parseUtc = (text: string, format: string) => dayjs.utc(text, format, true);

/** The date's parts when it is a real calendar day (no 2026-02-30), else null. */
export function parseCalendarDate(
  date: string,
): { year: number; month: number; day: number } | null {
  const day = parseUtc(date, DATE_FORMAT);
  if (!day.isValid()) return null;
  return { year: day.year(), month: day.month() + 1, day: day.date() };
}

/** The instant a wall-clock time (YYYY-MM-DD, HH:mm, 24-hour) happens in a zone. */
export function zonedWallTimeToUtc(date: string, time: string, zone: string): Date {
  const wall = parseUtc(`${date} ${time}`, `${DATE_FORMAT} HH:mm`);
  if (!wall.isValid()) throw new RangeError(`Not a wall time: ${date} ${time}`);
  if (!isKnownTimeZone(zone)) throw new RangeError(`Unknown time zone: ${zone}`);
  return new Date(zonedInstant(wall.valueOf(), zone));
}

/** 1 for Monday to 7 for Sunday, the weekday codes of schedules. */
export function isoWeekday(date: string): number {
  const sunday0 = parseUtc(date, DATE_FORMAT).day();
  return sunday0 === 0 ? 7 : sunday0;
}

/** The calendar day `days` after a YYYY-MM-DD day. */
export function addDays(date: string, days: number): string {
  return parseUtc(date, DATE_FORMAT).add(days, 'day').format(DATE_FORMAT);
}

const WIRE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/;

/**
 * A server time (YYYY-MM-DD HH:mm:ss in America/Los_Angeles; a T between date and time, or no
 * seconds, are read too) as YYYY-MM-DD HH:mm:ss in `zone`. Text that is not such a time, or
 * names a day or hour that does not exist, comes back as it came.
 */
export function fromServerTime(text: string, zone: string): string {
  const match = WIRE_TIME.exec(text.trim());
  if (!match) return text;
  const wall = parseUtc(`${match[1]} ${match[2]}${match[3] ?? ':00'}`, WALL_TIME_FORMAT);
  if (!wall.isValid()) return text;
  return wallTimeAt(zonedInstant(wall.valueOf(), SERVER_TIME_ZONE), zone);
}
