import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import type { UnionLink } from '../../../../contract/unionLinks';
import { ALL_COMPANIES } from '../../../../contract/unionLinks';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import {
  selectCompanyInView,
  selectIsChannelAdmin,
  selectIsPlatformAdmin,
} from '../../../state/session';
import { ListPage } from '../../../components/list/ListPage';
import { useListScreen } from '../../../components/list/useListScreen';
import { ConfirmDelete, deleted, useConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SearchBox } from '../../../components/ui/SearchBox';
import { plural } from '../../../lib/numbers';
import '../components/UnionLinks.css';
import { UnionLinksTable, organisationOf } from '../components/UnionLinksTable';
import { linkFlowsCleared, selectLinks, selectLinksFlow } from '../unionLinksSlice';
import { deleteLink, fetchLinks } from '../unionLinksThunks';

const matches = (item: UnionLink, term: string) =>
  [item.unionLink_name, item.url, item.benefits_description, organisationOf(item)]
    .join(' ')
    .toLowerCase()
    .includes(term);

/** /links (App Content (Links)): the links the mobile app shows, the organisation's and the platform's. */
export function UnionLinksPage() {
  const dispatch = useAppDispatch();
  const links = useAppSelector(selectLinks);
  const companyInView = useAppSelector(selectCompanyInView);
  const isPlatformAdmin = useAppSelector(selectIsPlatformAdmin);
  // Channel admins read the organisation's links; they arrange their own channel's banners.
  const readOnly = useAppSelector(selectIsChannelAdmin);
  const listFlow = useAppSelector((state) => selectLinksFlow(state, 'list'));
  const deleteFlow = useAppSelector((state) => selectLinksFlow(state, 'delete'));
  const load = useCallback(() => dispatch(fetchLinks()), [dispatch]);
  const { search, searchFor, shown, page, setPage, reload } = useListScreen({
    rows: links,
    matches,
    load,
    reloadOn: companyInView,
  });

  const canWrite = useCallback(
    (item: UnionLink) => !readOnly && (isPlatformAdmin || item.companyID !== ALL_COMPANIES),
    [readOnly, isPlatformAdmin],
  );

  const deletion = useConfirmDelete<UnionLink>({
    remove: (item) => deleted(dispatch(deleteLink(item._id)), item.unionLink_name),
    onClose: () => dispatch(linkFlowsCleared()),
  });

  const newLink =
    isPlatformAdmin && companyInView === ALL_COMPANIES ? 'New platform link' : 'New link';

  return (
    <ListPage
      title="Links"
      description={
        readOnly
          ? 'The links the app shows your members. Your organisation’s admins change them.'
          : 'The links the app shows members: your organisation’s, and the platform’s (All), which every organisation shows.'
      }
      actions={
        readOnly ? null : (
          <div className="d-flex gap-2 flex-wrap">
            <Link to="/links/types/list" className="btn btn-outline-primary">
              <i className="bi bi-collection me-2" aria-hidden="true" />
              Screen banners
            </Link>
            <Link to="/links/create" className="btn btn-primary">
              <i className="bi bi-plus-lg me-2" aria-hidden="true" />
              {newLink}
            </Link>
          </div>
        )
      }
      toolbar={
        <>
          <SearchBox
            value={search}
            onSearch={searchFor}
            label="Search links"
            placeholder="Search links"
          />
          <span className="small text-body-secondary ms-auto">{plural(shown.length, 'link')}</span>
        </>
      }
      flow={listFlow}
      rowCount={shown.length}
      onRetry={reload}
      skeleton={{ columns: 5, label: 'Loading links…' }}
      emptyState={
        <EmptyState
          icon="bi-link-45deg"
          title={search ? 'No links match this search' : 'No links yet'}
          action={
            !search &&
            !readOnly && (
              <Link to="/links/create" className="btn btn-outline-primary">
                Create the first link
              </Link>
            )
          }
        >
          {search
            ? 'Try another word.'
            : 'A link sends members to a web page: a discount, a course, the legal advice line.'}
        </EmptyState>
      }
      paging={{ page: page, total: shown.length, onChange: setPage, label: 'Links pages' }}
      dialogs={
        <ConfirmDelete
          name={deletion.target?.unionLink_name ?? null}
          noun="link"
          pending={deleteFlow.status === 'loading'}
          error={deleteFlow.error}
          onConfirm={() => void deletion.confirm()}
          onCancel={deletion.cancel}
        >
          {deletion.target?.companyID === ALL_COMPANIES
            ? 'The link disappears from the app of every organisation. This cannot be undone.'
            : 'The link disappears from the app and from its screen banner. This cannot be undone.'}
        </ConfirmDelete>
      }
    >
      <UnionLinksTable
        links={shown}
        page={page}
        busy={listFlow.status === 'loading'}
        canWrite={canWrite}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
