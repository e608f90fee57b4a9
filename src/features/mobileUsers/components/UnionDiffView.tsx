import type { UnionDiff } from '../../../../contract/unionSync';
import { formatCount } from '../../../lib/numbers';
import { UnionDiffList } from './UnionDiffList';

/** Whether a sync would change anything at all. */
export const hasChanges = (diff: UnionDiff) =>
  diff.added.count + diff.updated.count + diff.suspended.count + diff.activated.count > 0;

/** The difference a sync would make, before anything is written: counts, then who. */
export function UnionDiffView({ diff }: { diff: UnionDiff }) {
  const counts = [
    { label: 'To add', value: diff.added.count },
    { label: 'To update', value: diff.updated.count },
    { label: 'To suspend', value: diff.suspended.count },
    { label: 'To activate again', value: diff.activated.count },
    { label: 'Left as they are', value: diff.unchanged },
  ];
  return (
    <>
      <ul className="union-counts" aria-label="Changes at a glance">
        {counts.map(({ label, value }) => (
          <li key={label}>
            <span className="union-count-value">{formatCount(value)}</span>
            <span className="union-count-label">{label}</span>
          </li>
        ))}
      </ul>
      <UnionDiffList
        id="union-added"
        title="To add"
        description="Union members the app does not have yet. They are added as app users who have not signed in yet."
        bucket={diff.added}
      />
      <UnionDiffList
        id="union-updated"
        title="To update"
        description="App users whose details differ from the union's. Each change shows the current value, then the union's."
        bucket={diff.updated}
      />
      <UnionDiffList
        id="union-suspended"
        title="To suspend"
        description="The union lists them as inactive. Suspended users get no messages until they are activated again."
        bucket={diff.suspended}
      />
      <UnionDiffList
        id="union-activated"
        title="To activate again"
        description="Suspended app users the union lists as active again."
        bucket={diff.activated}
      />
      {diff.unchanged > 0 && (
        <p className="small text-body-secondary mb-0">
          {formatCount(diff.unchanged)} {diff.unchanged === 1 ? 'member matches' : 'members match'}{' '}
          their app user already and will be left alone.
        </p>
      )}
    </>
  );
}
