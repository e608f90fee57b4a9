import { useEffect, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { Pagination } from '../../../components/ui/Pagination';
import { pageCount, rangeLabel } from '../../../components/ui/pageWindow';
import { TableSkeleton } from '../../../components/ui/TableSkeleton';
import '../components/Users.css';
import { RecoveredUsersTable } from '../components/RecoveredUsersTable';
import { selectFlow, selectRecovered } from '../mobileUsersSlice';
import { fetchRecoveredUsers } from '../mobileUsersThunks';
import { PageHeader } from '../../../components/ui/PageHeader';

function pageOf(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/** /users/recovered: app users who registered again, newest first, a page at a time. */
export function RecoveredUsersPage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const recovered = useAppSelector(selectRecovered);
  const flow = useAppSelector((state) => selectFlow(state, 'recovered'));
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const request = dispatch(fetchRecoveredUsers(page));
    return () => request.abort();
  }, [dispatch, page, reloads]);

  const goTo = (next: number) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      if (next > 1) merged.set('page', String(next));
      else merged.delete('page');
      return merged;
    });

  const total = recovered?.total ?? 0;
  const loading = flow.status === 'loading' || flow.status === 'idle';

  return (
    <div className="container-fluid py-4 users-page">
      <PageHeader
        title="Re-registered users"
        description="App users who signed up again after their account was removed or lost."
      />
      <Card className="shadow-sm users-card">
        {flow.status === 'failed' ? (
          <div className="p-3">
            <LoadError message={flow.error} onRetry={() => setReloads((count) => count + 1)} />
          </div>
        ) : !recovered || (loading && recovered.users.length === 0) ? (
          <TableSkeleton columns={5} label="Loading re-registered users…" />
        ) : recovered.users.length === 0 ? (
          <EmptyState icon="bi-arrow-repeat" title="No re-registered users">
            When someone signs up again with an email or phone number you have seen before, they
            appear here.
          </EmptyState>
        ) : (
          <RecoveredUsersTable users={recovered.users} refreshing={loading} />
        )}
        {total > 0 && (
          <Card.Footer className="bg-body users-card-footer">
            <span className="small text-body-secondary">{rangeLabel(page, total)}</span>
            <Pagination
              page={page}
              pages={pageCount(total)}
              onChange={goTo}
              label="Re-registered users pages"
            />
          </Card.Footer>
        )}
      </Card>
    </div>
  );
}
