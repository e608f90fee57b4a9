import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { UnionLink } from '../../../../contract/unionLinks';
import { ALL_COMPANIES } from '../../../../contract/unionLinks';
import { CrudTable, type CrudColumn } from '../../../components/table/CrudTable';
import { RowAction } from '../../../components/table/RowAction';

export const editLinkPath = (item: UnionLink) => `/links/${encodeURIComponent(item._id)}`;

export const organisationOf = (item: UnionLink) =>
  item.companyID === ALL_COMPANIES ? 'All' : (item.companyName ?? item.companyID);

/**
 * An address as the table shows it: without https:// (any other scheme stays), free to break
 * after each slash and before a query, so it wraps between its parts rather than mid-word. The
 * break points are for the eye; screen readers get the address in one piece.
 */
function UrlText({ url }: { url: string }) {
  const shown = url.replace(/^https:\/\//i, '');
  const parts = shown.split(/(?<=\/)|(?=[?&#])/).filter(Boolean);
  return (
    <>
      <span aria-hidden="true">
        {parts.flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]))}
      </span>
      <span className="visually-hidden">{shown}</span>
    </>
  );
}

const urlColumn: CrudColumn<UnionLink> = {
  id: 'url',
  header: 'URL',
  className: 'link-url',
  sortValue: (item) => item.url.toLowerCase(),
  cell: (item) => (
    <a href={item.url} target="_blank" rel="noopener noreferrer" title={item.url}>
      <UrlText url={item.url} />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  ),
};

const descriptionColumn: CrudColumn<UnionLink> = {
  id: 'description',
  header: 'Description',
  className: 'link-description',
  hideable: true,
  cell: (item) =>
    item.benefits_description || <span className="text-body-secondary">No description</span>,
};

const bannerColumn: CrudColumn<UnionLink> = {
  id: 'banner',
  header: 'Screen banner',
  hideable: true,
  sortValue: (item) => (item.linkTypeName ?? '').toLowerCase(),
  cell: (item) => item.linkTypeName ?? <span className="text-body-secondary">None</span>,
};

const organisationColumn: CrudColumn<UnionLink> = {
  id: 'organisation',
  header: 'Organisation',
  sortValue: (item) => organisationOf(item).toLowerCase(),
  cell: (item) =>
    item.companyID === ALL_COMPANIES ? (
      <span className="badge text-bg-secondary" title="A platform link every organisation shows">
        All
      </span>
    ) : (
      organisationOf(item)
    ),
};

interface UnionLinksTableProps {
  links: readonly UnionLink[];
  page: number;
  busy: boolean;
  /** Whether the admin may change this link (a platform link is the platform admins'). */
  canWrite: (item: UnionLink) => boolean;
  onDelete: (item: UnionLink) => void;
}

export function UnionLinksTable({ links, page, busy, canWrite, onDelete }: UnionLinksTableProps) {
  const columns = useMemo<CrudColumn<UnionLink>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        rowHeader: true,
        sortValue: (item) => item.unionLink_name.toLowerCase(),
        cell: (item) =>
          canWrite(item) ? (
            <Link to={editLinkPath(item)} className="crud-title">
              {item.unionLink_name}
            </Link>
          ) : (
            <span className="crud-title">{item.unionLink_name}</span>
          ),
      },
      urlColumn,
      descriptionColumn,
      organisationColumn,
      bannerColumn,
    ],
    [canWrite],
  );
  return (
    <CrudTable
      caption="Links"
      rows={links}
      columns={columns}
      rowId={(item) => item._id}
      page={page}
      busy={busy}
      defaultSort={{ id: 'name', desc: false }}
      actions={(item) =>
        canWrite(item) ? (
          <>
            <RowAction
              icon="bi-pencil"
              label={`Edit ${item.unionLink_name}`}
              title="Edit"
              to={editLinkPath(item)}
            />
            <RowAction
              icon="bi-trash"
              label={`Delete ${item.unionLink_name}`}
              title="Delete"
              danger
              onClick={() => onDelete(item)}
            />
          </>
        ) : null
      }
    />
  );
}
