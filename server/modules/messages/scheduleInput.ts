import { AppError } from '../../lib/errors';
import {
  isKnownTimeZone,
  nextDueAt,
  parseCalendarDate,
  type ScheduleSpec,
} from '../../lib/schedule';
import { firstZoneReaches } from '../delivery/public';
import { fieldError } from '../../lib/errors';

export interface ScheduleInput {
  scheduleType: 'once' | 'weekdays' | 'daily';
  schedule_date?: string | undefined;
  schedule_time: string;
  schedule_days?: number[] | undefined;
  userTimeZone: string;
  localTime?: boolean | undefined;
}

/** A schedule whose (first) date and time have passed: named by its field, with its own code. */
const scheduleInPast = (message: string) =>
  new AppError('error_schedule_in_past', message, [
    { field: 'schedule_date', message: 'is already past' },
  ]);

export const unknownTimeZone = () =>
  new AppError('error_invalid_time_zone', 'That time zone is not known.');

/** A schedule as stored: its spec, when it is first due, and whether it is a local-time send. */
export interface CheckedSchedule {
  spec: ScheduleSpec;
  firstDueAt: Date;
  localTimeSend: boolean;
}

/**
 * The schedule as stored, and when it is first due: the zone must be known, a once-schedule
 * needs a real date still ahead (error_schedule_in_past otherwise), weekdays need at least one day. Days are kept sorted, once.
 * A local-time send is due when the first zone on earth reaches its wall time, which must still
 * be ahead, so that no recipient's time has passed when it is written.
 */
export function checkedSchedule(input: ScheduleInput, now: Date): CheckedSchedule {
  if (!isKnownTimeZone(input.userTimeZone)) throw unknownTimeZone();
  const date = input.schedule_date ?? null;
  if (date !== null && !parseCalendarDate(date))
    throw fieldError('schedule_date', 'is not a calendar date');
  if (input.scheduleType === 'once' && date === null)
    throw fieldError('schedule_date', 'is required for a schedule that runs once');
  const days = [...new Set(input.schedule_days ?? [])].sort((a, b) => a - b);
  if (input.scheduleType === 'weekdays' && days.length === 0)
    throw fieldError('schedule_days', 'must name at least one weekday');
  const spec: ScheduleSpec = {
    scheduleType: input.scheduleType,
    scheduleDate: date,
    scheduleTime: input.schedule_time,
    scheduleDays: input.scheduleType === 'weekdays' ? days : [],
    timeZone: input.userTimeZone,
  };
  if (input.localTime) {
    if (input.scheduleType !== 'once' || date === null)
      throw fieldError('localTime', 'is only for a schedule that runs once');
    const firstZone = firstZoneReaches({ date, time: input.schedule_time });
    if (firstZone.getTime() <= now.getTime())
      throw scheduleInPast(
        'That date and time have already come in some time zones: choose a later one.',
      );
    return { spec, firstDueAt: firstZone, localTimeSend: true };
  }
  const firstDueAt = nextDueAt(spec, now);
  if (!firstDueAt) throw scheduleInPast('That date and time are already past: choose a later one.');
  return { spec, firstDueAt, localTimeSend: false };
}
