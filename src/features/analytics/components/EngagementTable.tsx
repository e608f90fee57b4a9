import { ENGAGEMENT_FIGURE_LABELS, type EngagementReport } from '../../../../contract/analytics';
import { formatCount } from '../../../lib/numbers';
import {
  breakdown,
  periodFigures,
  periodLabel,
  rateText,
  type BreakdownRow,
  type PeriodFigures,
  type SeriesFilter,
} from '../analyticsSeries';

const COUNTED = [
  'sends',
  'recipients',
  'handed',
  'failed',
  'opened',
  'confirmed',
  'feedbackYes',
  'feedbackNo',
] as const;

function Cells({ figures }: { figures: PeriodFigures | BreakdownRow }) {
  return (
    <>
      {COUNTED.map((figure) => (
        <td key={figure} className="text-end">
          {formatCount(figures[figure])}
        </td>
      ))}
      <td className="text-end">{rateText(figures.openRate)}</td>
      <td className="text-end">{rateText(figures.confirmationRate)}</td>
    </>
  );
}

function Head({ first }: { first: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {COUNTED.map((figure) => (
          <th scope="col" key={figure} className="text-end">
            {ENGAGEMENT_FIGURE_LABELS[figure]}
          </th>
        ))}
        <th scope="col" className="text-end">
          Open rate
        </th>
        <th scope="col" className="text-end">
          Confirmation rate
        </th>
      </tr>
    </thead>
  );
}

/** Every period's figures, newest first, then the range split by delivery channel and type. */
export function EngagementTable({
  report,
  filter,
}: {
  report: EngagementReport;
  filter: SeriesFilter;
}) {
  const periods = periodFigures(report, filter).reverse();
  const splits = [
    { by: 'deliveryChannel' as const, title: 'By delivery channel', first: 'Delivery channel' },
    { by: 'messageType' as const, title: 'By message type', first: 'Message type' },
  ];
  return (
    <>
      <section className="card shadow-sm mb-4" aria-labelledby="analytics-table-title">
        <div className="card-header bg-body py-3">
          <h2 id="analytics-table-title" className="h5 mb-0">
            {report.interval === 'week' ? 'Per week' : 'Per day'}
          </h2>
        </div>
        <div
          className="table-responsive analytics-table"
          tabIndex={0}
          aria-labelledby="analytics-table-title"
        >
          <table className="table table-sm table-hover mb-0 text-nowrap">
            <Head first={report.interval === 'week' ? 'Week' : 'Day'} />
            <tbody>
              {periods.map((figures) => (
                <tr key={figures.period}>
                  <th scope="row">{periodLabel(figures.period, report.interval)}</th>
                  <Cells figures={figures} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <div className="row g-4 mb-4">
        {splits.map((split) => (
          <section
            key={split.by}
            className="col-12 col-xxl-6"
            aria-labelledby={`analytics-${split.by}-title`}
          >
            <div className="card shadow-sm h-100">
              <div className="card-header bg-body py-3">
                <h2 id={`analytics-${split.by}-title`} className="h5 mb-0">
                  {split.title}
                </h2>
              </div>
              <div
                className="table-responsive"
                tabIndex={0}
                aria-labelledby={`analytics-${split.by}-title`}
              >
                <table className="table table-sm mb-0 text-nowrap">
                  <Head first={split.first} />
                  <tbody>
                    {breakdown(report, filter, split.by).map((row) => (
                      <tr key={row.key}>
                        <th scope="row">{row.label}</th>
                        <Cells figures={row} />
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
