import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { inScope } from '../../db/inScope';
import {
  SEARCH_FIELDS,
  type CustomFieldValue,
  type MobileUserFilter,
  type SearchField,
} from '../../../contract/mobileUsers';
import { channelFollowers, mobileUsers as u } from '../../db/schema/mobileUsers';
import { userGroupMembers } from '../../db/schema/userGroups';
import type { Scope } from '../../plugins/tenancy';

/**
 * The users filter as SQL, in three parts so the summary can count each dimension with the rest
 * of the filter applied: `base` (scope and every filter but status and registration), `status`
 * and `registration`. `where` is all three together: exactly the filtered users.
 */
export interface FilterParts {
  base: SQL;
  status: SQL;
  registration: SQL;
  where: SQL;
  /** False when `base` is the scope alone, so a count over it is the scope's total. */
  narrowed: boolean;
  /**
   * Set when the kept counters can answer the summary: `base` is the scope's users (a company's,
   * the platform's or a channel's followers), narrowed at most by version. Null when it holds
   * anything the counters do not split by.
   */
  countable: { version: 1 | 2 | null } | null;
  /**
   * Set when mobile_user_search can answer the summary: `base` is the scope's users (a
   * company's, the platform's or a channel's followers) narrowed by a search over every field
   * and at most by version. `pattern` is the LIKE
   * pattern of the search.
   */
  searchable: { pattern: string; version: 1 | 2 | null } | null;
  /**
   * Set when a group's kept counters can answer the summary: `base` is the scope's users
   * narrowed by one group and at most by platform, the dimensions those counters split by.
   */
  groupCountable: { groupId: string } | null;
}

const TRUE = sql`true`;

const followsChannel = (channelId: string) =>
  sql`exists (select 1 from ${channelFollowers} f
    where f.mobile_user_id = ${u.id} and f.content_provider_id = ${channelId})`;

/** The users a scope may see: not deleted, in the company, and for a channel admin its followers. */
export function scopeCondition(scope: Scope): SQL {
  // A channel admin's users are their channel's followers, a membership rather than a column.
  const follows = scope.kind === 'channel' ? followsChannel(scope.channelId) : undefined;
  return and(eq(u.isDeleted, 0), inScope(scope, { company: u.companyId }), follows) ?? TRUE;
}

/** LIKE pattern for a substring, with the user's % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const FIELD_EXPRESSIONS: Record<SearchField, SQL> = {
  email: sql`lower(coalesce(${u.email}, ''))`,
  firstName: sql`lower(${u.firstName})`,
  lastName: sql`lower(${u.lastName})`,
  name: sql`lower(${u.firstName} || ' ' || ${u.lastName})`,
};

/** A search as SQL, and its pattern when it covers every field (the search_text column). */
function searchCondition(
  term: string,
  fields: readonly SearchField[] | undefined,
): { condition: SQL; allFieldsPattern: string | null } | undefined {
  const trimmed = term.trim();
  if (!trimmed) return undefined;
  const pattern = containsPattern(trimmed);
  // All fields: one trigram-indexed column holds names and email together. A list that repeats
  // a field is not "all fields", hence the count of distinct names.
  if (!fields || fields.length === 0 || new Set(fields).size === SEARCH_FIELDS.length)
    return { condition: sql`${u.searchText} like ${pattern}`, allFieldsPattern: pattern };
  const condition = sql`(${sql.join(
    fields.map((field) => sql`${FIELD_EXPRESSIONS[field]} like ${pattern}`),
    sql` or `,
  )})`;
  return { condition, allFieldsPattern: null };
}

/**
 * Custom fields as containment tests the GIN index answers: values of one field are
 * alternatives (Local 12 or Local 47), different fields must all match (and Shift Day).
 */
function customFieldsCondition(fields: readonly CustomFieldValue[]): SQL {
  const byName = new Map<string, string[]>();
  for (const { name, value } of fields) byName.set(name, [...(byName.get(name) ?? []), value]);
  const perName = [...byName].map(
    ([name, values]) =>
      sql`(${sql.join(
        values.map(
          (value) => sql`${u.customFields} @> ${JSON.stringify({ [name]: value })}::jsonb`,
        ),
        sql` or `,
      )})`,
  );
  return and(...perName) ?? TRUE;
}

/**
 * One array parameter rather than one parameter per id: a selection may hold 10,000 ids, which
 * as separate parameters make a long statement to send and to plan, and a statement that repeats
 * the filter could run out of parameters (65,535). The ids are uuids (checked by the route
 * schema), so the array literal needs no quoting.
 */
const idIn = (ids: readonly string[]) => sql`${u.id} = any(${`{${ids.join(',')}}`}::uuid[])`;

/** The is_active value the filter keeps, or null for both. */
export function statusWanted(filter: MobileUserFilter): 0 | 1 | null {
  if (filter.onlyActiveUsers || filter.userStatus === 'active') return 1;
  return filter.userStatus === 'suspended' ? 0 : null;
}

/** The registered value the filter keeps, or null for both. */
export function registrationWanted(filter: MobileUserFilter): boolean | null {
  if (filter.userType === 'registered') return true;
  return filter.userType === 'unregistered' ? false : null;
}

/**
 * The filter's parts. `segment` is the condition of the saved segment the filter names
 * (`segmentId`), resolved beforehand with segmentFilterRepository.ts (the rule is read from the
 * database, and this stays synchronous); a filter naming a segment without it is a programming
 * error, not a filter without the segment. A segment narrows `base`, so no kept counter answers.
 */
export function filterParts(scope: Scope, filter: MobileUserFilter, segment?: SQL): FilterParts {
  if (filter.segmentId && !segment)
    throw new Error('The filter names a segment that was not resolved (filterSegment)');
  const base: SQL[] = [scopeCondition(scope)];
  if (segment) base.push(segment);
  if (filter.objectId) base.push(followsChannel(filter.objectId));
  const version = filter.userType === 'v1' ? 1 : filter.userType === 'v2' ? 2 : null;
  if (version !== null) base.push(eq(u.version, version));
  if (filter.platForm) base.push(sql`lower(${u.platform}) = ${filter.platForm.toLowerCase()}`);
  if (filter.groups?.length) {
    base.push(sql`exists (select 1 from ${userGroupMembers} m
      where m.mobile_user_id = ${u.id} and ${inArray(sql`m.group_id`, filter.groups)})`);
  }
  if (filter.CRFs?.length) base.push(customFieldsCondition(filter.CRFs));
  const search = searchCondition(filter.searchString ?? '', filter.searchStringFields);
  if (search) base.push(search.condition);
  if (filter.selectionType === 'ids') base.push(idIn(filter.userIds ?? []));

  const wantedStatus = statusWanted(filter);
  const wantedRegistration = registrationWanted(filter);
  const status = wantedStatus === null ? TRUE : eq(u.isActive, wantedStatus);
  const registration = wantedRegistration === null ? TRUE : eq(u.registered, wantedRegistration);
  const baseSql = and(...base) ?? TRUE;
  // What narrows the scope when only version and an all-fields search do: scope, version, search.
  const onlyVersionAndSearch = base.length === 2 + (version === null ? 0 : 1);
  const [onlyGroup] = filter.groups?.length === 1 ? filter.groups : [];
  const onlyGroupAndPlatform =
    onlyGroup !== undefined &&
    version === null &&
    !filter.objectId &&
    base.length === 2 + (filter.platForm ? 1 : 0);
  return {
    base: baseSql,
    status,
    registration,
    where: and(baseSql, status, registration) ?? TRUE,
    narrowed: base.length > 1,
    // A segment is a condition no kept counter splits by: never countable nor searchable.
    countable: !segment && base.length === (version === null ? 1 : 2) ? { version } : null,
    searchable:
      !segment && search?.allFieldsPattern && onlyVersionAndSearch
        ? { pattern: search.allFieldsPattern, version }
        : null,
    groupCountable: !segment && onlyGroupAndPlatform ? { groupId: onlyGroup } : null,
  };
}
