import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MessageTemplateSummary, TemplateSort } from '../../../../contract/messageTemplates';
import { TEMPLATES_PAGE_SIZE } from '../../../../contract/messageTemplates';
import { ListPage } from '../../../components/list/ListPage';
import { usePageParam } from '../../../components/list/usePageParam';
import type { SortState } from '../../../components/table/CrudTable';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SearchBox } from '../../../components/ui/SearchBox';
import { notifyUndoable } from '../../../components/ui/UndoToast';
import { notify } from '../../../lib/notify';
import { plural } from '../../../lib/numbers';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectCompanyInView } from '../../../state/session';
import { TemplatesTable } from '../components/TemplatesTable';
import {
  selectTemplates,
  selectTemplatesFlow,
  selectTemplateTotal,
} from '../messageTemplatesSlice';
import { deleteTemplate, fetchTemplates, restoreTemplate } from '../messageTemplatesThunks';

const DEFAULT_SORT: SortState = { id: 'updated', desc: true };
const CREATE_PATH = '/messages/templates/create';

/** /messages/templates: the saved templates, searched by name, sorted and paged on the server. */
export function TemplatesPage() {
  const dispatch = useAppDispatch();
  const [page, setPage] = usePageParam();
  const templates = useAppSelector(selectTemplates);
  const total = useAppSelector(selectTemplateTotal);
  const companyInView = useAppSelector(selectCompanyInView);
  const listFlow = useAppSelector((state) => selectTemplatesFlow(state, 'list'));
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
      fetchTemplates({
        page,
        limit: TEMPLATES_PAGE_SIZE,
        sort: sort.id as TemplateSort,
        order: sort.desc ? 'desc' : 'asc',
        ...(search.trim() ? { search: search.trim() } : {}),
      }),
    );
    return () => request.abort();
  }, [dispatch, page, search, sort, companyInView, reloads]);

  /** Deleted at once; the toast's Undo brings it back (the server keeps it until then). */
  const remove = async (item: MessageTemplateSummary) => {
    const result = await dispatch(deleteTemplate(item._id));
    const failure = failureOf(result);
    if (failure) {
      notify.error(failure.message);
      return;
    }
    if (templates.length === 1 && page > 1) setPage(page - 1);
    else reload();
    notifyUndoable(`${item.name} deleted.`, () => {
      void dispatch(restoreTemplate(item._id)).then((undone) => {
        const undoFailure = failureOf(undone);
        if (undoFailure) notify.error(undoFailure.message);
        else notify.success(`${item.name} is back.`);
        reload();
      });
    });
  };

  return (
    <ListPage
      title="Message Templates"
      description="Messages to start from: a title, push text and body, with versions in members’ languages."
      actions={
        <Link to={CREATE_PATH} className="btn btn-primary">
          <i className="bi bi-plus-lg me-2" aria-hidden="true" />
          New template
        </Link>
      }
      toolbar={
        <>
          <SearchBox
            value={search}
            onSearch={searchFor}
            label="Search templates"
            placeholder="Search by name"
          />
          <span className="small text-body-secondary ms-auto">{plural(total, 'template')}</span>
        </>
      }
      flow={listFlow}
      rowCount={templates.length}
      onRetry={reload}
      skeleton={{ columns: 3, label: 'Loading templates…' }}
      emptyState={
        <EmptyState
          icon="bi-file-earmark-text"
          title={search ? 'No templates match this search' : 'No templates yet'}
          action={
            !search && (
              <Link to={CREATE_PATH} className="btn btn-outline-primary">
                Create the first template
              </Link>
            )
          }
        >
          {search
            ? 'Try another word.'
            : 'Save the messages you send often, then start a message from one.'}
        </EmptyState>
      }
      paging={{ page, total, onChange: setPage, label: 'Template pages' }}
    >
      <TemplatesTable
        templates={templates}
        busy={listFlow.status === 'loading'}
        sort={sort}
        onSortChange={(next) => {
          setSort(next ?? DEFAULT_SORT);
          setPage(1);
        }}
        onDelete={(item) => void remove(item)}
      />
    </ListPage>
  );
}
