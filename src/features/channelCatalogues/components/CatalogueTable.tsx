import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { CatalogueItem } from '../../../../contract/channelCatalogues';
import { CrudTable, type CrudColumn } from '../../../components/table/CrudTable';
import { RowAction } from '../../../components/table/RowAction';
import { assetUrl } from '../../../lib/assetUrl';
import { formatDate } from '../../../lib/dates';
import { formatCount } from '../../../lib/numbers';
import { editPath, type CatalogueKindInfo } from '../catalogueKinds';

function nameColumn(info: CatalogueKindInfo): CrudColumn<CatalogueItem> {
  return {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    sortValue: (item) => item.name.toLowerCase(),
    cell: (item) => {
      const image = assetUrl(item.image);
      return (
        <span className="catalogue-name">
          {info.withImage && (
            <span className="catalogue-thumb" aria-hidden="true">
              {image ? <img src={image} alt="" /> : <i className={`bi ${info.icon}`} />}
            </span>
          )}
          <span className="min-w-0">
            <Link to={editPath(info, item._id)} className="crud-title">
              {item.name}
            </Link>
            {item.description && <span className="crud-subline">{item.description}</span>}
          </span>
        </span>
      );
    },
  };
}

const groupColumn: CrudColumn<CatalogueItem> = {
  id: 'group',
  header: 'Group',
  sortValue: (item) => item.groupName?.toLowerCase() ?? '',
  cell: (item) => item.groupName ?? <span className="text-body-secondary">No group</span>,
};

const categoriesColumn: CrudColumn<CatalogueItem> = {
  id: 'categories',
  header: 'Categories',
  align: 'end',
  className: 'tabular-nums',
  sortValue: (item) => item.categories ?? 0,
  sortDescFirst: true,
  cell: (item) => formatCount(item.categories ?? 0),
};

const channelsColumn: CrudColumn<CatalogueItem> = {
  id: 'channels',
  header: 'Channels',
  align: 'end',
  className: 'tabular-nums',
  sortValue: (item) => item.channels,
  sortDescFirst: true,
  cell: (item) => formatCount(item.channels),
};

const createdColumn: CrudColumn<CatalogueItem> = {
  id: 'created',
  header: 'Created',
  className: 'text-nowrap',
  sortValue: (item) => item.dateCreated,
  sortDescFirst: true,
  cell: (item) => formatDate(item.dateCreated),
};

const organisationColumn = (
  organisationOf: (companyID: string) => string,
): CrudColumn<CatalogueItem> => ({
  id: 'organisation',
  header: 'Organisation',
  sortValue: (item) => organisationOf(item.companyID),
  cell: (item) => organisationOf(item.companyID),
});

interface CatalogueTableProps {
  info: CatalogueKindInfo;
  items: readonly CatalogueItem[];
  /** Names each row's organisation; null when every row is of the organisation in view. */
  organisationOf: ((companyID: string) => string) | null;
  page: number;
  busy: boolean;
  onDelete: (item: CatalogueItem) => void;
}

export function CatalogueTable({
  info,
  items,
  organisationOf,
  page,
  busy,
  onDelete,
}: CatalogueTableProps) {
  const columns = useMemo(
    () => [
      nameColumn(info),
      ...(organisationOf ? [organisationColumn(organisationOf)] : []),
      ...(info.kind === 'category' ? [groupColumn] : []),
      ...(info.kind === 'group' ? [categoriesColumn] : []),
      channelsColumn,
      createdColumn,
    ],
    [info, organisationOf],
  );
  return (
    <CrudTable
      caption={info.title}
      rows={items}
      columns={columns}
      rowId={(item) => item._id}
      page={page}
      busy={busy}
      defaultSort={{ id: 'name', desc: false }}
      actions={(item) => (
        <>
          <RowAction
            icon="bi-pencil"
            label={`Edit ${item.name}`}
            title="Edit"
            to={editPath(info, item._id)}
          />
          <RowAction
            icon="bi-trash"
            label={`Delete ${item.name}`}
            title="Delete"
            danger
            onClick={() => onDelete(item)}
          />
        </>
      )}
    />
  );
}
