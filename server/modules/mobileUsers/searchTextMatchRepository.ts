import { sql, type SQL } from 'drizzle-orm';

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
