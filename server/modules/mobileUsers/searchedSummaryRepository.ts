import { sql, type SQL } from 'drizzle-orm';
import { roundEstimate } from '../../../contract/estimates';
import type { MobileUserFilter } from '../../../contract/mobileUsers';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { Scope } from '../../plugins/tenancy';
import { registrationWanted, statusWanted } from './filterRepository';
import type { SearchedCounts, SearchedSummaryCache } from './searchedSummaryCache';
import {
  isShortPattern,
  searchScopeKeys,
  searchTextMatches,
  withPairsIndex,
} from './searchTextMatchRepository';
import { inScope } from '../../db/inScope';

const TRUE = sql`true`;
const toNumber = (value: unknown) => Number(value ?? 0);

/**
 * The summary's filter counts from a counting query's row, whose columns are named as here
 * (`filtered`, `active`, … `unregistered_messaging`). count(*) answers bigint, which
 * node-postgres hands over as a string.
 */
export function filterCountsOf(row: Record<string, unknown> | undefined): SearchedCounts {
  return {
    totalFilteredUsers: toNumber(row?.filtered),
    activeCount: toNumber(row?.active),
    suspendedCount: toNumber(row?.suspended),
    registeredCount: toNumber(row?.registered),
    unregisteredCount: toNumber(row?.unregistered),
    usersForMessagingCount: toNumber(row?.messaging),
    registeredUsersForMessagingCount: toNumber(row?.registered_messaging),
    unregisteredUsersForMessagingCount: toNumber(row?.unregistered_messaging),
  };
}

/**
 * The search version the scope's counts depend on: its company's, or for the platform the sum
 * of every company's (each only grows, so the sum moves whenever any of them does).
 */
function versionSql(scope: Scope): SQL {
  return scope.companyId
    ? sql`(select coalesce(max(version), 0) from mobile_user_search_versions
        where company_id = ${scope.companyId})`
    : sql`(select coalesce(sum(version), 0) from mobile_user_search_versions)`;
}

/**
 * The samples a search's counts may be estimated from, smallest first: the users whose id ends
 * in 00 and in 0 (ids are random, so each is a fair draw), one in `oneIn`, and a search is
 * estimated from one when it says the search matches `estimateFrom` or more. The
 * small one (migration 0088) is read whole, a few ms at ten million members, and serves the
 * terms a tenth of the members hold; the sample (migration 0044) has trigram and letter-pair
 * indexes and serves the terms a few thousand hold, whose matches there are then few enough to
 * read. At their thresholds an estimate rests on about 300 to 400 sampled matches, near the
 * two significant digits it is shown with.
 */
export const SAMPLES = {
  small: { table: sql`mobile_user_search_small_sample`, oneIn: 256, estimateFrom: 100_000 },
  sample: { table: sql`mobile_user_search_sample`, oneIn: 16, estimateFrom: 5_000 },
};
export type SampleThresholds = { [name in keyof typeof SAMPLES]?: number };

/** A sample's counts scaled up to the whole, each rounded, and marked as estimates. */
function estimated(counts: SearchedCounts, oneIn: number): SearchedCounts {
  const scaled = (value: number) => roundEstimate(value * oneIn);
  return {
    totalFilteredUsers: scaled(counts.totalFilteredUsers),
    activeCount: scaled(counts.activeCount),
    suspendedCount: scaled(counts.suspendedCount),
    registeredCount: scaled(counts.registeredCount),
    unregisteredCount: scaled(counts.unregisteredCount),
    usersForMessagingCount: scaled(counts.usersForMessagingCount),
    registeredUsersForMessagingCount: scaled(counts.registeredUsersForMessagingCount),
    unregisteredUsersForMessagingCount: scaled(counts.unregisteredUsersForMessagingCount),
    countsEstimated: true,
  };
}

/**
 * The summary counts of a searched list, from the narrow mobile_user_search rows instead of the
 * wide mobile_users ones: the same counts summaryCounts would make over `base`, dimension by
 * dimension, for a company's (or the platform's, or a channel's followers') users narrowed by
 * an all-fields search and at most by version. The scope's total is not here: the caller takes
 * it from the counters.
 *
 * A common search matches tens of thousands of users, and counting them exactly reads most of
 * the table (70 to 240 ms at a million users, and a whole-table scan for a one- or two-letter
 * term, which the trigram index cannot serve). So the samples are counted first, smallest first
 * (a few ms each): when one says the search matches its threshold or more, its counts scaled up
 * are the answer, marked as estimates; otherwise the matches are few enough to count exactly.
 * Either way the counts are kept in `cache` with the search version they were made at (read in
 * the same statement, hence the same snapshot); while the version stands, the next page of the
 * same search costs one primary-key read. `thresholds` replaces the samples' own, for tests.
 */
export async function searchedSummary(
  db: Database,
  scope: Scope,
  filter: MobileUserFilter,
  searched: { pattern: string; version: 1 | 2 | null },
  cache: SearchedSummaryCache,
  thresholds: SampleThresholds = {},
): Promise<SearchedCounts> {
  const wantedStatus = statusWanted(filter);
  const wantedRegistration = registrationWanted(filter);
  const channelId = scope.kind === 'channel' ? scope.channelId : null;
  const key = JSON.stringify([
    scope.companyId ?? null,
    channelId,
    searched.pattern,
    searched.version,
    wantedStatus,
    wantedRegistration,
  ]);
  const [current] = await selectRows<{ version: string | null }>(
    db,
    sql`select ${versionSql(scope)}::text as version`,
  );
  const version = current?.version ?? '0';
  const cached = cache.get(key, version);
  if (cached) return cached;
  return cache.shared(key, version, async () => {
    const status: SQL = wantedStatus === null ? TRUE : sql`is_active = ${wantedStatus}`;
    const registration: SQL =
      wantedRegistration === null ? TRUE : sql`registered = ${wantedRegistration}`;
    // Who is in scope, row by row: the company's users, or a channel admin's, the channel's
    // followers (migration 0020 keeps channel_ids).
    const inScopeRow: SQL[] = [];
    const company = inScope(scope, { company: sql`company_id` });
    if (company) inScopeRow.push(company);
    if (channelId) inScopeRow.push(sql`channel_ids @> array[${channelId}]::uuid[]`);
    if (searched.version !== null) inScopeRow.push(sql`version = ${searched.version}`);
    // The whole table's trigram index is keyed by the scope, so its reads say the scope so too.
    const inScopeWhole = [...inScopeRow, ...searchScopeKeys(scope)];
    const countIn = async (table: SQL, where: SQL[], on: Database = db) => {
      const [row] = await selectRows<Record<string, unknown>>(
        on,
        sql`
        select
          ${versionSql(scope)}::text as data_version,
          count(*) as matched,
          count(*) filter (where ${status} and ${registration}) as filtered,
          count(*) filter (where ${registration} and is_active = 1) as active,
          count(*) filter (where ${registration} and is_active = 0) as suspended,
          count(*) filter (where ${status} and registered) as registered,
          count(*) filter (where ${status} and not registered) as unregistered,
          count(*) filter (where ${status} and ${registration} and is_active = 1) as messaging,
          count(*) filter (where ${status} and ${registration} and is_active = 1 and registered)
            as registered_messaging,
          count(*) filter (where ${status} and ${registration} and is_active = 1 and not registered)
            as unregistered_messaging
        from ${table}
        where ${sql.join(where, sql` and `)}`,
      );
      const version = typeof row?.data_version === 'string' ? row.data_version : '0';
      return { row, version, matched: Number(row?.matched ?? 0) };
    };
    const keep = (counts: SearchedCounts, at: string) => {
      cache.set(key, at, counts);
      return counts;
    };
    const like = sql`search_text like ${searched.pattern}`;
    const enoughIn = (name: keyof typeof SAMPLES) =>
      Math.ceil((thresholds[name] ?? SAMPLES[name].estimateFrom) / SAMPLES[name].oneIn);

    const small = await countIn(SAMPLES.small.table, [like, ...inScopeRow]);
    if (small.matched >= enoughIn('small'))
      return keep(estimated(filterCountsOf(small.row), SAMPLES.small.oneIn), small.version);

    // Whether the sample holds enough matches for an estimate. A term of one or two letters is
    // looked for by its letters and pairs (the sample's index, migration 0083), reading at most
    // that many rows: a rare pair then costs a few index pages, where `like` read the sample whole
    // (0.4 s at ten million members). A common one is counted with `like` below: the pairs'
    // expression costs about 20 µs a row where the index cannot help, `like` a fraction of one.
    const enough = enoughIn('sample');
    const sampleMayEstimate = async () => {
      if (!isShortPattern(searched.pattern)) return true;
      const [probe] = await withPairsIndex(db, searched.pattern, (tx) =>
        selectRows<{ n: unknown }>(
          tx,
          sql`select count(*) as n from (select 1 from ${SAMPLES.sample.table}
            where ${sql.join([searchTextMatches(searched.pattern), ...inScopeRow], sql` and `)}
            limit ${enough}) found`,
        ),
      );
      return Number(probe?.n ?? 0) >= enough;
    };
    if (await sampleMayEstimate()) {
      const sample = await countIn(SAMPLES.sample.table, [like, ...inScopeRow]);
      if (sample.matched >= enough)
        return keep(estimated(filterCountsOf(sample.row), SAMPLES.sample.oneIn), sample.version);
    }
    const whole = await withPairsIndex(db, searched.pattern, (tx) =>
      countIn(sql`mobile_user_search`, [searchTextMatches(searched.pattern), ...inScopeWhole], tx),
    );
    return keep(filterCountsOf(whole.row), whole.version);
  });
}
