import type { SQL } from 'drizzle-orm';
import type { SegmentRule } from '../../../contract/segments';
import type { Database } from '../../db/client';
import { findSegmentRule } from './repository';
import { ruleSql, type RuleSqlStyle } from './ruleSqlRepository';

export type { RuleSqlStyle } from './ruleSqlRepository';

/**
 * What other modules use of saved segments: a rule as a SQL condition over `mobile_users` (the
 * Drizzle table `mobileUsers`), to add to their own audience's scope, and a saved segment's rule
 * (docs/decisions.md, "Saved segments").
 */
export { checkSegmentRule } from './ruleInput';

/**
 * The members a rule holds for, as a condition over `mobile_users`. The rule only: add whose
 * members they are (company, not deleted, a channel's followers when the segment is a channel's).
 * `now` ends "the last N days": the send's time, or the clock. `style.walk`: for a send's walk
 * over members in id order, not a count.
 */
export function segmentCondition(rule: SegmentRule, now: Date, style: RuleSqlStyle = {}): SQL {
  return ruleSql(rule, now, style);
}

/**
 * A saved segment of the company: its rule, its channel (null: the organisation's, over all its
 * members; set: over that channel's followers) and name; null when the company has no such one.
 */
export function loadSegmentRule(
  db: Database,
  companyId: string,
  segmentId: string,
): Promise<{ rule: SegmentRule; channelId: string | null; name: string } | null> {
  return findSegmentRule(db, companyId, segmentId);
}
