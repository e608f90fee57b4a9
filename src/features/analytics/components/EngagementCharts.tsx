import { lazy, Suspense, useMemo } from 'react';
import Placeholder from 'react-bootstrap/Placeholder';
import type { EngagementReport } from '../../../../contract/analytics';
import { formatCount } from '../../../lib/numbers';
import {
  periodFigures,
  periodLabel,
  rateText,
  recipientsByChannel,
  type SeriesFilter,
} from '../analyticsSeries';
import { canDrawCharts } from './chartSupport';

// chart.js loads after the figures show, in a chunk of its own.
const RecipientsCanvas = lazy(() =>
  import('./EngagementChartsCanvas').then((module) => ({ default: module.RecipientsCanvas })),
);
const RatesCanvas = lazy(() =>
  import('./EngagementChartsCanvas').then((module) => ({ default: module.RatesCanvas })),
);

const chartSkeleton = (
  <Placeholder as="div" animation="glow" aria-hidden="true" className="h-100">
    <Placeholder xs={12} className="h-100 d-block rounded" />
  </Placeholder>
);

/**
 * The two charts: who was reached per period by delivery channel, and how many opened and
 * confirmed. Their numbers are in the table under them, which screen readers are pointed to.
 */
export function EngagementCharts({
  report,
  filter,
}: {
  report: EngagementReport;
  filter: SeriesFilter;
}) {
  const drawable = canDrawCharts();
  const { labels, reach, rates, reachSummary, ratesSummary } = useMemo(() => {
    const labels = report.periods.map((period) => periodLabel(period, report.interval));
    const figures = periodFigures(report, filter);
    const reach = recipientsByChannel(report, filter);
    const rates = [
      { label: 'Open rate', rates: figures.map((f) => f.openRate) },
      { label: 'Confirmation rate', rates: figures.map((f) => f.confirmationRate) },
    ];
    const total = figures.reduce((sum, f) => sum + f.recipients, 0);
    const busiest = figures.reduce(
      (best, f, index) => (f.recipients > (figures[best]?.recipients ?? 0) ? index : best),
      0,
    );
    const reachSummary =
      total === 0
        ? 'Nobody was sent a message in these days.'
        : `${formatCount(total)} recipients in all; the most, ${formatCount(figures[busiest]?.recipients ?? 0)}, on ${labels[busiest] ?? ''}. The table below has every figure.`;
    const opened = figures.reduce((sum, f) => sum + f.opened, 0);
    const confirmed = figures.reduce((sum, f) => sum + f.confirmed, 0);
    const ratesSummary = `Over the range, ${rateText(total ? Math.round((opened / total) * 1000) / 10 : null)} opened and ${rateText(total ? Math.round((confirmed / total) * 1000) / 10 : null)} confirmed.`;
    return { labels, reach, rates, reachSummary, ratesSummary };
  }, [report, filter]);

  if (!drawable) return null;
  return (
    <div className="row g-4 mb-4">
      <section className="col-12 col-xl-7" aria-labelledby="analytics-reach-title">
        <div className="card shadow-sm h-100">
          <div className="card-header bg-body py-3">
            <h2 id="analytics-reach-title" className="h5 mb-0">
              Recipients by delivery channel
            </h2>
          </div>
          <div className="card-body">
            <p className="small text-body-secondary">{reachSummary}</p>
            <div className="analytics-chart">
              <Suspense fallback={chartSkeleton}>
                <RecipientsCanvas labels={labels} series={reach} summary={reachSummary} />
              </Suspense>
            </div>
          </div>
        </div>
      </section>
      <section className="col-12 col-xl-5" aria-labelledby="analytics-rates-title">
        <div className="card shadow-sm h-100">
          <div className="card-header bg-body py-3">
            <h2 id="analytics-rates-title" className="h5 mb-0">
              Opened and confirmed
            </h2>
          </div>
          <div className="card-body">
            <p className="small text-body-secondary">{ratesSummary}</p>
            <div className="analytics-chart">
              <Suspense fallback={chartSkeleton}>
                <RatesCanvas labels={labels} series={rates} summary={ratesSummary} />
              </Suspense>
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
