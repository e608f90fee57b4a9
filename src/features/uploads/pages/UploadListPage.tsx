import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  UPLOAD_KINDS,
  type Upload,
  type UploadKind,
  type UploadSort,
} from '../../../../contract/uploads';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectCompanyInView } from '../../../state/session';
import { ListPage } from '../../../components/list/ListPage';
import { usePageParam } from '../../../components/list/usePageParam';
import type { SortState } from '../../../components/table/CrudTable';
import { ConfirmDelete, useConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SearchBox } from '../../../components/ui/SearchBox';
import { SegmentedControl } from '../../../components/ui/SegmentedControl';
import { notify } from '../../../lib/notify';
import { plural } from '../../../lib/numbers';
import '../components/Uploads.css';
import { UploadsTable } from '../components/UploadsTable';
import { KIND_TEXT, kindFrom } from '../uploadKinds';
import {
  selectUploads,
  selectUploadsFlow,
  selectUploadTotal,
  uploadFlowsCleared,
} from '../uploadsSlice';
import { deleteUpload, fetchUploads } from '../uploadsThunks';
import { useLengthWait } from '../useLengthWait';

const PAGE_SIZE = 10;
const KIND_SEGMENTS = UPLOAD_KINDS.map((kind) => ({ value: kind, label: KIND_TEXT[kind].short }));
const DEFAULT_SORT: SortState = { id: 'dateCreated', desc: true };

/** /upload-file/list?type=audio|video|document: Wave Management, Video Management, HTML/PDF Files. */
export function UploadListPage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const kind = kindFrom(params.get('type'));
  const text = KIND_TEXT[kind];
  const [page, setPage] = usePageParam();
  const uploads = useAppSelector(selectUploads);
  const total = useAppSelector(selectUploadTotal);
  const companyInView = useAppSelector(selectCompanyInView);
  const listFlow = useAppSelector((state) => selectUploadsFlow(state, 'list'));
  const deleteFlow = useAppSelector((state) => selectUploadsFlow(state, 'delete'));
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [reloads, setReloads] = useState(0);

  const searchFor = useCallback(
    (term: string) => {
      setSearch(term);
      setPage(1);
    },
    [setPage],
  );
  const showKind = (next: UploadKind) => {
    setSearch('');
    setParams({ type: next });
  };

  useEffect(() => {
    const request = dispatch(
      fetchUploads({
        type: kind,
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
        sort: sort.id as UploadSort,
        order: sort.desc ? 'desc' : 'asc',
        ...(search.trim() ? { search: search.trim() } : {}),
      }),
    );
    return () => request.abort();
  }, [dispatch, kind, page, search, sort, companyInView, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  useLengthWait(
    uploads.some((item) => item.durationPending),
    listFlow.status === 'loading',
    reload,
  );

  const deletion = useConfirmDelete<Upload>({
    remove: async (item) => {
      const result = await dispatch(deleteUpload(item._id));
      if (!deleteUpload.fulfilled.match(result)) return false;
      notify.success(`${item.title} deleted.`);
      // The page may now be short or empty: load it again from the server.
      if (uploads.length === 1 && page > 1) setPage(page - 1);
      else setReloads((count) => count + 1);
      return true;
    },
    onClose: () => dispatch(uploadFlowsCleared()),
  });

  const createPath = `/upload-file/create?type=${kind}`;
  return (
    <ListPage
      title={text.list}
      description="What the app plays and shows members: listen, watch or read each file before it goes out."
      actions={
        <Link to={createPath} className="btn btn-primary">
          <i className="bi bi-cloud-arrow-up me-2" aria-hidden="true" />
          {text.create}
        </Link>
      }
      toolbar={
        <>
          <SegmentedControl
            label="Kind of file"
            segments={KIND_SEGMENTS}
            value={kind}
            onChange={showKind}
          />
          <SearchBox
            key={kind}
            value={search}
            onSearch={searchFor}
            label={`Search ${text.list}`}
            placeholder="Search by title or file name"
          />
          <span className="small text-body-secondary ms-auto">{plural(total, 'file')}</span>
        </>
      }
      flow={listFlow}
      rowCount={uploads.length}
      onRetry={() => setReloads((count) => count + 1)}
      skeleton={{ columns: 5, label: 'Loading files…' }}
      emptyState={
        <EmptyState
          icon={text.icon}
          title={search ? 'No files match this search' : `No ${text.noun}s yet`}
          action={
            !search && (
              <Link to={createPath} className="btn btn-outline-primary">
                Upload the first {text.noun}
              </Link>
            )
          }
        >
          {search
            ? 'Try another word.'
            : `Upload ${text.noun}s here once; messages and the app then use them.`}
        </EmptyState>
      }
      paging={{ page, total, onChange: setPage, label: `${text.list} pages` }}
      dialogs={
        <ConfirmDelete
          name={deletion.target?.title ?? null}
          noun={text.noun}
          pending={deleteFlow.status === 'loading'}
          error={deleteFlow.error}
          onConfirm={() => void deletion.confirm()}
          onCancel={deletion.cancel}
        >
          The file is removed from storage and from the app. Messages that carry it lose it. This
          cannot be undone.
        </ConfirmDelete>
      }
    >
      <UploadsTable
        kind={kind}
        uploads={uploads}
        caption={text.list}
        busy={listFlow.status === 'loading'}
        sort={sort}
        onSortChange={(next) => {
          setSort(next ?? DEFAULT_SORT);
          setPage(1);
        }}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
