import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { MobileUser, SortField } from '../../../../contract/mobileUsers';
import { useAppSelector } from '../../../state/hooks';
import { ListPage } from '../../../components/list/ListPage';
import { DialogLoading } from '../../../components/ui/DialogLoading';
import { EmptyState } from '../../../components/ui/EmptyState';
import { BulkBar } from '../components/BulkBar';
import { CsvDownloadButton } from '../components/CsvDownloadButton';
import { CsvProgress } from '../components/CsvProgress';
import { ListSegments } from '../components/ListSegments';
import { SaveSegmentButton } from '../components/SaveSegmentButton';
import type { RowAction } from '../components/UserActionsMenu';
import { UnionMenu } from '../components/UnionMenu';
import { UserCounters } from '../components/UserCounters';
import type { UserDialog } from '../components/UserDialogs';
import { UserToolDialogs, type UserTool } from '../components/UserToolDialogs';
import { UsersFilters } from '../components/UsersFilters';
import { UsersTable } from '../components/UsersTable';
import '../components/Users.css';
import { csvBody, hasFilters, listFilter, writeListQuery } from '../listQuery';
import { selectBusyUserId, selectLabelledGroups } from '../mobileUsersSlice';
import { useListQuery } from '../useListQuery';
import { useRowSelection } from '../useRowSelection';
import { useRowToggles } from '../useRowToggles';
import { useUsersList } from '../useUsersList';

// The row and bulk dialogs (forms, imports, audits) load when one first opens: the list's first
// render does not wait for their code.
const UserDialogs = lazy(() =>
  import('../components/UserDialogs').then((module) => ({ default: module.UserDialogs })),
);

/** Text columns sort A to Z first; the join date newest first. */
const firstDirection = (field: SortField) => (field === 'dateCreated' ? 'desc' : 'asc');

/**
 * /users: the app users, filtered, sorted and paged from the URL query. The page is a ListPage;
 * its table stays UsersTable (server sorting from the URL, selection that can widen to every
 * matching user, a menu of row actions, the name column kept in view on phones).
 */
export function UsersPage() {
  const { query, update, clearFilters } = useListQuery();
  const toPage = useCallback((page: number) => update({ page }, { replace: true }), [update]);
  const { users, summary, flow, reload } = useUsersList(query, toPage);
  const groups = useAppSelector(selectLabelledGroups);
  const busyUserId = useAppSelector(selectBusyUserId);
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const [tool, setTool] = useState<UserTool | null>(null);
  const toggle = useRowToggles(query.status, reload);
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
    <ListPage
      title="App users"
      description="Everyone who uses your app: find them, manage their groups and download the list."
      className="users-page"
      actions={
        <div className="d-flex flex-wrap gap-2">
          <Button variant="primary" onClick={() => setTool('create')}>
            <i className="bi bi-person-plus me-2" aria-hidden="true" />
            Add user
          </Button>
          <UnionMenu onSync={() => setTool('sync')} onCompare={() => setTool('uaCheck')} />
          <Button variant="outline-secondary" onClick={() => setDialog({ kind: 'import' })}>
            <i className="bi bi-upload me-2" aria-hidden="true" />
            Import
          </Button>
          <CsvDownloadButton body={csvBody(query)} />
          <SaveSegmentButton query={query} groups={groups} />
          <Button variant="outline-secondary" onClick={() => setDialog({ kind: 'audit' })}>
            <i className="bi bi-file-earmark-text me-2" aria-hidden="true" />
            Message audit
          </Button>
        </div>
      }
      summary={
        <>
          <CsvProgress />
          <UserCounters summary={summary} />
        </>
      }
      toolbar={
        <div className="users-toolbar">
          <UsersFilters query={query} groups={groups} onChange={update} onClear={clearFilters} />
          <ListSegments query={query} summary={summary} onChange={update} />
        </div>
      }
      selectionBar={
        selection.selected.length > 0 && (
          <BulkBar
            count={selection.selected.length}
            selectedIds={selection.selected}
            onAction={(action) => setDialog({ kind: 'bulk', action })}
            onClear={selection.clear}
          />
        )
      }
      flow={flow}
      rowCount={users.length}
      onRetry={reload}
      skeleton={{ columns: 7, rows: 10, label: 'Loading app users…' }}
      emptyState={
        hasFilters(query) ? (
          <EmptyState
            icon="bi-funnel"
            title="No app users match these filters"
            action={
              <Button variant="outline-primary" onClick={clearFilters}>
                Clear all filters
              </Button>
            }
          >
            Try another search, or widen the status and registration choices.
          </EmptyState>
        ) : (
          <EmptyState
            icon="bi-people"
            title="No app users yet"
            action={
              <Button variant="primary" onClick={() => setDialog({ kind: 'import' })}>
                <i className="bi bi-upload me-2" aria-hidden="true" />
                Import users
              </Button>
            }
          >
            People appear here when they sign up in the app, or when you import them from a CSV
            file.
          </EmptyState>
        )
      }
      paging={{
        page: query.page,
        total,
        estimated: summary?.countsEstimated === true,
        onChange: (page) => update({ page }),
        label: 'Users pages',
      }}
      dialogs={
        <>
          <UserToolDialogs
            tool={tool}
            filter={filter}
            onClose={() => setTool(null)}
            onChanged={reload}
          />
          {dialog && (
            <Suspense fallback={<DialogLoading />}>
              <UserDialogs
                dialog={dialog}
                selectedIds={selection.selected}
                matchingCount={total}
                matchingEstimated={summary?.countsEstimated === true}
                filter={filter}
                onClose={() => setDialog(null)}
                onChanged={() => {
                  selection.clear();
                  reload();
                }}
              />
            </Suspense>
          )}
        </>
      }
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
    </ListPage>
  );
}
