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
  return (
    <ul className="receipt-counts mb-4" aria-label="Receipt counts">
      {TILES.map(([key, label]) => (
        <li key={key}>
          <strong>{formatCount(counts[key])}</strong>
          <span className="small text-body-secondary">{label}</span>
        </li>
      ))}
    </ul>
  );
}
