import type { SegmentCondition, SegmentRule } from '../../../contract/segments';
import { AppError } from '../../lib/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const STATUS_VALUES = new Set(['active', 'suspended']);
const REGISTRATION_VALUES = new Set(['registered', 'unregistered']);

/** A real calendar date (2026-02-30 is not one). */
function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.toISOString().slice(0, 10) === value;
}

/** What is wrong with one condition, or null when it carries what its field needs. */
export function conditionProblem(condition: SegmentCondition): string | null {
  const values = condition.values ?? [];
  switch (condition.field) {
    case 'status':
      if (values.length === 0) return 'needs values: active or suspended';
      return values.every((v) => STATUS_VALUES.has(v))
        ? null
        : 'values must be active or suspended';
    case 'registration':
      if (values.length === 0) return 'needs values: registered or unregistered';
      return values.every((v) => REGISTRATION_VALUES.has(v))
        ? null
        : 'values must be registered or unregistered';
    case 'platform':
      if (values.length === 0) return 'needs at least one platform';
      return values.every((v) => v.trim() !== '') ? null : 'platforms must not be empty';
    case 'group':
      if (values.length === 0) return 'needs at least one group';
      return values.every((v) => UUID.test(v)) ? null : 'values must be group ids';
    case 'channel':
      if (values.length === 0) return 'needs at least one channel';
      return values.every((v) => UUID.test(v)) ? null : 'values must be channel ids';
    case 'customField':
      return condition.name?.trim() ? null : 'needs the custom field name';
    case 'language':
    case 'timeZone':
      return values.length === 0
        ? `needs at least one ${condition.field === 'language' ? 'language' : 'time zone'}`
        : null;
    case 'registeredAt': {
      const { after, before, withinDays } = condition;
      if (after === undefined && before === undefined && withinDays === undefined)
        return 'needs after, before or withinDays';
      if (after !== undefined && !isCalendarDate(after)) return 'after must be a real date';
      if (before !== undefined && !isCalendarDate(before)) return 'before must be a real date';
      if (after !== undefined && before !== undefined && after >= before)
        return 'after must come before before';
      return null;
    }
    case 'engagement':
      return condition.event ? null : 'needs an event';
  }
}

/**
 * Checks that every condition of a rule carries the fields its `field` needs (the schema cannot
 * say so: contract/segments.ts), answering 400 error_segment_rule with each bad condition named
 * by its path (`conditions[2]`, `groups[0].conditions[1]`).
 */
export function checkSegmentRule(rule: SegmentRule): void {
  const details: { field: string; message: string }[] = [];
  rule.conditions.forEach((condition, i) => {
    const problem = conditionProblem(condition);
    if (problem) details.push({ field: `rule.conditions[${i}]`, message: problem });
  });
  (rule.groups ?? []).forEach((group, g) => {
    group.conditions.forEach((condition, i) => {
      const problem = conditionProblem(condition);
      if (problem) details.push({ field: `rule.groups[${g}].conditions[${i}]`, message: problem });
    });
  });
  const [first] = details;
  if (first) {
    throw new AppError(
      'error_segment_rule',
      `The segment's condition ${first.field} (${describe(rule, first.field)}) ${first.message}.`,
      details,
    );
  }
}

function describe(rule: SegmentRule, path: string): string {
  const match = /^rule\.(?:groups\[(\d+)\]\.)?conditions\[(\d+)\]$/.exec(path);
  if (!match) return '';
  const [, g, i] = match;
  const conditions =
    g === undefined ? rule.conditions : (rule.groups?.[Number(g)]?.conditions ?? []);
  return conditions[Number(i)]?.field ?? '';
}
