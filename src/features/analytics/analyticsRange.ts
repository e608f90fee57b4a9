import { ANALYTICS_MAX_DAYS } from '../../../contract/analytics';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The ranges a click away: the last 7, 30 or 90 days, or a year, up to today (UTC). */
export const PRESETS = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: 'A year' },
] as const;

export function lastDays(days: number, now = Date.now()): { from: string; to: string } {
  return { from: dayOf(now - (days - 1) * DAY_MS), to: dayOf(now) };
}

/** Why the chosen days cannot be asked for, before the API is asked; null when they can. */
export function rangeError(from: string, to: string): string | null {
  if (!DAY.test(from) || !DAY.test(to) || Number.isNaN(timeOf(from)) || Number.isNaN(timeOf(to))) {
    return 'Choose both days.';
  }
  if (timeOf(from) > timeOf(to)) return 'The first day must not be after the last.';
  if ((timeOf(to) - timeOf(from)) / DAY_MS + 1 > ANALYTICS_MAX_DAYS) {
    return `Choose at most ${ANALYTICS_MAX_DAYS} days.`;
  }
  return null;
}
