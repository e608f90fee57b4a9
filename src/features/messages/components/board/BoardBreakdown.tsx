import type { BoardCounts } from '../../../../../contract/messageBoard';
import { formatCount } from '../../../../lib/numbers';
import { BOARD_COLUMNS, BOARD_STATE_LABELS } from '../../boardLabels';

interface BreakdownRow extends BoardCounts {
  key: string;
  label: string;
}

/** One table of the board's counts, a row per channel or group, its states as columns. */
export function BoardBreakdown({
  caption,
  heading,
  rows,
}: {
  caption: string;
  heading: string;
  rows: readonly BreakdownRow[];
}) {
  return (
    // A region of its own that takes the focus, so a keyboard can scroll it on a phone.
    <div className="table-responsive" role="region" aria-label={caption} tabIndex={0}>
      <table className="table table-sm align-middle mb-0 board-breakdown">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col" className="text-end">
              Recipients
            </th>
            {BOARD_COLUMNS.map(([key, state]) => (
              <th key={key} scope="col" className="text-end">
                {BOARD_STATE_LABELS[state]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="fw-medium">
                {row.label}
              </th>
              <td className="text-end">{formatCount(row.total)}</td>
              {BOARD_COLUMNS.map(([key]) => (
                <td key={key} className="text-end">
                  {formatCount(row[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
