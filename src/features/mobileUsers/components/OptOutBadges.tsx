import type { OptOut } from '../../../../contract/optOuts';
import { optOutLabel, optOutOrigin } from '../optOutText';

const SHOWN = 2;

/**
 * A member's opt-outs as compact badges on their row, each titled with where and when the member
 * said it; beyond two, a "+N" badge titled with the rest. Read-only: nothing here changes them.
 */
export function OptOutBadges({ optOuts }: { optOuts: readonly OptOut[] }) {
  if (optOuts.length === 0) return null;
  const extra = optOuts.slice(SHOWN);
  return (
    <>
      {optOuts.slice(0, SHOWN).map((optOut) => {
        const origin = optOutOrigin(optOut);
        return (
          <span
            key={`${optOut.channelId ?? 'all'}-${optOut.delivery}`}
            className="badge opt-out-badge"
            title={origin}
          >
            <i className="bi bi-bell-slash me-1" aria-hidden="true" />
            {optOutLabel(optOut)}
            <span className="visually-hidden">, {origin}</span>
          </span>
        );
      })}
      {extra.length > 0 && (
        <span
          className="badge opt-out-badge more"
          title={extra
            .map((optOut) => `${optOutLabel(optOut)}: ${optOutOrigin(optOut)}`)
            .join('\n')}
        >
          +{extra.length} opt-out{extra.length === 1 ? '' : 's'}
          <span className="visually-hidden">
            : {extra.map((optOut) => optOutLabel(optOut)).join(', ')}
          </span>
        </span>
      )}
    </>
  );
}
