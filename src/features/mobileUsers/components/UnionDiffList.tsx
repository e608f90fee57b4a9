import type { UnionDiffBucket, UnionField } from '../../../../contract/unionSync';
import { formatCount } from '../../../lib/numbers';

const FIELD_LABELS: Readonly<Record<UnionField, string>> = {
  firstname: 'First name',
  lastname: 'Last name',
  email: 'Email',
  phone: 'Phone',
};

const shown = (value: string | null) => value ?? 'none';

interface UnionDiffListProps {
  id: string;
  title: string;
  /** What happens to the people listed: "They get an app user, not registered yet." */
  description: string;
  bucket: UnionDiffBucket;
}

/** One kind of change a sync would make, with the people it touches and their field changes. */
export function UnionDiffList({ id, title, description, bucket }: UnionDiffListProps) {
  if (bucket.count === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <div className="mb-3">
      <h3 id={headingId} className="h6 mb-1">
        {title} ({formatCount(bucket.count)})
      </h3>
      <p className="small text-body-secondary mb-2">
        {description}
        {bucket.entries.length < bucket.count &&
          ` Showing the first ${formatCount(bucket.entries.length)}.`}
      </p>
      <div className="union-scroll" tabIndex={0} role="region" aria-labelledby={headingId}>
        <ul className="list-group list-group-flush">
          {bucket.entries.map((entry) => (
            <li key={entry.userid} className="list-group-item union-person">
              <div className="d-flex flex-wrap column-gap-2">
                <span className="fw-semibold">{entry.name || entry.email || entry.userid}</span>
                <span className="small text-body-secondary">
                  {entry.email ? `${entry.email} · ` : ''}member {entry.userid}
                </span>
              </div>
              {entry.changes.length > 0 && (
                <ul className="list-unstyled mb-0 mt-1">
                  {entry.changes.map((change) => (
                    <li key={change.field} className="union-change">
                      {FIELD_LABELS[change.field]}:{' '}
                      <span className="union-change-from">{shown(change.from)}</span>{' '}
                      <span aria-hidden="true">→</span>{' '}
                      <span className="visually-hidden">becomes</span>{' '}
                      <span className="union-change-to">{shown(change.to)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
