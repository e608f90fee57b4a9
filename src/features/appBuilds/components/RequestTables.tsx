import type {
  AuxiliaryBuild,
  Platform,
  ProvisioningRequest,
} from '../../../../contract/appBuildRequests';
import { NEXT_STATUSES } from '../../../../contract/appBuildRequests';
import { CrudTable, type CrudColumn } from '../../../components/table/CrudTable';
import { RowAction } from '../../../components/table/RowAction';
import { formatDate } from '../../../lib/dates';
import { PLATFORM_LABELS } from './requestForm';
import { StatusBadge } from './StatusBadge';

type Tracked = AuxiliaryBuild | ProvisioningRequest;

const platformsText = (row: Tracked) =>
  row.platforms.map((platform) => PLATFORM_LABELS[platform as Platform] ?? platform).join(', ');

const STATUS_ORDER = ['requested', 'in_progress', 'submitted', 'live', 'rejected'];

function sharedColumns<T extends Tracked>(): CrudColumn<T>[] {
  return [
    {
      id: 'platforms',
      header: 'Stores',
      className: 'text-nowrap',
      cell: (row) => (
        <>
          <div>{platformsText(row)}</div>
          {(row.iosBundleId || row.androidPackage) && (
            <div className="small text-body-secondary">{row.iosBundleId || row.androidPackage}</div>
          )}
        </>
      ),
    },
    {
      id: 'contact',
      header: 'Contact',
      sortValue: (row) => row.contactName.toLowerCase(),
      cell: (row) => (
        <>
          <div>{row.contactName}</div>
          <div className="small text-body-secondary">{row.contactEmail}</div>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      sortValue: (row) => STATUS_ORDER.indexOf(row.status),
      cell: (row) => <StatusBadge status={row.status} reason={row.reason} />,
    },
    {
      id: 'created',
      header: 'Requested',
      className: 'text-nowrap',
      sortValue: (row) => row.dateCreated,
      sortDescFirst: true,
      cell: (row) => formatDate(row.dateCreated),
    },
  ];
}

const AUXILIARY_COLUMNS: CrudColumn<AuxiliaryBuild>[] = [
  {
    id: 'app',
    header: 'Build',
    rowHeader: true,
    sortValue: (row) => row.appName.toLowerCase(),
    cell: (row) => (
      <>
        <div className="crud-title">{row.appName}</div>
        <div className="small text-body-secondary build-purpose">{row.purpose}</div>
      </>
    ),
  },
  ...sharedColumns<AuxiliaryBuild>(),
];

const PROVISIONING_COLUMNS: CrudColumn<ProvisioningRequest>[] = [
  {
    id: 'app',
    header: 'App',
    rowHeader: true,
    sortValue: (row) => row.appName.toLowerCase(),
    cell: (row) => (
      <>
        <div className="crud-title">{row.appName}</div>
        <div className="small text-body-secondary">{row.organizationName}</div>
      </>
    ),
  },
  ...sharedColumns<ProvisioningRequest>(),
];

interface RequestTableProps<T extends Tracked> {
  rows: readonly T[];
  page: number;
  busy: boolean;
  /** Given to the platform admin: moves a request that is not final. */
  onMove: ((row: T) => void) | null;
}

function statusAction<T extends Tracked>(onMove: ((row: T) => void) | null) {
  if (!onMove) return undefined;
  return (row: T) =>
    NEXT_STATUSES[row.status].length > 0 ? (
      <RowAction
        icon="bi-arrow-right-circle"
        label={`Change the status of ${row.appName}`}
        title="Change status"
        onClick={() => onMove(row)}
      />
    ) : null;
}

export function AuxiliaryBuildsTable({
  rows,
  page,
  busy,
  onMove,
}: RequestTableProps<AuxiliaryBuild>) {
  return (
    <CrudTable
      caption="Auxiliary builds"
      rows={rows}
      columns={AUXILIARY_COLUMNS}
      rowId={(row) => row._id}
      page={page}
      busy={busy}
      defaultSort={{ id: 'created', desc: true }}
      actions={statusAction(onMove)}
    />
  );
}

export function ProvisioningTable({
  rows,
  page,
  busy,
  onMove,
}: RequestTableProps<ProvisioningRequest>) {
  return (
    <CrudTable
      caption="Provisioning requests"
      rows={rows}
      columns={PROVISIONING_COLUMNS}
      rowId={(row) => row._id}
      page={page}
      busy={busy}
      defaultSort={{ id: 'created', desc: true }}
      actions={statusAction(onMove)}
    />
  );
}
