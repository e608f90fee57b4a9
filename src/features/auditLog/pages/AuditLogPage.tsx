import { useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { useDownload } from '../../../state/downloads';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { ListCard } from '../../../components/list/ListCard';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { DownloadProgress } from '../../../components/ui/DownloadProgress';
import { EmptyState } from '../../../components/ui/EmptyState';
import { isFiltered } from '../../../lib/filterParams';
import { PageHeader } from '../../../components/ui/PageHeader';
import { apiFilter, EMPTY_FILTER, filterFromParams, paramsOfFilter } from '../auditFilter';
import {
  selectAuditCsvProgress,
  selectAuditEntries,
  selectAuditFlow,
  selectAuditNextCursor,
  selectAuditPeople,
} from '../auditLogSlice';
import { downloadAuditCsv, fetchAuditPage, fetchAuditPeople } from '../auditLogThunks';
import { AuditFilters } from '../components/AuditFilters';
import '../components/AuditLog.css';
import { AuditTable } from '../components/AuditTable';

/** /audit-log: who changed what and when, newest first, filtered and paged. */
export function AuditLogPage() {
  const dispatch = useAppDispatch();
  const download = useDownload();
  const [params, setParams] = useSearchParams();
  const form = useMemo(() => filterFromParams(params), [params]);
  const filter = useMemo(() => apiFilter(form), [form]);
  const filterKey = JSON.stringify(filter);
  // The cursor of each page seen so far: page n (from 0) starts after cursors[n].
  const [paging, setPaging] = useState<{ key: string; cursors: (string | null)[] }>({
    key: filterKey,
    cursors: [null],
  });
  const [reloads, setReloads] = useState(0);
  const cursors = paging.key === filterKey ? paging.cursors : [null];
  const page = cursors.length - 1;
  const cursor = cursors[page] ?? null;

  const entries = useAppSelector(selectAuditEntries);
  const nextCursor = useAppSelector(selectAuditNextCursor);
  const people = useAppSelector(selectAuditPeople);
  const listFlow = useAppSelector((state) => selectAuditFlow(state, 'list'));
  const csvFlow = useAppSelector((state) => selectAuditFlow(state, 'csv'));
  const csvProgress = useAppSelector(selectAuditCsvProgress);

  useEffect(() => {
    const request = dispatch(fetchAuditPeople());
    return () => request.abort();
  }, [dispatch]);

  useEffect(() => {
    const request = dispatch(
      fetchAuditPage({ filter: JSON.parse(filterKey) as typeof filter, cursor }),
    );
    return () => request.abort();
  }, [dispatch, filterKey, cursor, reloads]);

  const filtered = isFiltered(form);
  const loading = listFlow.status === 'loading';
  const downloading = csvFlow.status === 'loading';

  return (
    <div className="container-fluid py-4 audit-page">
      <PageHeader
        title="Audit log"
        description="Every change an admin made through the console: who, when, what, and the values before and after."
        actions={
          <DownloadButton
            downloading={downloading}
            disabled={entries.length === 0}
            onDownload={() => void download(downloadAuditCsv(filter))}
            label="Download the filtered audit log as CSV"
          >
            Download CSV
          </DownloadButton>
        }
      />
      {downloading && (
        <DownloadProgress
          className="audit-csv-progress"
          progress={csvProgress}
          what="the audit log"
          barLabel="Audit log download"
        />
      )}
      <ListCard
        toolbar={
          <AuditFilters
            value={form}
            people={people}
            onChange={(next) => setParams(paramsOfFilter(next), { replace: true })}
          />
        }
        flow={listFlow}
        rowCount={entries.length}
        onRetry={() => setReloads((count) => count + 1)}
        skeleton={{ columns: 6, rows: 8, label: 'Loading the audit log…' }}
        emptyState={
          filtered ? (
            <EmptyState
              icon="bi-funnel"
              title="No entries match"
              action={
                <Button
                  variant="outline-primary"
                  onClick={() => setParams(paramsOfFilter(EMPTY_FILTER))}
                >
                  Clear filters
                </Button>
              }
            >
              Nothing was recorded for this person, target, action or time.
            </EmptyState>
          ) : (
            <EmptyState icon="bi-journal-text" title="Nothing recorded yet">
              Changes admins make (creating a group, sending a message, editing a user) appear here
              as they happen.
            </EmptyState>
          )
        }
      >
        <AuditTable entries={entries} refreshing={loading} />
      </ListCard>
      {(page > 0 || nextCursor !== null || (loading && entries.length > 0)) &&
        listFlow.status !== 'failed' && (
          <nav className="audit-pager mt-3" aria-label="Audit log pages">
            <Button
              variant="outline-secondary"
              size="sm"
              disabled={page === 0 || loading}
              onClick={() => setPaging({ key: filterKey, cursors: cursors.slice(0, -1) })}
            >
              <i className="bi bi-chevron-left me-1" aria-hidden="true" />
              Newer
            </Button>
            <span className="small text-body-secondary" aria-live="polite">
              Page {page + 1}
            </span>
            <Button
              variant="outline-secondary"
              size="sm"
              disabled={!nextCursor || loading}
              onClick={() => setPaging({ key: filterKey, cursors: [...cursors, nextCursor] })}
            >
              Older
              <i className="bi bi-chevron-right ms-1" aria-hidden="true" />
            </Button>
          </nav>
        )}
    </div>
  );
}
