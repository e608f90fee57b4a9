import { and, eq, sql, type SQL } from 'drizzle-orm';
import type {
  MobileUser,
  MobileUserListBody,
  MobileUserSummary,
} from '../../../contract/mobileUsers';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { WHOLE_COMPANY } from '../../db/wholeCompany';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import type { Scope } from '../../plugins/tenancy';
import { countedSummary } from './countedSummaryRepository';
import { filterParts, registrationWanted, scopeCondition, statusWanted } from './filterRepository';
import { skipWholeDays, SKIP_DAYS_FROM, type DaySkip } from './deepPageRepository';
import { filterSegment } from './segmentFilterRepository';
import { groupCountedSummary } from './groupCountedSummaryRepository';
import { filterCountsOf, searchedSummary } from './searchedSummaryRepository';
import { createSearchedSummaryCache, type SearchedSummaryCache } from './searchedSummaryCache';
import { searchScopeKeys, searchTextMatches, withPairsIndex } from './searchTextMatchRepository';
import { selectUsersPage } from './usersPageRepository';
import { inScopeSql } from '../../db/inScope';

export const DEFAULT_PAGE_SIZE = 10;

const toNumber = (value: unknown) => Number(value ?? 0);

/**
 * The scope's recovered (re-registered) users, from the counters the dashboard keeps by the same
 * traits (migration 0018): one in fifty users, whose count would otherwise read every user.
 */
async function recoveredInScope(db: Database, scope: Scope): Promise<number> {
  const channel = scope.kind === 'channel' ? scope.channelId : WHOLE_COMPANY;
  const company = sql` and ${inScopeSql(scope, { company: sql`company_id` })}`;
  const [row] = await selectRows<{ n: unknown }>(
    db,
    sql`select coalesce(sum(users), 0) as n from dashboard_user_counts
      where is_recovered and content_provider_id = ${channel}${company}`,
  );
  return toNumber(row?.n);
}

/** The scope's users with no filter, from the kept counters. */
function totalInScope(db: Database, scope: Scope): Promise<number> {
  return countedSummary(db, scope, {}, null).then((summary) => summary.totalUsers);
}

/**
 * Every filter count in one pass over `base`: each FILTER adds back the dimensions it keeps, so
 * a count leaves out only its own dimension (activeCount ignores the status filter, and so on).
 * `base` appears once, so a long id selection is sent once. The scope's total comes from the
 * counters, or from this pass when nothing narrows `base`.
 */
async function summaryCounts(
  db: Database,
  scope: Scope,
  body: MobileUserListBody,
  cache: SearchedSummaryCache,
  segment: SQL | undefined,
): Promise<MobileUserSummary> {
  const { base, status, registration, narrowed, countable, searchable, groupCountable } =
    filterParts(scope, body, segment);
  if (countable) return countedSummary(db, scope, body, countable.version);
  if (groupCountable) {
    const [counts, totalUsers] = await Promise.all([
      groupCountedSummary(db, scope, body, groupCountable.groupId),
      totalInScope(db, scope),
    ]);
    return { totalUsers, ...counts };
  }
  if (searchable) {
    const [counts, totalUsers] = await Promise.all([
      searchedSummary(db, scope, body, searchable, cache),
      totalInScope(db, scope),
    ]);
    return { totalUsers, ...counts };
  }
  const active = eq(u.isActive, 1);
  const [[row], scopeTotal] = await Promise.all([
    selectRows<Record<string, unknown>>(
      db,
      sql`
      select
        count(*) as in_base,
        count(*) filter (where ${status} and ${registration}) as filtered,
        count(*) filter (where ${registration} and ${active}) as active,
        count(*) filter (where ${registration} and ${u.isActive} = 0) as suspended,
        count(*) filter (where ${status} and ${u.registered}) as registered,
        count(*) filter (where ${status} and not ${u.registered}) as unregistered,
        count(*) filter (where ${status} and ${registration} and ${active}) as messaging,
        count(*) filter (where ${status} and ${registration} and ${active} and ${u.registered})
          as registered_messaging,
        count(*) filter (where ${status} and ${registration} and ${active} and not ${u.registered})
          as unregistered_messaging
      from ${u}
      where ${base}`,
    ),
    narrowed ? totalInScope(db, scope) : null,
  ]);
  return { totalUsers: scopeTotal ?? toNumber(row?.in_base), ...filterCountsOf(row) };
}

/**
 * The scope's users whose search text matches, as ids the page reads by primary key. Without it
 * the page walks the scope's newest users looking for matches, which reads every one of them for
 * a rare term ("zq" in a company of a million: 0.8 s), and for a channel admin whenever a name
 * common in the company is rare among the followers (the planner cannot know the two are
 * correlated). One scan of the (scope keys, search_text) index finds them (migrations 0046,
 * 0085), or for a term of one or two letters, of the (channel_ids, short_grams) one (0049).
 */
function matchingUsers(scope: Scope, pattern: string): SQL {
  const within = [
    searchTextMatches(pattern),
    inScopeSql(scope, { company: sql`company_id` }),
    ...searchScopeKeys(scope),
  ];
  return sql`${u.id} = any(array(select user_id from mobile_user_search
    where ${sql.join(within, sql` and `)}))`;
}

/**
 * Reads of app users, always within the caller's scope. `skipDaysFrom`: the offset from which a
 * page in join order skips whole days by their counts (deepPageRepository.ts).
 */
export function createMobileUserList(
  db: Database,
  { skipDaysFrom = SKIP_DAYS_FROM }: { skipDaysFrom?: number } = {},
) {
  const searchedCounts = createSearchedSummaryCache();
  return {
    /** The searched summaries kept in memory (their hits, for tests). */
    searchedCounts,

    async list(
      scope: Scope,
      body: MobileUserListBody,
    ): Promise<{ users: MobileUser[] } & MobileUserSummary> {
      const segment = await filterSegment(db, scope, body);
      const { where, searchable, countable } = filterParts(scope, body, segment);
      const sortField = body.sortField ?? 'dateCreated';
      const direction = body.sortDirection ?? 'desc';
      // The spec's infinite lists send skipAmount, the paged table offset.
      const offset = body.offset ?? body.skipAmount ?? 0;
      const pageOn = (on: Database, narrowing: SQL | undefined, skip?: DaySkip | null) =>
        selectUsersPage(on, scope, {
          where: and(where, narrowing, skip?.narrowing) ?? where,
          sortField,
          direction,
          limit: body.limit ?? DEFAULT_PAGE_SIZE,
          offset: skip?.offset ?? offset,
        });
      const page = (narrowing: SQL | undefined, skip?: DaySkip | null) =>
        pageOn(db, narrowing, skip);
      if (searchable) {
        // The counts first: when they are exact, the users matching are few (however many the
        // scope holds, or the term matches in the company), and the page is read from those few.
        const summary = await summaryCounts(db, scope, body, searchedCounts, segment);
        if (summary.countsEstimated) return { users: await page(undefined), ...summary };
        const few = matchingUsers(scope, searchable.pattern);
        const users = await withPairsIndex(db, searchable.pattern, (tx) => pageOn(tx, few));
        return { users, ...summary };
      }
      const companyId = scope.companyId;
      const byDays =
        companyId &&
        sortField === 'dateCreated' &&
        offset >= skipDaysFrom &&
        countable?.version === null &&
        registrationWanted(body) === null;
      const skip = byDays
        ? await skipWholeDays(db, { ...scope, companyId }, direction, offset, statusWanted(body))
        : null;
      const [users, summary] = await Promise.all([
        page(undefined, skip),
        summaryCounts(db, scope, body, searchedCounts, segment),
      ]);
      return { users, ...summary };
    },

    /** Users who registered again after leaving, newest first. */
    async recovered(scope: Scope, page: { offset: number; limit: number }) {
      const where = and(scopeCondition(scope), eq(u.isRecovered, true)) ?? sql`false`;
      const [users, total] = await Promise.all([
        selectUsersPage(db, scope, { where, sortField: 'dateCreated', direction: 'desc', ...page }),
        recoveredInScope(db, scope),
      ]);
      return { users, total };
    },

    async find(scope: Scope, userId: string): Promise<MobileUser | null> {
      const where = and(scopeCondition(scope), eq(u.id, userId)) ?? sql`false`;
      const [user] = await selectUsersPage(db, scope, {
        where,
        sortField: 'dateCreated',
        direction: 'desc',
        limit: 1,
        offset: 0,
      });
      return user ?? null;
    },
  };
}

export type MobileUserList = ReturnType<typeof createMobileUserList>;
