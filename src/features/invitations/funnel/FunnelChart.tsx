import { lazy, Suspense, useMemo } from 'react';
import Placeholder from 'react-bootstrap/Placeholder';
import type { InvitationFunnel } from '../../../../contract/invitationFunnel';
import { canDrawCharts } from './chartSupport';
import { countFormat } from './funnelFormat';
import { funnelSeries } from './funnelSeries';

// chart.js loads after the figures show, in a chunk of its own.
const FunnelChartCanvas = lazy(() =>
  import('./FunnelChartCanvas').then((module) => ({ default: module.FunnelChartCanvas })),
);

const chartSkeleton = (
  <Placeholder as="div" animation="glow" aria-hidden="true" className="h-100">
    <Placeholder xs={12} className="h-100 d-block rounded" />
  </Placeholder>
);

/** The funnel per ISO week as grouped bars, with its numbers as a table for screen readers. */
export function FunnelChart({ funnel }: { funnel: InvitationFunnel }) {
  const drawable = canDrawCharts();
  const series = useMemo(() => funnelSeries(funnel), [funnel]);
  const table = (
    <table className={drawable ? undefined : 'table table-sm mb-0'} aria-label="Funnel per week">
      <thead>
        <tr>
          <th scope="col">Week of</th>
          {series.steps.map((step) => (
            <th scope="col" key={step.step}>
              {step.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {series.labels.map((label, index) => (
          <tr key={funnel.weeks[index]?.week ?? label}>
            <th scope="row">{label}</th>
            {series.steps.map((step) => (
              <td key={step.step}>{countFormat.format(step.counts[index] ?? 0)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <section className="card shadow-sm mb-4" aria-labelledby="funnel-chart-title">
      <div className="card-header bg-body py-3">
        <h2 id="funnel-chart-title" className="h5 mb-0">
          Per week
        </h2>
      </div>
      <div className="card-body">
        <p className="small text-body-secondary">{series.summary}</p>
        {drawable && (
          <div className="funnel-chart">
            <Suspense fallback={chartSkeleton}>
              <FunnelChartCanvas series={series} />
            </Suspense>
          </div>
        )}
        <div className={drawable ? 'visually-hidden' : 'overflow-auto'}>{table}</div>
      </div>
    </section>
  );
}
