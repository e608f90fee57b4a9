import type { ReceiptCounts as Counts, ReceiptStatus } from '../../../../contract/messages';
import { formatCount } from '../../../lib/numbers';
import { RECEIPT_STATUS_LABELS } from '../messageLabels';

type CountKey = Exclude<keyof Counts, 'total'>;

const TILES: readonly (readonly [CountKey, ReceiptStatus])[] = [
  ['notOpened', 'not_opened'],
  ['openedUnconfirmed', 'opened_unconfirmed'],
  ['openedConfirmed', 'opened_confirmed'],
  ['feedbackYes', 'feedback_yes'],
  ['feedbackNo', 'feedback_no'],
  ['feedbackUncommitted', 'feedback_uncommitted'],
];

/** The receipts by status; `note` says how they relate to the history's Sent figure. */
export function ReceiptCounts({ counts, note }: { counts: Counts; note: readonly string[] }) {
  // The API may leave out the count of opened receipts with no feedback given.
  const tiles: [string, string, number][] = [['total', 'Recipients', counts.total]];
  for (const [key, status] of TILES) {
    const value = counts[key];
    if (value !== undefined) tiles.push([key, RECEIPT_STATUS_LABELS[status], value]);
  }
  return (
    <div className="mb-4">
      <ul className="receipt-counts mb-2" aria-label="Receipt counts">
        {tiles.map(([key, label, value]) => (
          <li key={key}>
            <strong>{formatCount(value)}</strong>
            <span className="small text-body-secondary">{label}</span>
          </li>
        ))}
      </ul>
      {note.length > 0 && (
        <p className="receipts-note small text-body-secondary mb-0">{note.join(' ')}</p>
      )}
    </div>
  );
}
