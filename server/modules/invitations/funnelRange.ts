import {
  FUNNEL_DEFAULT_DAYS,
  FUNNEL_MAX_DAYS,
  type InvitationFunnelQuery,
} from '../../../contract/invitationFunnel';
import { AppError } from '../../lib/errors';
import type { DayRange } from './funnelReportRepository';

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

/** The query's days: by default the 12 weeks up to today; at most a year, `from` not after `to`. */
export function rangeOf(query: InvitationFunnelQuery, now: Date): DayRange {
  if (query.from) checkDay('from', query.from);
  if (query.to) checkDay('to', query.to);
  const to = query.to ?? dayOf(now);
  const from = query.from ?? dayOf(new Date(timeOf(to) - (FUNNEL_DEFAULT_DAYS - 1) * DAY_MS));
  if (timeOf(from) > timeOf(to)) throw invalid('to', 'must not be before from');
  if ((timeOf(to) - timeOf(from)) / DAY_MS + 1 > FUNNEL_MAX_DAYS) {
    throw invalid('to', `must be at most ${FUNNEL_MAX_DAYS} days after from`);
  }
  return { from, to };
}

/** The Monday (UTC) of a day's ISO week. */
export function mondayOf(time: number): string {
  const date = new Date(time);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return dayOf(
    new Date(
      Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - sinceMonday * DAY_MS,
    ),
  );
}

/** Every ISO week the range touches, by its Monday, oldest first. */
export function weeksOf(range: DayRange): string[] {
  const weeks: string[] = [];
  for (
    let time = timeOf(mondayOf(timeOf(range.from)));
    time <= timeOf(range.to);
    time += 7 * DAY_MS
  ) {
    weeks.push(dayOf(new Date(time)));
  }
  return weeks;
}
