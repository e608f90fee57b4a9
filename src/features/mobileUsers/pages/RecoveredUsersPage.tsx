import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { ListPage } from '../../../components/list/ListPage';
import { usePageParam } from '../../../components/list/usePageParam';
import { EmptyState } from '../../../components/ui/EmptyState';
import '../components/Users.css';
import { RecoveredUsersTable } from '../components/RecoveredUsersTable';
import { selectFlow, selectRecovered } from '../mobileUsersSlice';
import { fetchRecoveredUsers } from '../mobileUsersThunks';

/** /users/recovered: app users who registered again, newest first, a page at a time. */
export function RecoveredUsersPage() {
  const dispatch = useAppDispatch();
  const [page, goTo] = usePageParam();
  const recovered = useAppSelector(selectRecovered);
  const flow = useAppSelector((state) => selectFlow(state, 'recovered'));
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const request = dispatch(fetchRecoveredUsers(page));
    return () => request.abort();
  }, [dispatch, page, reloads]);

  const users = recovered?.users ?? [];
  return (
    <ListPage
      title="Re-registered users"
      description="App users who signed up again after their account was removed or lost."
      className="users-page"
      flow={flow}
      rowCount={users.length}
      onRetry={() => setReloads((count) => count + 1)}
      skeleton={{ columns: 5, rows: 10, label: 'Loading re-registered users…' }}
      emptyState={
        <EmptyState icon="bi-arrow-repeat" title="No re-registered users">
          When someone signs up again with an email or phone number you have seen before, they
          appear here.
        </EmptyState>
      }
      paging={{
        page,
        total: recovered?.total ?? 0,
        onChange: goTo,
        label: 'Re-registered users pages',
      }}
    >
      <RecoveredUsersTable users={users} refreshing={flow.status === 'loading'} />
    </ListPage>
  );
}
