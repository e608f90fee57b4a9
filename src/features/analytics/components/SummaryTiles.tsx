import type { EngagementCounts } from '../../../../contract/analytics';
import { formatCount } from '../../../lib/numbers';
import { rateText, type Rates } from '../analyticsSeries';

interface Tile {
  label: string;
  value: string;
  note?: string;
}

/** The range's figures at a glance, with the rates under the counts they come from. */
export function SummaryTiles({ totals }: { totals: EngagementCounts & Rates }) {
  const tiles: Tile[] = [
    { label: 'Messages sent', value: formatCount(totals.sends) },
    { label: 'Recipients', value: formatCount(totals.recipients) },
    {
      label: 'Handed to providers',
      value: formatCount(totals.handed),
      note: totals.failed ? `${formatCount(totals.failed)} failed` : 'None failed',
    },
    {
      label: 'Opened',
      value: formatCount(totals.opened),
      note: `${rateText(totals.openRate)} open rate`,
    },
    {
      label: 'Confirmed',
      value: formatCount(totals.confirmed),
      note: `${rateText(totals.confirmationRate)} confirmation rate`,
    },
    {
      label: 'Feedback',
      value: `${formatCount(totals.feedbackYes)} yes`,
      note: `${formatCount(totals.feedbackNo)} no`,
    },
  ];
  return (
    <dl className="row g-3 mb-4 analytics-tiles" aria-label="Totals for the range">
      {tiles.map((tile) => (
        <div key={tile.label} className="col-6 col-md-4 col-xl-2">
          <div className="card shadow-sm h-100">
            <div className="card-body py-3">
              <dt className="small text-body-secondary fw-normal">{tile.label}</dt>
              <dd className="h4 mb-0">{tile.value}</dd>
              {tile.note && <dd className="small text-body-secondary mb-0">{tile.note}</dd>}
            </div>
          </div>
        </div>
      ))}
    </dl>
  );
}
