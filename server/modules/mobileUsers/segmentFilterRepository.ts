import { and, sql, type SQL } from 'drizzle-orm';
import type { MobileUserFilter } from '../../../contract/mobileUsers';
import type { Database } from '../../db/client';
import { channelFollowers, mobileUsers as u } from '../../db/schema/mobileUsers';
import { notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import { loadSegmentRule, segmentCondition, type RuleSqlStyle } from '../segments/public';

/*
 * A saved segment as a narrowing of the users filter (`segmentId`) and of a message's audience:
 * its rule read now and compiled for this moment, so a send evaluates it when it goes out, not
 * when it was written (docs/decisions.md, "Segments as the audience").
 */

type StoredSegment = NonNullable<Awaited<ReturnType<typeof loadSegmentRule>>>;

/** The segment's members now: its rule, and for a channel's segment that channel's followers. */
function conditionOf(segment: StoredSegment, now: Date, style: RuleSqlStyle = {}): SQL {
  const rule = segmentCondition(segment.rule, now, style);
  if (!segment.channelId) return rule;
  const follows = sql`exists (select 1 from ${channelFollowers} f
    where f.mobile_user_id = ${u.id} and f.content_provider_id = ${segment.channelId})`;
  return and(rule, follows) ?? rule;
}

/** Whether a scope may use a segment: its company's; a channel admin its channel's or the organisation's. */
function usableIn(scope: Scope, segment: StoredSegment): boolean {
  return scope.kind !== 'channel' || !segment.channelId || segment.channelId === scope.channelId;
}

/**
 * The condition of the segment a users filter names, for filterParts; undefined when it names
 * none. A segment the scope may not use (another company's, another channel's, a deleted one,
 * or any while a platform admin has chosen no company) answers 404, never its members.
 */
export async function filterSegment(
  db: Database,
  scope: Scope,
  filter: Pick<MobileUserFilter, 'segmentId'>,
  now: Date = new Date(),
): Promise<SQL | undefined> {
  if (!filter.segmentId) return undefined;
  const segment = scope.companyId
    ? await loadSegmentRule(db, scope.companyId, filter.segmentId)
    : null;
  if (!segment || !usableIn(scope, segment)) throw notFound('Segment');
  return conditionOf(segment, now);
}

/**
 * The segment's members as a send reaches them, `now`: its rule as it is when the send goes out.
 * A segment deleted since compose matches nobody (the send reaches no one and its detail says
 * the segment is gone); undefined when the filter names none. `style.walk` for the send's walk
 * over members, not its counts.
 */
export async function segmentAtSend(
  db: Database,
  companyId: string,
  filter: Pick<MobileUserFilter, 'segmentId'>,
  now: Date = new Date(),
  style: RuleSqlStyle = {},
): Promise<SQL | undefined> {
  if (!filter.segmentId) return undefined;
  const segment = await loadSegmentRule(db, companyId, filter.segmentId);
  return segment ? conditionOf(segment, now, style) : sql`false`;
}
