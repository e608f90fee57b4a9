import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Scope } from '../../plugins/tenancy';

/** Terms up to this many letters have no trigram: they are found by their letter pairs. */
const SHORT_TERM_LETTERS = 2;

/** The term a contains pattern ('%le%') was made of, its escapes undone. */
export function termOfPattern(pattern: string): string {
  return pattern.slice(1, -1).replace(/\\(.)/g, '$1');
}

/** Whether the pattern's term is too short for the trigram index. */
export const isShortPattern = (pattern: string) =>
  Array.from(termOfPattern(pattern)).length <= SHORT_TERM_LETTERS;

/**
 * mobile_user_search's `search_text` contains the pattern's term, written so an index can find
 * it: a term of one or two letters by the GIN over its letters and pairs (migration 0049), which
 * is exact, any other by the trigram GIN (migration 0046).
 */
export function searchTextMatches(pattern: string): SQL {
  return isShortPattern(pattern)
    ? sql`short_grams(search_text) @> array[${termOfPattern(pattern)}]::text[]`
    : sql`search_text like ${pattern}`;
}

/**
 * Runs a read of a short term's matches with sequential scans off. The planner takes a pair's
 * share of the whole company for its share of any scope, so for a channel admin whose followers
 * hold a pair the company is full of ("na": 6 followers of 5 million, a million in the company)
 * it expects thousands of matches and scans the table, computing every row's letter pairs
 * (32 s at ten million; the sample's probe 4.5 s): the index answers in 0.25 s and 0.1 s. Only
 * terms the sample found rare, or the sample's bounded probe, come here, so the index is right.
 */
export async function withPairsIndex<T>(
  db: Database,
  pattern: string,
  read: (db: Database) => Promise<T>,
): Promise<T> {
  if (!isShortPattern(pattern)) return read(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return read(tx);
  });
}

/** Whether a mobile_user_search row's scope keys (its channels and its company) hold `id`. */
const keyed = (id: string) => sql`(channel_ids || company_id) @> array[${id}]::uuid[]`;

/**
 * The scope of a search over mobile_user_search, said so its trigram index can serve it: that
 * index is keyed by each row's channels and company together (migration 0085), so a company
 * admin's search reads only the company's matches, and a channel admin's only the followers'.
 * `channel_ids @> ...` is kept beside the key for the letter-pairs index (migration 0049), whose
 * key is the channels alone. The company itself is the caller's own condition (inScope).
 */
export function searchScopeKeys(scope: Scope): SQL[] {
  if (scope.kind === 'channel')
    return [sql`channel_ids @> array[${scope.channelId}]::uuid[]`, keyed(scope.channelId)];
  return scope.companyId ? [keyed(scope.companyId)] : [];
}
