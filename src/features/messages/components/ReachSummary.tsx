import type { AudienceCount } from '../../../../contract/messages';
import { reachFigures } from '../reachText';

/**
 * The reach's two figures with why some are not reached and who does not follow the channel:
 * the one rendering compose's reach panel and its send confirmation share.
 */
export function ReachSummary({ count, className }: { count: AudienceCount; className?: string }) {
  const figures = reachFigures(count);
  return (
    <div className={`reach-summary ${className ?? ''}`.trim()} data-testid="reach-summary">
      <p className="reach-figures mb-1">
        <strong>{figures.reached}</strong>
        {figures.notReachable && (
          <>
            {' · '}
            <span className="reach-not-reachable">{figures.notReachable}</span>
          </>
        )}
      </p>
      {figures.reasons && <p className="audience-unreached small mb-1">{figures.reasons}.</p>}
      {figures.notFollowing.length > 0 && (
        <ul className="reach-not-following small text-warning-emphasis mb-1 ps-3">
          {figures.notFollowing.map((line) => (
            <li key={line}>{line}.</li>
          ))}
        </ul>
      )}
    </div>
  );
}
