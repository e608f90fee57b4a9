import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  type AnalyticsInterval,
} from '../../../contract/analytics';
import { AppError } from '../../lib/errors';
import type { DayRange } from './repository';

export const DAY_MS = 24 * 60 * 60 * 1000;

export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

const invalid = (field: string, message: string) =>
  new AppError('validation_error', `${field} ${message}.`, [{ field, message }]);

/** A real calendar day: 2026-02-30 matches the pattern but is no day. */
function checkDay(field: string, day: string): void {
  const time = timeOf(day);
  if (Number.isNaN(time) || dayOf(new Date(time)) !== day) {
    throw invalid(field, 'must be a day as YYYY-MM-DD');
  }
}

/** The query's days: by default the 30 days up to today; at most a year, `from` not after `to`. */
export function rangeOf(query: { from?: string; to?: string }, now: Date): DayRange {
  if (query.from) checkDay('from', query.from);
  if (query.to) checkDay('to', query.to);
  const to = query.to ?? dayOf(now);
  const from = query.from ?? dayOf(new Date(timeOf(to) - (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS));
  if (timeOf(from) > timeOf(to)) throw invalid('to', 'must not be before from');
  if ((timeOf(to) - timeOf(from)) / DAY_MS + 1 > ANALYTICS_MAX_DAYS) {
    throw invalid('to', `must be at most ${ANALYTICS_MAX_DAYS} days after from`);
  }
  return { from, to };
}

/** The Monday (UTC) of a day's ISO week. */
function mondayOf(time: number): number {
  const sinceMonday = (new Date(time).getUTCDay() + 6) % 7;
  return time - sinceMonday * DAY_MS;
}

/** Every period of the range by its first day (a day, or an ISO week's Monday), oldest first. */
export function periodsOf(range: DayRange, interval: AnalyticsInterval): string[] {
  const periods: string[] = [];
  const step = interval === 'week' ? 7 * DAY_MS : DAY_MS;
  const first = interval === 'week' ? mondayOf(timeOf(range.from)) : timeOf(range.from);
  for (let time = first; time <= timeOf(range.to); time += step) {
    periods.push(dayOf(new Date(time)));
  }
  return periods;
}
