import type { MobileUserSummary } from '../../../contract/mobileUsers';

export type SearchedCounts = Omit<MobileUserSummary, 'totalUsers'>;

/**
 * Searched summaries by what was asked (scope, search, filters), each with the search version it
 * was counted at (mobile_user_search_versions). An entry answers only while the version is the
 * same, so no change is ever missed; the oldest entries give way past `maxEntries`.
 */
export function createSearchedSummaryCache(maxEntries = 1000) {
  const entries = new Map<string, { version: string; counts: SearchedCounts }>();
  const counting = new Map<string, Promise<SearchedCounts>>();
  let hits = 0;
  let joined = 0;
  return {
    get(key: string, version: string): SearchedCounts | undefined {
      const entry = entries.get(key);
      if (!entry || entry.version !== version) return undefined;
      // Map keeps insertion order: moving a used entry to the end keeps the recent ones.
      entries.delete(key);
      entries.set(key, entry);
      hits += 1;
      return entry.counts;
    },
    set(key: string, version: string, counts: SearchedCounts) {
      entries.delete(key);
      entries.set(key, { version, counts });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    /**
     * One count at a time for the same question at the same version: a request asking what
     * another is counting waits for that answer. After a start, the screens' common searches
     * arrive many times a second while their first count runs (0.1 to 0.4 s at ten million
     * members); each counting again put the database seconds behind.
     */
    shared(key: string, version: string, count: () => Promise<SearchedCounts>) {
      const at = `${version} ${key}`;
      const running = counting.get(at);
      if (running) {
        joined += 1;
        return running;
      }
      const started = count().finally(() => counting.delete(at));
      counting.set(at, started);
      return started;
    },
    /** Requests that waited for another's count, for tests. */
    get joined() {
      return joined;
    },
    /** Answers given from memory so far, for tests. */
    get hits() {
      return hits;
    },
  };
}

export type SearchedSummaryCache = ReturnType<typeof createSearchedSummaryCache>;
