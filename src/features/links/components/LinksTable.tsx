import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { UnionLink } from '../../../../contract/unionLinks';
import { ALL_COMPANIES } from '../../../../contract/unionLinks';
import { CrudTable, type CrudColumn } from '../../../components/table/CrudTable';
import { RowAction } from '../../../components/table/RowAction';

export const editLinkPath = (item: UnionLink) => `/links/${encodeURIComponent(item._id)}`;

export const organisationOf = (item: UnionLink) =>
  item.companyID === ALL_COMPANIES ? 'All' : (item.companyName ?? item.companyID);

const urlColumn: CrudColumn<UnionLink> = {
  id: 'url',
  header: 'URL',
  className: 'link-url',
  sortValue: (item) => item.url.toLowerCase(),
  cell: (item) => (
    <a href={item.url} target="_blank" rel="noopener noreferrer">
      {item.url}
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

interface LinksTableProps {
  links: readonly UnionLink[];
  page: number;
  busy: boolean;
  /** Whether the admin may change this link (a platform link is the platform admins'). */
  canWrite: (item: UnionLink) => boolean;
  onDelete: (item: UnionLink) => void;
}

export function LinksTable({ links, page, busy, canWrite, onDelete }: LinksTableProps) {
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
