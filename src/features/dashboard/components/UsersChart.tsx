import { lazy, Suspense, useMemo, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import type { Dashboard } from '../../../../contract/auth';
import { canDrawCharts } from './canvasSupport';
import { UsersChartTable } from './UsersChartTable';
import { usersSeries, type UsersRange } from '../usersSeries';

// chart.js is most of the dashboard's weight: it loads after the counters show.
const UsersChartCanvas = lazy(() =>
  import('./UsersChartCanvas').then((module) => ({ default: module.UsersChartCanvas })),
);

const chartSkeleton = (
  <Placeholder as="div" animation="glow" aria-hidden="true" className="h-100">
    <Placeholder xs={12} className="h-100 d-block rounded" />
  </Placeholder>
);

const RANGES: readonly { value: UsersRange; label: string }[] = [
  { value: 'days', label: '30 days' },
  { value: 'months', label: '12 months' },
];

export function UsersChart({ dashboard }: { dashboard: Dashboard }) {
  const [range, setRange] = useState<UsersRange>('days');
  const drawable = canDrawCharts();
  const series = useMemo(() => usersSeries(dashboard, range), [dashboard, range]);

  return (
    <Card as="section" className="shadow-sm" aria-labelledby="users-chart-title">
      <Card.Header className="bg-body d-flex flex-wrap align-items-center justify-content-between gap-2 py-3">
        <h2 id="users-chart-title" className="h5 mb-0">
          New app users
        </h2>
        <ToggleButtonGroup
          type="radio"
          name="users-chart-range"
          size="sm"
          value={range}
          onChange={(value: UsersRange) => setRange(value)}
          aria-label="Chart period"
        >
          {RANGES.map(({ value, label }) => (
            <ToggleButton
              key={value}
              id={`users-chart-${value}`}
              value={value}
              variant="outline-primary"
            >
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Card.Header>
      <Card.Body className="position-relative">
        {series.total === 0 ? (
          <div className="text-center text-body-secondary py-5">
            <i className="bi bi-bar-chart fs-1 d-block mb-2" aria-hidden="true" />
            <p className="mb-1 fw-semibold text-body">{series.summary}</p>
            <p className="small mb-0">People who sign up in the mobile app will show up here.</p>
          </div>
        ) : (
          <>
            <p className="small text-body-secondary">{series.summary}</p>
            {drawable && (
              <div className="users-chart">
                {/* A new chart per period: it animates in, rather than morphing 30 bars into 12. */}
                <Suspense fallback={chartSkeleton}>
                  <UsersChartCanvas key={range} series={series} />
                </Suspense>
              </div>
            )}
            <UsersChartTable series={series} visible={!drawable} />
          </>
        )}
      </Card.Body>
    </Card>
  );
}
