import { and, or, sql, type SQL } from 'drizzle-orm';
import type {
  SegmentCondition,
  SegmentConditionGroup,
  SegmentRule,
} from '../../../contract/segments';
import { channelFollowers, mobileUsers as u } from '../../db/schema/mobileUsers';
import { memberEngagement } from '../../db/schema/segments';
import { messageOccurrences, messageReceipts } from '../../db/schema/messages';
import { userGroupMembers } from '../../db/schema/userGroups';

/**
 * A segment rule as one SQL condition over `mobile_users` (the Drizzle table `mobileUsers`), the
 * way the users filter builds its own (mobileUsers/filterRepository.ts). The condition is the
 * rule only: the caller adds whose members they are (company, channel followers, not deleted).
 * Semantics: contract/segments.ts and docs/decisions.md, "Saved segments".
 *
 * Every condition answers true or false, never null, where it can be negated: NOT of a null
 * would drop the member from both "speaks English" and "does not speak English".
 */

const TRUE = sql`true`;
const FALSE = sql`false`;
const DAY_MS = 86_400_000;

/** One array parameter for a list of texts (ids, platforms, languages). */
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

const startOfDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** The start of the last `days` days before `now`. */
const since = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

function statusCondition(values: readonly string[]): SQL {
  const wanted = new Set(values);
  if (wanted.has('active') && wanted.has('suspended')) return TRUE;
  if (wanted.has('active')) return sql`${u.isActive} = 1`;
  if (wanted.has('suspended')) return sql`${u.isActive} = 0`;
  return FALSE;
}

function registrationCondition(values: readonly string[]): SQL {
  const wanted = new Set(values);
  if (wanted.has('registered') && wanted.has('unregistered')) return TRUE;
  if (wanted.has('registered')) return sql`${u.registered}`;
  if (wanted.has('unregistered')) return sql`not ${u.registered}`;
  return FALSE;
}

/** Platforms as the users list names them, compared without case; no platform matches none. */
const platformCondition = (values: readonly string[]) =>
  sql`coalesce(lower(${u.platform}) = any(${textArray(values.map((v) => v.toLowerCase()))}), false)`;

const groupCondition = (ids: readonly string[]) =>
  sql`exists (select 1 from ${userGroupMembers} sm
    where sm.mobile_user_id = ${u.id} and sm.group_id = any(${uuidArray(ids)}))`;

const channelCondition = (ids: readonly string[]) =>
  sql`exists (select 1 from ${channelFollowers} sf
    where sf.mobile_user_id = ${u.id} and sf.content_provider_id = any(${uuidArray(ids)}))`;

/**
 * A custom field: any of its values, each a containment test the GIN index answers; with no
 * values, the field set to something (not missing, not empty).
 */
function customFieldCondition(name: string, values: readonly string[]): SQL {
  if (values.length === 0) return sql`coalesce(${u.customFields} ->> ${name}, '') <> ''`;
  return sql`(${sql.join(
    values.map((value) => sql`${u.customFields} @> ${JSON.stringify({ [name]: value })}::jsonb`),
    sql` or `,
  )})`;
}

/** Languages, '' standing for "not set" (the organisation's default then). */
function languageCondition(values: readonly string[]): SQL {
  const tags = values.filter((v) => v !== '');
  const parts: SQL[] = [];
  if (tags.length) parts.push(sql`coalesce(${u.language} = any(${textArray(tags)}), false)`);
  if (tags.length < values.length) parts.push(sql`${u.language} is null`);
  return or(...parts) ?? FALSE;
}

/**
 * Time zones: the member's zone as the fan-out uses it (mobile_users.time_zone); '' stands for
 * "not set": the app reported none, so the zone is derived from the address or the company's.
 */
function timeZoneCondition(values: readonly string[]): SQL {
  const zones = values.filter((v) => v !== '');
  const parts: SQL[] = [];
  if (zones.length) parts.push(sql`${u.timeZone} = any(${textArray(zones)})`);
  if (zones.length < values.length) parts.push(sql`${u.reportedTimeZone} is null`);
  return or(...parts) ?? FALSE;
}

/** Registered on or after `after`, before `before` (UTC days), or in the last N days. */
function registeredAtCondition(condition: SegmentCondition, now: Date): SQL {
  const parts: SQL[] = [];
  if (condition.after) parts.push(sql`${u.dateCreated} >= ${instant(startOfDay(condition.after))}`);
  if (condition.before)
    parts.push(sql`${u.dateCreated} < ${instant(startOfDay(condition.before))}`);
  if (condition.withinDays !== undefined)
    parts.push(sql`${u.dateCreated} >= ${instant(since(now, condition.withinDays))}`);
  return and(...parts) ?? TRUE;
}

/**
 * How the rule is read. `walk`: by a send walking members in id order a batch at a time. As a
 * join, PostgreSQL merges the facts table with the members from its first row on every batch (it
 * cannot carry the batch's bounds on user ids across the join), so a batch deep into a million
 * members took 180 ms instead of 40. The walk's batch names where it starts and where its range
 * ends in the transaction's settings `tidings.walk_from` and `tidings.walk_to`
 * (fanOutBatchRepository.ts); unset, the bounds are the ends of the ids and hold for everyone. A
 * count keeps the plain join.
 */
export interface RuleSqlStyle {
  walk?: boolean;
}

/** A bound the walk's batch set in its transaction, or the given end of the ids when unset. */
const walkBound = (name: string, unset: string) =>
  sql.raw(`coalesce(nullif(current_setting('tidings.${name}', true), '')::uuid, '${unset}'::uuid)`);

/** The facts of the members the walk's batch may consider: from where it starts, to its range's end. */
const withinWalk = (style: RuleSqlStyle) =>
  style.walk
    ? sql` and e.mobile_user_id >= ${walkBound('walk_from', '00000000-0000-0000-0000-000000000000')}
      and e.mobile_user_id <= ${walkBound('walk_to', 'ffffffff-ffff-ffff-ffff-ffffffffffff')}`
    : sql``;

const ENGAGEMENT_COLUMN = {
  received: sql.raw('e.last_received_at'),
  opened: sql.raw('e.last_opened_at'),
  confirmed: sql.raw('e.last_confirmed_at'),
  feedbackYes: sql.raw('e.last_feedback_yes_at'),
  feedbackNo: sql.raw('e.last_feedback_no_at'),
} as const;

/**
 * Any message: the member's kept facts (member_engagement), one row per member, never the
 * receipts. No row: the member has done nothing. Without withinDays: ever.
 */
function anyMessageCondition(condition: SegmentCondition, now: Date, style: RuleSqlStyle): SQL {
  const event = condition.event ?? 'received';
  const from = condition.withinDays === undefined ? null : since(now, condition.withinDays);
  const after = (column: SQL) =>
    from === null ? sql`${column} is not null` : sql`${column} >= ${instant(from)}`;
  const test =
    event === 'notOpened'
      ? sql`${after(ENGAGEMENT_COLUMN.received)} and not coalesce(${after(ENGAGEMENT_COLUMN.opened)}, false)`
      : after(ENGAGEMENT_COLUMN[event]);
  return sql`exists (select 1 from ${memberEngagement} e
    where e.mobile_user_id = ${u.id}${withinWalk(style)} and ${test})`;
}

/**
 * One message (every occurrence of it): its receipts for the member. The window is on when it
 * was received, except opened and confirmed, which are on when it was opened.
 */
function oneMessageCondition(condition: SegmentCondition, messageId: string, now: Date): SQL {
  const event = condition.event ?? 'received';
  const from = condition.withinDays === undefined ? null : since(now, condition.withinDays);
  const window = (column: SQL) => (from === null ? TRUE : sql`${column} >= ${instant(from)}`);
  const sent = sql.raw('r.sent_at');
  const read = sql.raw('r.read_at');
  const test: Record<typeof event, SQL> = {
    received: window(sent),
    opened: sql`${read} is not null and ${window(read)}`,
    confirmed: sql`receipt_confirmed(r.read_at, r.read_response, r.feedback) and ${window(sql`coalesce(r.read_at, r.sent_at)`)}`,
    feedbackYes: sql`r.feedback = 1 and ${window(sent)}`,
    feedbackNo: sql`r.feedback = 0 and ${window(sent)}`,
    notOpened: sql`${read} is null and ${window(sent)}`,
  };
  return sql`exists (select 1 from ${messageReceipts} r
    join ${messageOccurrences} o on o.id = r.occurrence_id
    where o.message_id = ${messageId} and r.mobile_user_id = ${u.id} and ${test[event]})`;
}

/** One condition as SQL, before its negation. */
export function conditionSql(
  condition: SegmentCondition,
  now: Date,
  style: RuleSqlStyle = {},
): SQL {
  const values = condition.values ?? [];
  switch (condition.field) {
    case 'status':
      return statusCondition(values);
    case 'registration':
      return registrationCondition(values);
    case 'platform':
      return values.length ? platformCondition(values) : FALSE;
    case 'group':
      return values.length ? groupCondition(values) : FALSE;
    case 'channel':
      return values.length ? channelCondition(values) : FALSE;
    case 'customField':
      return customFieldCondition(condition.name ?? '', values);
    case 'language':
      return languageCondition(values);
    case 'timeZone':
      return values.length ? timeZoneCondition(values) : FALSE;
    case 'registeredAt':
      return registeredAtCondition(condition, now);
    case 'engagement':
      return condition.messageId
        ? oneMessageCondition(condition, condition.messageId, now)
        : anyMessageCondition(condition, now, style);
  }
}

/** Negated: the members it does not hold for, a null (no platform, no language) included. */
const negated = (condition: SQL, negate: boolean | undefined) =>
  negate ? sql`not coalesce((${condition}), false)` : sql`(${condition})`;

function combine(match: 'all' | 'any', parts: SQL[]): SQL {
  if (parts.length === 0) return TRUE;
  return (match === 'all' ? and(...parts) : or(...parts)) ?? TRUE;
}

/**
 * A condition with its negation. An engagement condition is an EXISTS, never null: its negation
 * is a bare NOT EXISTS, which PostgreSQL plans as an anti-join, where NOT COALESCE(EXISTS ...)
 * would hash the whole facts table for every count.
 */
const conditionWithNegation = (condition: SegmentCondition, now: Date, style: RuleSqlStyle): SQL =>
  condition.field === 'engagement' && condition.negate
    ? sql`not ${conditionSql(condition, now, style)}`
    : negated(conditionSql(condition, now, style), condition.negate);

function groupSql(group: SegmentConditionGroup, now: Date, style: RuleSqlStyle): SQL {
  const parts = group.conditions.map((c) => conditionWithNegation(c, now, style));
  return negated(combine(group.match, parts), group.negate);
}

/**
 * The rule as SQL over `mobile_users`: its conditions and groups matched with `match`. An empty
 * rule is everyone. `now` is when "the last N days" end; `style` who reads it.
 */
export function ruleSql(rule: SegmentRule, now: Date, style: RuleSqlStyle = {}): SQL {
  const parts = [
    ...rule.conditions.map((c) => conditionWithNegation(c, now, style)),
    ...(rule.groups ?? []).map((g) => groupSql(g, now, style)),
  ];
  return combine(rule.match, parts);
}
