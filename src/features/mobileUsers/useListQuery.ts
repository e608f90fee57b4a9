import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_QUERY, readListQuery, writeListQuery, type ListQuery } from './listQuery';

interface UpdateOptions {
  /** Replace the history entry (typing a search) rather than add one (a click). */
  replace?: boolean;
}

/**
 * The users list's filters, sort and page, kept in the URL so a filtered list can be bookmarked
 * and Back undoes a change. Any change but a page change goes back to page 1.
 */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);

  const update = useCallback(
    (patch: Partial<ListQuery>, { replace = false }: UpdateOptions = {}) => {
      setParams(
        (current) => {
          const next = { ...readListQuery(current), page: 1, ...patch };
          // Parameters the list does not own (autoLogin, say) stay as they are.
          const merged = new URLSearchParams(current);
          for (const key of Object.keys(DEFAULT_QUERY)) merged.delete(key);
          for (const [key, value] of writeListQuery(next)) merged.set(key, value);
          return merged;
        },
        { replace },
      );
    },
    [setParams],
  );

  const clearFilters = useCallback(
    () =>
      update({
        status: DEFAULT_QUERY.status,
        type: DEFAULT_QUERY.type,
        platform: '',
        group: '',
        segment: '',
        q: '',
      }),
    [update],
  );

  return { query, update, clearFilters };
}
