import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import Placeholder from 'react-bootstrap/Placeholder';
import type { MessageCurve } from '../../../../contract/analytics';
import { formatCount } from '../../../lib/numbers';
import { useAppDispatch } from '../../../state/hooks';
import { fetchEngagementCurve } from '../engagementCurveApi';
import './EngagementCurve.css';

// chart.js loads after the message shows, in a chunk of its own.
const EngagementCurveCanvas = lazy(() =>
  import('./EngagementCurveCanvas').then((module) => ({ default: module.EngagementCurveCanvas })),
);

const hourLabel = (hour: number) =>
  hour < 48 ? `${hour + 1} h` : `Day ${Math.floor(hour / 24) + 1}`;

/**
 * A message's own curve: how many had opened and confirmed it, hour by hour since it was sent,
 * with the numbers of the first day as a table for screen readers.
 */
export function EngagementCurve({ messageId }: { messageId: string }) {
  const dispatch = useAppDispatch();
  // Answers are kept with the message they are for, so another message's shows nothing stale.
  const [answer, setAnswer] = useState<{ id: string; curve: MessageCurve | null; failed: boolean }>(
    {
      id: '',
      curve: null,
      failed: false,
    },
  );
  const curve = answer.id === messageId ? answer.curve : null;
  const failed = answer.id === messageId && answer.failed ? 'The curve could not be loaded.' : null;

  useEffect(() => {
    const loading = dispatch(fetchEngagementCurve(messageId));
    loading
      .unwrap()
      .then((loaded) => setAnswer({ id: messageId, curve: loaded, failed: false }))
      .catch((error: unknown) => {
        if (error instanceof Error && error.name === 'AbortError') return;
        setAnswer({ id: messageId, curve: null, failed: true });
      });
    return () => loading.abort();
  }, [dispatch, messageId]);

  const series = useMemo(() => {
    if (!curve) return null;
    // Up to the last hour with anything, at least a day.
    const hours = Math.max(24, curve.hours.length);
    const points: { hour: number; opened: number; confirmed: number }[] = [];
    for (let hour = 0; hour < hours; hour++) {
      const before = points[hour - 1];
      const at = curve.hours[hour];
      points.push({
        hour,
        opened: (before?.opened ?? 0) + (at?.opened ?? 0),
        confirmed: (before?.confirmed ?? 0) + (at?.confirmed ?? 0),
      });
    }
    const firstDay = points[Math.min(23, points.length - 1)];
    const summary = `Within a day of sending, ${formatCount(firstDay?.opened ?? 0)} of ${formatCount(curve.recipients)} recipients had opened it and ${formatCount(firstDay?.confirmed ?? 0)} had confirmed.`;
    return { points, summary };
  }, [curve]);

  return (
    <section className="card shadow-sm mb-4" aria-labelledby="engagement-curve-title">
      <div className="card-header bg-body py-3">
        <h2 id="engagement-curve-title" className="h5 mb-0">
          Opened and confirmed since sending
        </h2>
      </div>
      <div className="card-body">
        {failed ? (
          <p className="text-danger mb-0" role="alert">
            {failed}
          </p>
        ) : !curve || !series ? (
          <Placeholder as="div" animation="glow" aria-label="Loading the curve">
            <Placeholder xs={12} className="d-block rounded engagement-curve" />
          </Placeholder>
        ) : curve.opened === 0 ? (
          <p className="text-body-secondary mb-0">
            Nobody has opened it yet; the curve shows here as recipients open and confirm it.
          </p>
        ) : (
          <>
            <p className="small text-body-secondary">{series.summary}</p>
            <div className="engagement-curve">
              <Suspense fallback={<Placeholder xs={12} className="d-block h-100 rounded" />}>
                <EngagementCurveCanvas
                  labels={series.points.map((p) => hourLabel(p.hour))}
                  opened={series.points.map((p) => p.opened)}
                  confirmed={series.points.map((p) => p.confirmed)}
                  summary={series.summary}
                />
              </Suspense>
            </div>
            <table className="visually-hidden">
              <caption>Opened and confirmed, added up, in the first day</caption>
              <thead>
                <tr>
                  <th scope="col">Hours since sending</th>
                  <th scope="col">Opened</th>
                  <th scope="col">Confirmed</th>
                </tr>
              </thead>
              <tbody>
                {series.points.slice(0, 24).map((p) => (
                  <tr key={p.hour}>
                    <th scope="row">{p.hour + 1}</th>
                    <td>{p.opened}</td>
                    <td>{p.confirmed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </section>
  );
}
