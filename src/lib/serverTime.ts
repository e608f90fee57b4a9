import { WEEKDAY_LABELS } from '../../contract/messages';

/** The zone the API writes message times in (SPEC.md section 9). */
export const SERVER_TIME_ZONE = 'America/Los_Angeles';

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `instant` (ms since the epoch) in `timeZone`. */
function wallClockAt(instant: number, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
    second: part('second'),
  };
}

const asUtc = (c: WallClock) => Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);

/**
 * The instant a wall-clock time in `timeZone` names. The zone's offset is found at a first guess
 * and checked once more, which settles it on either side of a daylight-saving change.
 */
export function instantOf(clock: WallClock, timeZone: string): number {
  const target = asUtc(clock);
  let guess = target;
  for (let step = 0; step < 2; step += 1) {
    const offset = asUtc(wallClockAt(guess, timeZone)) - guess;
    guess = target - offset;
  }
  return guess;
}

function parseWallClock(text: string): WallClock | null {
  const match = WALL_CLOCK.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  return {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second ?? 0),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

function formatWallClock(c: WallClock): string {
  return `${c.year}-${pad(c.month)}-${pad(c.day)} ${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`;
}

/** The viewer's IANA zone, as the browser reports it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * A server time (YYYY-MM-DD HH:mm:ss in America/Los_Angeles) as YYYY-MM-DD HH:mm:ss in the
 * viewer's zone. Text that is not such a time is shown as it came.
 */
export function fromServerTime(text: string, timeZone = viewerTimeZone()): string {
  const clock = parseWallClock(text);
  if (!clock) return text;
  return formatWallClock(wallClockAt(instantOf(clock, SERVER_TIME_ZONE), timeZone));
}

/** An ISO instant as YYYY-MM-DD HH:mm:ss in the viewer's zone ('' when it is not a date). */
export function formatInstant(iso: string, timeZone = viewerTimeZone()): string {
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return '';
  return formatWallClock(wallClockAt(instant, timeZone));
}

/** Weekday codes 1 to 7 as Mo Tu We Th Fr Sa Su, in week order. */
export function weekdayNames(days: readonly number[]): string {
  return [...new Set(days)]
    .filter((day) => day >= 1 && day <= 7)
    .sort((a, b) => a - b)
    .map((day) => WEEKDAY_LABELS[day - 1])
    .join(' ');
}

const hhmm = (time: string | null) => (time ?? '').slice(0, 5);

export interface ScheduleFields {
  scheduleType: string;
  schedule_date: string | null;
  schedule_time: string | null;
  schedule_days: readonly number[];
  /** A once-schedule sent at its time on each recipient's own clock. */
  localTime?: boolean | undefined;
}

/**
 * How a message's schedule reads in the history: 'Everyday at 08:30', 'Mo We at 09:00',
 * 'Once on 2026-06-10 at 09:00 local time' for a send on each recipient's own clock.
 */
export function scheduleLabel(schedule: ScheduleFields): string {
  const time = hhmm(schedule.schedule_time);
  switch (schedule.scheduleType) {
    case 'daily':
      return `Everyday at ${time}`;
    case 'weekdays':
      return `${weekdayNames(schedule.schedule_days)} at ${time}`;
    case 'once':
      return `Once on ${schedule.schedule_date ?? ''} at ${time}${schedule.localTime ? ' local time' : ''}`;
    default:
      return 'Sent at once';
  }
}
