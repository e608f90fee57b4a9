import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { Package } from '../../../../contract/packages';
import { CrudTable, type CrudColumn } from '../../../components/table/CrudTable';
import { RowAction } from '../../../components/table/RowAction';
import { formatDate } from '../../../lib/dates';

export const editPackagePath = (item: Package) => `/packages/edit/${encodeURIComponent(item._id)}`;

const nameColumn: CrudColumn<Package> = {
  id: 'name',
  header: 'Package',
  rowHeader: true,
  sortValue: (item) => item.package_name.toLowerCase(),
  cell: (item) => (
    <Link to={editPackagePath(item)} className="crud-title">
      {item.package_name}
    </Link>
  ),
};

const benefitsColumn: CrudColumn<Package> = {
  id: 'benefits',
  header: 'Benefits',
  className: 'package-benefits',
  cell: (item) =>
    item.benefits_description || <span className="text-body-secondary">No benefits described</span>,
};

const createdColumn: CrudColumn<Package> = {
  id: 'created',
  header: 'Created',
  className: 'text-nowrap',
  sortValue: (item) => item.dateCreated,
  sortDescFirst: true,
  cell: (item) => formatDate(item.dateCreated),
};

interface PackagesTableProps {
  packages: readonly Package[];
  /** Names each package's organisation; null when all are of the organisation in view. */
  organisationOf: ((companyID: string) => string) | null;
  page: number;
  busy: boolean;
  onDelete: (item: Package) => void;
}

export function PackagesTable({
  packages,
  organisationOf,
  page,
  busy,
  onDelete,
}: PackagesTableProps) {
  const columns = useMemo(
    () => [
      nameColumn,
      ...(organisationOf
        ? [
            {
              id: 'organisation',
              header: 'Organisation',
              sortValue: (item: Package) => organisationOf(item.companyID),
              cell: (item: Package) => organisationOf(item.companyID),
            } satisfies CrudColumn<Package>,
          ]
        : []),
      benefitsColumn,
      createdColumn,
    ],
    [organisationOf],
  );
  return (
    <CrudTable
      caption="Member benefit packages"
      rows={packages}
      columns={columns}
      rowId={(item) => item._id}
      page={page}
      busy={busy}
      defaultSort={{ id: 'name', desc: false }}
      actions={(item) => (
        <>
          <RowAction
            icon="bi-pencil"
            label={`Edit ${item.package_name}`}
            title="Edit"
            to={editPackagePath(item)}
          />
          <RowAction
            icon="bi-trash"
            label={`Delete ${item.package_name}`}
            title="Delete"
            danger
            onClick={() => onDelete(item)}
          />
        </>
      )}
    />
  );
}
