import { useCallback, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { MobileUser, SortField } from '../../../../contract/mobileUsers';
import { useAppSelector } from '../../../app/hooks';
import { Pagination } from '../../../components/ui/Pagination';
import { pageCount, rangeLabel } from '../../../components/ui/pageWindow';
import { BulkBar } from '../components/BulkBar';
import { CsvDownloadButton } from '../components/CsvDownloadButton';
import { CsvProgress } from '../components/CsvProgress';
import { ListSegments } from '../components/ListSegments';
import type { RowAction } from '../components/UserActionsMenu';
import { UserCounters } from '../components/UserCounters';
import { UserDialogs, type UserDialog } from '../components/UserDialogs';
import { UsersFilters } from '../components/UsersFilters';
import { UsersListBody } from '../components/UsersListBody';
import { UsersTable } from '../components/UsersTable';
import '../components/Users.css';
import { csvBody, hasFilters, listFilter, writeListQuery } from '../listQuery';
import { selectBusyUserId, selectGroupChoices } from '../mobileUsersSlice';
import { useListQuery } from '../useListQuery';
import { useRowSelection } from '../useRowSelection';
import { useRowToggles } from '../useRowToggles';
import { useUsersList } from '../useUsersList';

/** Text columns sort A to Z first; the join date newest first. */
const firstDirection = (field: SortField) => (field === 'dateCreated' ? 'desc' : 'asc');

/** /users: the app users, filtered, sorted and paged from the URL query. */
export function UsersPage() {
  const { query, update, clearFilters } = useListQuery();
  const toPage = useCallback((page: number) => update({ page }, { replace: true }), [update]);
  const { users, summary, flow, reload } = useUsersList(query, toPage);
  const groups = useAppSelector(selectGroupChoices);
  const busyUserId = useAppSelector(selectBusyUserId);
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const toggle = useRowToggles();
  const filter = useMemo(() => listFilter(query), [query]);
  const rowIds = useMemo(() => users.map((user) => user._id), [users]);
  const selection = useRowSelection(writeListQuery(query).toString(), rowIds);
  const total = summary?.totalFilteredUsers ?? 0;

  const sortBy = (field: SortField) =>
    update({
      sort: field,
      dir: field !== query.sort ? firstDirection(field) : query.dir === 'asc' ? 'desc' : 'asc',
    });

  const act = (action: RowAction, user: MobileUser) => {
    if (action === 'status' || action === 'chat' || action === 'deals') void toggle(action, user);
    else setDialog({ kind: action, user });
  };

  return (
    <div className="container-fluid py-4 users-page">
      <header className="d-flex flex-wrap align-items-start gap-3 mb-4">
        <div className="users-page-title">
          <h1 className="h3 mb-1">App users</h1>
          <p className="text-body-secondary mb-0">
            Everyone who uses your app: find them, manage their groups and download the list.
          </p>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-secondary" onClick={() => setDialog({ kind: 'import' })}>
            <i className="bi bi-upload me-2" aria-hidden="true" />
            Import
          </Button>
          <CsvDownloadButton body={csvBody(query)} />
          <Button variant="outline-secondary" onClick={() => setDialog({ kind: 'audit' })}>
            <i className="bi bi-file-earmark-text me-2" aria-hidden="true" />
            Message audit
          </Button>
        </div>
      </header>
      <CsvProgress />
      <UserCounters summary={summary} />
      <Card className="shadow-sm users-card">
        <Card.Header className="bg-body users-card-header">
          <UsersFilters query={query} groups={groups} onChange={update} onClear={clearFilters} />
          <ListSegments query={query} summary={summary} onChange={update} />
        </Card.Header>
        {selection.selected.length > 0 && (
          <BulkBar
            count={selection.selected.length}
            onAction={(action) => setDialog({ kind: 'bulk', action })}
            onClear={selection.clear}
          />
        )}
        <UsersListBody
          flow={flow}
          rowCount={users.length}
          loaded={summary !== null}
          filtered={hasFilters(query)}
          onRetry={reload}
          onClearFilters={clearFilters}
          onImport={() => setDialog({ kind: 'import' })}
        >
          <UsersTable
            users={users}
            query={query}
            refreshing={flow.status === 'loading'}
            selected={selection.selected}
            allSelected={selection.allSelected}
            busyUserId={busyUserId}
            onSort={sortBy}
            onToggle={selection.toggle}
            onToggleAll={selection.toggleAll}
            onAction={act}
          />
        </UsersListBody>
        {total > 0 && (
          <Card.Footer className="bg-body users-card-footer">
            <span className="small text-body-secondary">{rangeLabel(query.page, total)}</span>
            <Pagination
              page={query.page}
              pages={pageCount(total)}
              onChange={(page) => update({ page })}
              label="Users pages"
            />
          </Card.Footer>
        )}
      </Card>
      <UserDialogs
        dialog={dialog}
        selectedIds={selection.selected}
        matchingCount={total}
        filter={filter}
        onClose={() => setDialog(null)}
        onChanged={() => {
          selection.clear();
          reload();
        }}
      />
    </div>
  );
}
