import {
  DELIVERY_CHANNEL_LABELS,
  engagementRates,
  sumEngagement,
  type DeliveryChannel,
  type EngagementCounts,
  type EngagementReport,
  type EngagementRow,
} from '../../../contract/analytics';

/** What the page narrows the report to: one delivery channel, one message type, or all. */
export interface SeriesFilter {
  deliveryChannel: DeliveryChannel | '';
  messageType: string;
}

export interface Rates {
  openRate: number | null;
  confirmationRate: number | null;
}

export interface PeriodFigures extends EngagementCounts, Rates {
  period: string;
}

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** "3 Mar" for a UTC day, "3 Mar 2026" with its year. */
export function dayLabel(day: string, withYear = false): string {
  const date = new Date(`${day}T00:00:00Z`);
  const label = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''}`;
  return withYear ? `${label} ${date.getUTCFullYear()}` : label;
}

/** A period as the chart and the table name it: its day, or "Week of" its Monday. */
export const periodLabel = (period: string, interval: EngagementReport['interval']) =>
  interval === 'week' ? `Week of ${dayLabel(period)}` : dayLabel(period);

const matches = (row: EngagementRow, filter: SeriesFilter) =>
  (filter.deliveryChannel === '' || row.deliveryChannel === filter.deliveryChannel) &&
  (filter.messageType === '' || row.messageType === filter.messageType);

/**
 * Messages sent: by the delivery channel's own count when one is chosen, else each message once
 * whatever reached its recipients (the report's `sends`).
 */
function sendsOf(report: EngagementReport, filter: SeriesFilter, period: string | null): number {
  if (filter.deliveryChannel !== '') {
    return report.rows
      .filter((row) => (period === null || row.period === period) && matches(row, filter))
      .reduce((sum, row) => sum + row.sends, 0);
  }
  return report.sends
    .filter(
      (s) =>
        (period === null || s.period === period) &&
        (filter.messageType === '' || s.messageType === filter.messageType),
    )
    .reduce((sum, s) => sum + s.sends, 0);
}

const withRates = <T extends EngagementCounts>(counts: T): T & Rates => ({
  ...counts,
  ...engagementRates(counts),
});

/** Each period of the range with the chosen rows' figures summed, and its rates. */
export function periodFigures(report: EngagementReport, filter: SeriesFilter): PeriodFigures[] {
  const byPeriod = new Map<string, EngagementRow[]>();
  for (const row of report.rows) {
    if (!matches(row, filter)) continue;
    const list = byPeriod.get(row.period) ?? [];
    list.push(row);
    byPeriod.set(row.period, list);
  }
  return report.periods.map((period) =>
    withRates({
      period,
      ...sumEngagement(byPeriod.get(period) ?? []),
      sends: sendsOf(report, filter, period),
    }),
  );
}

/** The whole range's figures for the chosen rows. */
export function totalsOf(report: EngagementReport, filter: SeriesFilter): EngagementCounts & Rates {
  return withRates({
    ...sumEngagement(report.rows.filter((row) => matches(row, filter))),
    sends: sendsOf(report, filter, null),
  });
}

/** The delivery channels drawn as their own bars; the rest (none, capped) as "Not reached". */
export const DRAWN_CHANNELS = ['push', 'sms', 'email'] as const;

/** Recipients per period for each delivery channel, stacked in the chart. */
export function recipientsByChannel(report: EngagementReport, filter: SeriesFilter) {
  const series = [
    ...DRAWN_CHANNELS.map((channel) => ({ key: channel, label: DELIVERY_CHANNEL_LABELS[channel] })),
    { key: 'other', label: 'Not reached' },
  ].map((s) => ({ ...s, counts: report.periods.map(() => 0) }));
  const index = new Map(report.periods.map((period, i) => [period, i]));
  for (const row of report.rows) {
    if (!matches(row, { ...filter, deliveryChannel: '' })) continue;
    if (filter.deliveryChannel !== '' && row.deliveryChannel !== filter.deliveryChannel) continue;
    const at = index.get(row.period);
    const drawn = (DRAWN_CHANNELS as readonly string[]).includes(row.deliveryChannel);
    const target = series.find((s) => s.key === (drawn ? row.deliveryChannel : 'other'));
    if (at !== undefined && target) target.counts[at] = (target.counts[at] ?? 0) + row.recipients;
  }
  return series.filter((s) => s.counts.some((n) => n > 0));
}

export interface BreakdownRow extends EngagementCounts, Rates {
  key: string;
  label: string;
}

/** The range's figures split by delivery channel or by message type, biggest first. */
export function breakdown(
  report: EngagementReport,
  filter: SeriesFilter,
  by: 'deliveryChannel' | 'messageType',
): BreakdownRow[] {
  const groups = new Map<string, EngagementRow[]>();
  for (const row of report.rows) {
    if (!matches(row, filter)) continue;
    const key = row[by];
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups]
    .map(([key, rows]) => {
      const counts = sumEngagement(rows);
      if (by === 'messageType' && filter.deliveryChannel === '') {
        counts.sends = sendsOf(report, { ...filter, messageType: key }, null);
      }
      const label =
        by === 'deliveryChannel' ? DELIVERY_CHANNEL_LABELS[key as DeliveryChannel] : key;
      return { key, label, ...withRates(counts) };
    })
    .sort((a, b) => b.recipients - a.recipients || a.label.localeCompare(b.label));
}

/** The message types the report holds, for the picker. */
export const messageTypesOf = (report: EngagementReport | null): string[] =>
  report ? [...new Set(report.rows.map((row) => row.messageType))].sort() : [];

/** A rate as the page shows it: "42.5 %", or a dash when nobody was counted. */
export const rateText = (rate: number | null) => (rate === null ? '–' : `${rate.toFixed(1)} %`);
