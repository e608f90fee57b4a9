import { FUNNEL_STEP_LABELS, type InvitationFunnel } from '../../../contract/invitationFunnel';
import { csvRow, UTF8_BOM } from '../../lib/csv';

const COUNT_HEADERS = [
  FUNNEL_STEP_LABELS.opened,
  'Of which scanned',
  FUNNEL_STEP_LABELS.registered,
  FUNNEL_STEP_LABELS.confirmed,
  FUNNEL_STEP_LABELS.active,
];

/**
 * The funnel as one CSV file: a row per link, then a row per ISO week. The first column says
 * which kind of row it is, so a spreadsheet can filter either.
 */
export function funnelCsv(funnel: InvitationFunnel): string {
  const lines = [
    UTF8_BOM,
    csvRow(['Row', 'Link', 'Channel', 'Week', ...COUNT_HEADERS]),
    ...funnel.links.map((link) =>
      csvRow([
        'Link',
        link.linkID,
        link.channelName,
        '',
        link.opened,
        link.scanned,
        link.registered,
        link.confirmed,
        link.active,
      ]),
    ),
    ...funnel.weeks.map((week) =>
      csvRow([
        'Week',
        '',
        '',
        week.week,
        week.opened,
        week.scanned,
        week.registered,
        week.confirmed,
        week.active,
      ]),
    ),
  ];
  return lines.join('');
}

export const funnelCsvFileName = (funnel: InvitationFunnel) =>
  `invitation-funnel-${funnel.from}-to-${funnel.to}.csv`;
