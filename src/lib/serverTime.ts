import { WEEKDAY_LABELS } from '../../contract/messages';
import { fromServerTime as convertFromServerTime, wallTimeAt } from '../../contract/serverTime';

/** The viewer's IANA zone, as the browser reports it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * A server time (YYYY-MM-DD HH:mm:ss in America/Los_Angeles) as YYYY-MM-DD HH:mm:ss in the
 * viewer's zone. Text that is not such a time is shown as it came.
 */
export function fromServerTime(text: string, timeZone = viewerTimeZone()): string {
  return convertFromServerTime(text, timeZone);
}

/** An ISO instant as YYYY-MM-DD HH:mm:ss in the viewer's zone ('' when it is not a date). */
export function formatInstant(iso: string, timeZone = viewerTimeZone()): string {
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return '';
  return wallTimeAt(instant, timeZone);
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
