import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { SegmentSort } from '../../../../contract/segments';
import { ListPage } from '../../../components/list/ListPage';
import { usePageParam } from '../../../components/list/usePageParam';
import type { SortState } from '../../../components/table/CrudTable';
import { ConfirmDelete, deleted, useConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SearchBox } from '../../../components/ui/SearchBox';
import { plural } from '../../../lib/numbers';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectCompanyInView } from '../../../state/session';
import { SegmentsTable } from '../components/SegmentsTable';
import {
  deleteFlowCleared,
  selectSegments,
  selectSegmentsFlow,
  selectSegmentTotal,
} from '../segmentsSlice';
import { countListedSegment, deleteSegment, fetchSegments } from '../segmentsThunks';

const DEFAULT_SORT: SortState = { id: 'updatedAt', desc: true };
const CREATE_PATH = '/segments/new';
export const SEGMENTS_PAGE_SIZE = 10;

/** /segments: the saved segments, searched by name, sorted and paged, each with its count. */
export function SegmentsPage() {
  const dispatch = useAppDispatch();
  const [page, setPage] = usePageParam();
  const segments = useAppSelector(selectSegments);
  const total = useAppSelector(selectSegmentTotal);
  const companyInView = useAppSelector(selectCompanyInView);
  const listFlow = useAppSelector((state) => selectSegmentsFlow(state, 'list'));
  const deleteFlow = useAppSelector((state) => selectSegmentsFlow(state, 'delete'));
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  const searchFor = useCallback(
    (term: string) => {
      setSearch(term);
      setPage(1);
    },
    [setPage],
  );

  useEffect(() => {
    const request = dispatch(
      fetchSegments({
        page,
        pageSize: SEGMENTS_PAGE_SIZE,
        sort: sort.id as SegmentSort,
        order: sort.desc ? 'desc' : 'asc',
        ...(search.trim() ? { search: search.trim() } : {}),
      }),
    );
    return () => request.abort();
  }, [dispatch, page, search, sort, companyInView, reloads]);

  // Segments never counted (new from the demo, or changed elsewhere) are counted once shown.
  const uncounted = segments
    .filter((segment) => !segment.lastCount)
    .map((segment) => segment.id)
    .join(',');
  // Each asked once: a count that arrives takes its row off `uncounted` without cancelling
  // the others still on their way; a row that leaves the page has its count cancelled.
  const counting = useRef(new Map<string, { abort: () => void }>());
  useEffect(() => {
    const wanted = new Set(uncounted ? uncounted.split(',') : []);
    for (const [id, request] of counting.current) {
      if (wanted.has(id)) continue;
      request.abort();
      counting.current.delete(id);
    }
    for (const id of wanted)
      if (!counting.current.has(id)) counting.current.set(id, dispatch(countListedSegment(id)));
  }, [dispatch, uncounted]);
  useEffect(() => {
    const requests = counting.current;
    return () => {
      requests.forEach((request) => request.abort());
      requests.clear();
    };
  }, []);

  const deletion = useConfirmDelete<{ id: string; name: string }>({
    remove: async (item) => {
      const gone = await deleted(dispatch(deleteSegment(item.id)), item.name);
      if (gone) {
        if (segments.length === 1 && page > 1) setPage(page - 1);
        else reload();
      }
      return gone;
    },
    onClose: () => dispatch(deleteFlowCleared()),
  });

  return (
    <ListPage
      title="Segments"
      description="Saved rules over your app users: who they are, what they follow and how they read your messages. Each send reaches the members its segment holds then."
      actions={
        <Link to={CREATE_PATH} className="btn btn-primary">
          <i className="bi bi-plus-lg me-2" aria-hidden="true" />
          New segment
        </Link>
      }
      toolbar={
        <>
          <SearchBox
            value={search}
            onSearch={searchFor}
            label="Search segments"
            placeholder="Search by name"
          />
          <span className="small text-body-secondary ms-auto">{plural(total, 'segment')}</span>
        </>
      }
      flow={listFlow}
      rowCount={segments.length}
      onRetry={reload}
      skeleton={{ columns: 3, label: 'Loading segments…' }}
      emptyState={
        <EmptyState
          icon="bi-funnel"
          title={search ? 'No segments match this search' : 'No segments yet'}
          action={
            !search && (
              <Link to={CREATE_PATH} className="btn btn-outline-primary">
                Create the first segment
              </Link>
            )
          }
        >
          {search
            ? 'Try another word.'
            : 'Save a rule such as “night shift on Android” or “not confirmed in 30 days”, then send to it.'}
        </EmptyState>
      }
      paging={{
        page,
        total,
        pageSize: SEGMENTS_PAGE_SIZE,
        onChange: setPage,
        label: 'Segment pages',
      }}
      dialogs={
        <ConfirmDelete
          name={deletion.target?.name ?? null}
          noun="segment"
          pending={deleteFlow.status === 'loading'}
          error={deleteFlow.error}
          onConfirm={() => void deletion.confirm()}
          onCancel={deletion.cancel}
        >
          The rule is removed; messages already sent to it keep their recipients. A segment that a
          scheduled send, sequence or campaign still uses cannot be deleted until they change.
        </ConfirmDelete>
      }
    >
      <SegmentsTable
        segments={segments}
        busy={listFlow.status === 'loading'}
        sort={sort}
        onSortChange={(next) => {
          setSort(next ?? DEFAULT_SORT);
          setPage(1);
        }}
        onDelete={(item) => deletion.ask(item)}
      />
    </ListPage>
  );
}
