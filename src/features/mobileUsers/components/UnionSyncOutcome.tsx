import ProgressBar from 'react-bootstrap/ProgressBar';
import type { UnionSyncResult } from '../../../../contract/unionSync';
import { formatCount, plural } from '../../../lib/numbers';
import type { SyncProgress } from '../unionSyncStream';

/** How far the sync is, as the server streams it. */
export function UnionSyncProgress({ progress }: { progress: SyncProgress | null }) {
  const total = progress?.total ?? 0;
  const done = progress?.done ?? 0;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div>
      <p id="union-sync-progress-label" className="mb-2" aria-live="polite">
        Applying the union&apos;s list…{' '}
        {total > 0 && `${formatCount(done)} of ${plural(total, 'member')} done.`}
      </p>
      <ProgressBar
        now={percent}
        label={`${percent}%`}
        animated
        aria-labelledby="union-sync-progress-label"
      />
      <p className="small text-body-secondary mt-2 mb-0">
        Everything is written at once at the end, so nothing changes if this stops part way.
      </p>
    </div>
  );
}

/** What the sync did. */
export function UnionSyncSummary({ result }: { result: UnionSyncResult }) {
  const lines = [
    [result.created, 'added'],
    [result.updated, 'updated'],
    [result.suspended, 'suspended'],
    [result.activated, 'activated again'],
    [result.unchanged, 'left as they were'],
  ] as const;
  return (
    <div role="status">
      <p className="fw-semibold mb-2">
        <i className="bi bi-check-circle-fill text-success me-2" aria-hidden="true" />
        The app users now match the union&apos;s list.
      </p>
      <ul className="mb-0">
        {lines.map(([count, what]) => (
          <li key={what}>
            {plural(count, 'app user')} {what}
          </li>
        ))}
      </ul>
    </div>
  );
}
