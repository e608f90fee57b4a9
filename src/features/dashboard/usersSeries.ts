import type { Dashboard } from '../../../contract/auth';
import { localDateFormat } from '../../lib/locale';
import { formatCount } from '../../lib/numbers';

export type UsersRange = 'days' | 'months';

export interface UsersSeries {
  range: UsersRange;
  title: string;
  /** What the first column of the data table holds. */
  periodLabel: string;
  labels: string[];
  counts: number[];
  total: number;
  summary: string;
}

// The server's points are calendar dates without a zone; reading them as UTC keeps the day.
const dayFormat = () => localDateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthFormat = () => localDateFormat({ month: 'short', year: 'numeric', timeZone: 'UTC' });

function formatPoint(date: string, range: UsersRange): string {
  const parsed = new Date(range === 'days' ? `${date}T00:00:00Z` : `${date}-01T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return (range === 'days' ? dayFormat : monthFormat)().format(parsed);
}

export function usersSeries(dashboard: Dashboard, range: UsersRange): UsersSeries {
  const points = range === 'days' ? dashboard.dashboardUsers : dashboard.dashboardUsersYear;
  const labels = points.map((point) => formatPoint(point.date, range));
  const counts = points.map((point) => point.count);
  const total = counts.reduce((sum, count) => sum + count, 0);
  const period = range === 'days' ? 'the last 30 days' : 'the last 12 months';
  let summary = `No new app users in ${period}.`;
  if (total > 0) {
    const peak = Math.max(...counts);
    const peakLabel = labels[counts.indexOf(peak)] ?? '';
    const when = range === 'days' ? 'on' : 'in';
    summary = `${formatCount(total)} new app users in ${period}; the most, ${formatCount(peak)}, ${when} ${peakLabel}.`;
  }
  return {
    range,
    title: range === 'days' ? 'New app users, last 30 days' : 'New app users, last 12 months',
    periodLabel: range === 'days' ? 'Day' : 'Month',
    labels,
    counts,
    total,
    summary,
  };
}
