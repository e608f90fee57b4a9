import { useCallback, useMemo, useState } from 'react';
import { pageCount } from './pageWindow';
import { useListLoad, type AbortableRequest } from './useListLoad';

interface ListScreenOptions<T> {
  /** Every row the server answered; the screen searches and pages them in the browser. */
  rows: T[];
  /** Whether a row holds the search term (trimmed and lower-cased). */
  matches: (row: T, term: string) => boolean;
  /** Loads the rows (dispatches the list thunk); keep it stable (useCallback). */
  load: () => AbortableRequest;
  /** A value whose change loads the rows again: the organisation in view. */
  reloadOn?: unknown;
}

/**
 * The state of a list screen that gets all its rows at once: the search, the page (back to 1 on
 * a new search, and never past the last page), the rows the search shows, and `reload`.
 */
export function useListScreen<T>({ rows, matches, load, reloadOn }: ListScreenOptions<T>) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const reload = useListLoad(load, reloadOn);
  const searchFor = useCallback((term: string) => {
    setSearch(term);
    setPage(1);
  }, []);
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return term ? rows.filter((row) => matches(row, term)) : rows;
  }, [rows, matches, search]);
  return {
    search,
    searchFor,
    shown,
    page: Math.min(page, pageCount(shown.length)),
    setPage,
    reload,
  };
}
