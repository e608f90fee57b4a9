import type { SegmentCondition, SegmentRule } from '../../../contract/segments';
import type { ListQuery } from './listQuery';

/** The users page's filter as a saved segment's rule, with what a rule cannot hold. */
export interface RuleFromFilter {
  rule: SegmentRule;
  /** The filter's parts left out of the rule, in words for the dialog. */
  leftOut: string[];
}

/**
 * The rule that selects what the users page's filter selects: status, registration, platform
 * and group, all of them. A search is words typed, not a rule; a version (v1, v2) and a segment
 * already chosen are not conditions a rule offers.
 */
export function ruleFromFilter(query: ListQuery): RuleFromFilter {
  const conditions: SegmentCondition[] = [];
  const leftOut: string[] = [];
  if (query.status !== 'all') conditions.push({ field: 'status', values: [query.status] });
  if (query.type === 'registered' || query.type === 'unregistered')
    conditions.push({ field: 'registration', values: [query.type] });
  else if (query.type !== 'all') leftOut.push(`the app version (${query.type})`);
  if (query.platform) conditions.push({ field: 'platform', values: [query.platform] });
  if (query.group) conditions.push({ field: 'group', values: [query.group] });
  if (query.segment) leftOut.push('the segment chosen in the filter');
  if (query.q.trim()) leftOut.push(`the search “${query.q.trim()}”`);
  return { rule: { match: 'all', conditions }, leftOut };
}
