import type { ReceiptCounts as Counts } from '../../../../contract/messages';
import { formatCount } from '../../../lib/numbers';

type CountKey =
  'total' | 'notOpened' | 'openedUnconfirmed' | 'openedConfirmed' | 'feedbackYes' | 'feedbackNo';

const TILES: readonly (readonly [CountKey, string])[] = [
  ['total', 'Recipients'],
  ['notOpened', 'not opened'],
  ['openedUnconfirmed', 'opened/unconfirmed'],
  ['openedConfirmed', 'opened/confirmed'],
  ['feedbackYes', 'opened/yes'],
  ['feedbackNo', 'opened/no'],
];

export function ReceiptCounts({ counts }: { counts: Counts }) {
  // The API may also count the opened receipts with no feedback given.
  const tiles: [string, string, number][] = TILES.map(([key, label]) => [key, label, counts[key]]);
  if (counts.feedbackUncommitted !== undefined)
    tiles.push(['feedbackUncommitted', 'opened/uncommited', counts.feedbackUncommitted]);
  return (
    <ul className="receipt-counts mb-4" aria-label="Receipt counts">
      {tiles.map(([key, label, value]) => (
        <li key={key}>
          <strong>{formatCount(value)}</strong>
          <span className="small text-body-secondary">{label}</span>
        </li>
      ))}
    </ul>
  );
}
