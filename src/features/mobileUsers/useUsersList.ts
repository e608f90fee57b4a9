import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { pageCount } from '../../components/list/pageWindow';
import { listBody, type ListQuery } from './listQuery';
import { selectFlow, selectSummary, selectUsers } from './mobileUsersSlice';
import { fetchGroupChoices, fetchUsers } from './mobileUsersThunks';

/**
 * Loads the page of users the query names, again whenever it changes or `reload` is called.
 * A superseded request is aborted, so a slow answer never replaces a newer one.
 */
export function useUsersList(query: ListQuery, onPageOutOfRange: (lastPage: number) => void) {
  const dispatch = useAppDispatch();
  const users = useAppSelector(selectUsers);
  const summary = useAppSelector(selectSummary);
  const flow = useAppSelector((state) => selectFlow(state, 'list'));
  const [reloads, setReloads] = useState(0);
  const body = useMemo(() => listBody(query), [query]);

  useEffect(() => {
    const request = dispatch(fetchUsers(body));
    return () => request.abort();
  }, [dispatch, body, reloads]);

  useEffect(() => {
    void dispatch(fetchGroupChoices());
  }, [dispatch]);

  // A bookmarked page past the end (users were deleted since) goes to the last page there is.
  const total = summary?.totalFilteredUsers ?? 0;
  const outOfRange = flow.status === 'succeeded' && users.length === 0 && query.page > 1;
  useEffect(() => {
    if (outOfRange) onPageOutOfRange(pageCount(total));
  }, [outOfRange, total, onPageOutOfRange]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  return { users, summary, flow, reload };
}
