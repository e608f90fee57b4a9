import {
  FUNNEL_ACTIVE_DAYS,
  FUNNEL_STEP_LABELS,
  type FunnelStepTotal,
} from '../../../../contract/invitationFunnel';
import { localDateFormat } from '../../../lib/locale';
import { formatCount } from '../../../lib/numbers';

/** Counts in the reader's locale. */
export const countFormat = { format: (value: number) => formatCount(value) };

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The given number of weeks (as days) up to today, UTC as the counters are kept. */
export function lastWeeks(weeks: number, now = Date.now()): { from: string; to: string } {
  return { from: dayOf(now - (weeks * 7 - 1) * DAY_MS), to: dayOf(now) };
}

/** The page opens on the 12 weeks up to today. */
export const defaultRange = (now = Date.now()) => lastWeeks(12, now);

/** "12 Jan" for a week's Monday (in the reader's locale), in UTC like the counters. */
export function weekLabel(monday: string): string {
  return localDateFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${monday}T00:00:00Z`),
  );
}

// Spelled out: the runtime's en-GB short months differ ("Sep" or "Sept").
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** "8 Sep 2026" for a UTC day (YYYY-MM-DD), as the counters are kept. */
export function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}

/**
 * What the page counts, in words: the first three steps over the days counted (the report's
 * `from` and `to`), the last one by a sign-in within the last 30 days, measured now.
 */
export function funnelWindowText(range: { from: string; to: string }): string {
  return (
    `How many people opened your invitation links, registered and confirmed their email ` +
    `from ${dayLabel(range.from)} to ${dayLabel(range.to)}, and how many of them have signed in ` +
    `within the last ${FUNNEL_ACTIVE_DAYS} days. Days are counted in UTC.`
  );
}

/** What a step lost on the way from the step before, as the step card says it. */
export function dropText(
  step: FunnelStepTotal,
  before: FunnelStepTotal | undefined,
): string | null {
  if (!before || step.drop === null) return null;
  const from = FUNNEL_STEP_LABELS[before.step].toLowerCase();
  if (step.dropPercent === null) return `None ${from} yet`;
  if (step.drop <= 0) return `No drop from ${from}`;
  return `−${countFormat.format(step.drop)} (${step.dropPercent}%) from ${from}`;
}
