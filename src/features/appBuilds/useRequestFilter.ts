import { useCallback, useMemo, useState } from 'react';
import type { BuildStatus } from '../../../contract/appBuildRequests';
import { pageCount } from '../../components/list/pageWindow';
import { matchesRequest, type StatusFilter } from './components/requestFilters';

/**
 * A request list's search, status filter and page, paged in the browser: the rows shown, the
 * page in range, and whether anything narrows them. A new search or status goes back to page 1.
 */
export function useRequestFilter<Row extends { status: BuildStatus }>(
  rows: readonly Row[],
  textOf: (row: Row) => string,
) {
  const [search, setSearch] = useState('');
  const [status, setStatusValue] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const searchFor = useCallback((term: string) => {
    setSearch(term);
    setPage(1);
  }, []);
  const setStatus = useCallback((value: StatusFilter) => {
    setStatusValue(value);
    setPage(1);
  }, []);
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return rows.filter((row) => matchesRequest(row, textOf(row), term, status));
  }, [rows, textOf, search, status]);
  return {
    search,
    searchFor,
    status,
    setStatus,
    shown,
    page: Math.min(page, pageCount(shown.length)),
    setPage,
    filtered: search.trim() !== '' || status !== 'all',
  };
}
