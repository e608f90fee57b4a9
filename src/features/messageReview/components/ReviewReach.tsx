import type { AudienceCount } from '../../../../contract/messages';
import { formatCount, plural } from '../../../lib/numbers';

/** Whom the message reaches, by which way, and the text credits it will use: counted now. */
export function ReviewReach({ audience }: { audience: AudienceCount }) {
  const ways = [
    { count: audience.push, label: 'by push' },
    { count: audience.sms, label: 'by SMS' },
    { count: audience.email, label: 'by email' },
  ].filter((way) => way.count > 0);
  return (
    <dl className="review-facts mb-0">
      <dt>Reach</dt>
      <dd>
        {plural(audience.total, 'member')}
        {ways.length > 0 && (
          <span className="d-block small text-body-secondary">
            {ways.map((way) => `${formatCount(way.count)} ${way.label}`).join(', ')}
            {audience.notReachable > 0 && `; ${formatCount(audience.notReachable)} not reachable`}
          </span>
        )}
      </dd>
      <dt>SMS credits</dt>
      <dd className="mb-0">
        {formatCount(audience.creditsNeeded)} of {formatCount(audience.creditsRemaining)} remaining
      </dd>
    </dl>
  );
}
