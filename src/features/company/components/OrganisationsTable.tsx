import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router-dom';
import type { CompanyListItem } from '../../../../contract/company';
import { CrudTable, type CrudColumn } from '../../../components/table/CrudTable';
import { RowAction } from '../../../components/table/RowAction';
import { assetUrl } from '../../../lib/assetUrl';
import { formatDate } from '../../../lib/dates';

export const editOrganisationPath = (company: Pick<CompanyListItem, 'companyID'>) =>
  `/organizations/edit/${encodeURIComponent(company.companyID)}`;

const COLUMNS: readonly CrudColumn<CompanyListItem>[] = [
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    sortValue: (company) => company.name.toLowerCase(),
    cell: (company) => (
      <>
        <span className="org-logo-cell">
          {company.logo && <img src={assetUrl(company.logo) ?? ''} alt="" />}
        </span>
        <Link to={editOrganisationPath(company)} className="crud-title">
          {company.name}
        </Link>
      </>
    ),
  },
  {
    id: 'companyID',
    header: 'Organization ID',
    sortValue: (company) => company.companyID,
    cell: (company) => <code>{company.companyID}</code>,
  },
  {
    id: 'number',
    header: 'No.',
    align: 'end',
    className: 'tabular-nums',
    sortValue: (company) => company.companyNumber ?? 0,
    cell: (company) => company.companyNumber ?? '—',
  },
  {
    id: 'status',
    header: 'Status',
    sortValue: (company) => company.isActive,
    cell: (company) =>
      company.isActive ? (
        <Badge bg="success-subtle" text="success-emphasis" className="fw-medium">
          Active
        </Badge>
      ) : (
        <Badge bg="secondary-subtle" text="secondary-emphasis" className="fw-medium">
          Inactive
        </Badge>
      ),
  },
  {
    id: 'created',
    header: 'Created',
    className: 'text-nowrap',
    sortValue: (company) => company.dateCreated,
    sortDescFirst: true,
    cell: (company) => formatDate(company.dateCreated),
  },
];

interface OrganisationsTableProps {
  companies: readonly CompanyListItem[];
  page: number;
  busy: boolean;
  onToggle: (company: CompanyListItem) => void;
  onDelete: (company: CompanyListItem) => void;
}

export function OrganisationsTable({
  companies,
  page,
  busy,
  onToggle,
  onDelete,
}: OrganisationsTableProps) {
  return (
    <CrudTable
      caption="Organizations"
      rows={companies}
      columns={COLUMNS}
      rowId={(company) => company.companyID}
      page={page}
      busy={busy}
      defaultSort={{ id: 'name', desc: false }}
      actions={(company) => (
        <>
          <RowAction
            icon="bi-pencil"
            label={`Edit ${company.name}`}
            title="Edit"
            to={editOrganisationPath(company)}
          />
          <RowAction
            icon={company.isActive ? 'bi-pause-circle' : 'bi-play-circle'}
            label={`${company.isActive ? 'Deactivate' : 'Activate'} ${company.name}`}
            title={company.isActive ? 'Deactivate' : 'Activate'}
            onClick={() => onToggle(company)}
          />
          <RowAction
            icon="bi-trash"
            label={`Delete ${company.name}`}
            title="Delete"
            danger
            onClick={() => onDelete(company)}
          />
        </>
      )}
    />
  );
}
