import type { Database } from '../../db/client';
import { segmentAtSend } from '../mobileUsers/public';
import type { RuleSqlStyle } from '../segments/public';
import type { AudienceTarget } from './audienceSqlRepository';

/**
 * The target with the saved segment its audience names resolved for `now` (audienceCondition
 * needs it): the rule as it is at this moment, so a count, a preview and a send each evaluate
 * the segment when they run (docs/decisions.md, "Segments as the audience"). A segment gone
 * since matches nobody. An audience naming no segment comes back as it was. `style.walk`: for
 * the send's walk over members (ruleSqlRepository.ts, RuleSqlStyle).
 */
export async function withSegment<T extends AudienceTarget>(
  db: Database,
  target: T,
  now: Date = new Date(),
  style: RuleSqlStyle = {},
): Promise<T> {
  const { audience } = target;
  if (audience.kind !== 'users' || target.segment) return target;
  const segmentId = audience.filter.segmentId;
  if (typeof segmentId !== 'string') return target;
  const segment = await segmentAtSend(db, target.channel.companyId, { segmentId }, now, style);
  return segment ? { ...target, segment } : target;
}
