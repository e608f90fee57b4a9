import {
  DELIVERY_CHANNEL_LABELS,
  ENGAGEMENT_FIGURE_LABELS,
  ENGAGEMENT_FIGURES,
  engagementRates,
  type EngagementReport,
} from '../../../contract/analytics';
import { csvRow, UTF8_BOM } from '../../lib/csv';

/**
 * The report as one CSV file: a row per period, delivery channel and message type with
 * something counted, with its rates; days are UTC, a week is named by its Monday.
 */
export function engagementCsv(report: EngagementReport): string {
  const lines = [
    UTF8_BOM,
    csvRow([
      report.interval === 'week' ? 'Week (Monday, UTC)' : 'Day (UTC)',
      'Delivery channel',
      'Message type',
      ...ENGAGEMENT_FIGURES.map((figure) => ENGAGEMENT_FIGURE_LABELS[figure]),
      'Open rate %',
      'Confirmation rate %',
    ]),
    ...report.rows.map((row) => {
      const rates = engagementRates(row);
      return csvRow([
        row.period,
        DELIVERY_CHANNEL_LABELS[row.deliveryChannel],
        row.messageType,
        ...ENGAGEMENT_FIGURES.map((figure) => row[figure]),
        rates.openRate,
        rates.confirmationRate,
      ]);
    }),
  ];
  return lines.join('');
}

export const engagementCsvFileName = (report: EngagementReport) =>
  `engagement-${report.from}-to-${report.to}-by-${report.interval}.csv`;
