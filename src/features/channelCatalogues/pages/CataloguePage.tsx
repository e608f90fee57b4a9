import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import type { CatalogueItem, CatalogueKind } from '../../../../contract/channelCatalogues';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import {
  ALL_COMPANIES,
  selectCompanyInView,
  selectIsPlatformAdmin,
  selectOrganisationNamer,
} from '../../../state/session';
import { ListPage } from '../../../components/list/ListPage';
import { useListScreen } from '../../../components/list/useListScreen';
import { ConfirmDelete, deleted, useConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SearchBox } from '../../../components/ui/SearchBox';
import { plural } from '../../../lib/numbers';
import { CATALOGUE_KIND_INFO, createPath, type CatalogueKindInfo } from '../catalogueKinds';
import {
  catalogueFlowsCleared,
  selectCatalogue,
  selectCataloguesFlow,
} from '../channelCataloguesSlice';
import { deleteCatalogueItem, fetchCatalogue } from '../channelCataloguesThunks';
import '../components/Catalogues.css';
import { CatalogueTable } from '../components/CatalogueTable';

const NO_ITEMS: CatalogueItem[] = [];

const matches = (item: CatalogueItem, term: string) =>
  `${item.name} ${item.description} ${item.groupName ?? ''}`.toLowerCase().includes(term);

/** What deleting a row does to the channels (and categories) that use it. */
function deleteConsequence(info: CatalogueKindInfo, item: CatalogueItem | null): string {
  const channels = item?.channels ?? 0;
  const using =
    channels === 0
      ? 'No channel uses it.'
      : `${plural(channels, 'channel')} ${channels === 1 ? 'uses' : 'use'} it and will be left without a ${info.item}.`;
  const categories =
    info.kind === 'group' && (item?.categories ?? 0) > 0
      ? ` Its ${plural(item?.categories ?? 0, 'category', 'categories')} will be left in no group.`
      : '';
  return `${using}${categories} This cannot be undone.`;
}

/** The list of one channel catalogue: /content-provider/categories, types, groups, union-types. */
export function CataloguePage({ kind }: { kind: CatalogueKind }) {
  const info = CATALOGUE_KIND_INFO[kind];
  const dispatch = useAppDispatch();
  const items = useAppSelector((state) => selectCatalogue(state, kind)) ?? NO_ITEMS;
  const companyInView = useAppSelector(selectCompanyInView);
  const organisationOf = useAppSelector(selectOrganisationNamer);
  // A platform admin looking at every organisation reads them all, and picks one to add to.
  const needsCompany = useAppSelector(selectIsPlatformAdmin) && companyInView === ALL_COMPANIES;
  const listFlow = useAppSelector((state) => selectCataloguesFlow(state, 'list'));
  const deleteFlow = useAppSelector((state) => selectCataloguesFlow(state, 'delete'));
  const load = useCallback(() => dispatch(fetchCatalogue(kind)), [dispatch, kind]);
  const { search, searchFor, shown, page, setPage, reload } = useListScreen({
    rows: items,
    matches,
    load,
    reloadOn: companyInView,
  });

  const deletion = useConfirmDelete<CatalogueItem>({
    remove: (item) => deleted(dispatch(deleteCatalogueItem({ kind, id: item._id })), item.name),
    onClose: () => dispatch(catalogueFlowsCleared()),
  });

  const newLink = needsCompany ? (
    <button type="button" className="btn btn-primary" disabled>
      <i className="bi bi-plus-lg me-2" aria-hidden="true" />
      New {info.item}
    </button>
  ) : (
    <Link to={createPath(info)} className="btn btn-primary">
      <i className="bi bi-plus-lg me-2" aria-hidden="true" />
      New {info.item}
    </Link>
  );

  return (
    <ListPage
      title={info.title}
      description={
        needsCompany
          ? `${info.description} Choose an organisation in the navbar to add one.`
          : info.description
      }
      actions={
        kind === 'type' ? (
          <>
            <Link to={CATALOGUE_KIND_INFO.unionType.listPath} className="btn btn-outline-secondary">
              <i className="bi bi-diagram-3 me-2" aria-hidden="true" />
              Union types
            </Link>
            {newLink}
          </>
        ) : (
          newLink
        )
      }
      toolbar={
        <>
          <SearchBox
            value={search}
            onSearch={searchFor}
            label={`Search ${info.title.toLowerCase()}`}
            placeholder="Search by name"
          />
          <span className="small text-body-secondary ms-auto">
            {plural(shown.length, info.item, info.item === 'category' ? 'categories' : undefined)}
          </span>
        </>
      }
      flow={listFlow}
      rowCount={shown.length}
      onRetry={reload}
      skeleton={{ columns: 4, label: `Loading ${info.title.toLowerCase()}…` }}
      emptyState={
        <EmptyState
          icon={info.icon}
          title={
            search ? `Nothing matches “${search.trim()}”` : `No ${info.title.toLowerCase()} yet`
          }
          action={
            !search &&
            !needsCompany && (
              <Link to={createPath(info)} className="btn btn-outline-primary">
                Create the first {info.item}
              </Link>
            )
          }
        >
          {search ? 'Try another name.' : info.description}
        </EmptyState>
      }
      paging={{
        page: page,
        total: shown.length,
        onChange: setPage,
        label: `${info.title} pages`,
      }}
      dialogs={
        <ConfirmDelete
          name={deletion.target?.name ?? null}
          noun={info.item}
          pending={deleteFlow.status === 'loading'}
          error={deleteFlow.error}
          onConfirm={() => void deletion.confirm()}
          onCancel={deletion.cancel}
        >
          {deleteConsequence(info, deletion.target)}
        </ConfirmDelete>
      }
    >
      <CatalogueTable
        info={info}
        items={shown}
        organisationOf={organisationOf}
        page={page}
        busy={listFlow.status === 'loading'}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}

export const CategoriesPage = () => <CataloguePage kind="category" />;
export const TypesPage = () => <CataloguePage kind="type" />;
export const GroupsPage = () => <CataloguePage kind="group" />;
export const UnionTypesPage = () => <CataloguePage kind="unionType" />;
