import type { ReplicaBuild } from '../../../../contract/appBuilds';
import { REPLICA_SECRET_FIELDS } from '../../../../contract/appBuilds';
import { CrudTable, type CrudColumn } from '../../../components/table/CrudTable';
import { RowAction } from '../../../components/table/RowAction';
import { assetUrl } from '../../../lib/assetUrl';
import { formatDate } from '../../../lib/dates';

const keysSet = (build: ReplicaBuild) =>
  REPLICA_SECRET_FIELDS.filter((field) => build[field] !== null).length;

function BuildIcon({ build }: { build: ReplicaBuild }) {
  const src = assetUrl(build.icon);
  return src ? (
    <img className="build-icon" src={src} alt="" />
  ) : (
    <span className="build-icon build-icon--empty" aria-hidden="true">
      <i className="bi bi-phone" />
    </span>
  );
}

const COLUMNS: CrudColumn<ReplicaBuild>[] = [
  {
    id: 'name',
    header: 'Build',
    rowHeader: true,
    sortValue: (build) => build.name.toLowerCase(),
    cell: (build) => (
      <span className="d-inline-flex align-items-center gap-2">
        <BuildIcon build={build} />
        <span className="crud-title">{build.name}</span>
      </span>
    ),
  },
  {
    id: 'channels',
    header: 'Channels',
    sortValue: (build) => build.channels.length,
    cell: (build) =>
      build.channels.length === 0 ? (
        <span className="text-body-secondary">No channel yet</span>
      ) : (
        <span className="build-channels">
          {build.channels.map((channel) => (
            <span key={channel._id} className="badge text-bg-light border">
              {channel.clientName}
            </span>
          ))}
        </span>
      ),
  },
  {
    id: 'versions',
    header: 'Versions',
    className: 'text-nowrap',
    cell: (build) => (
      <>
        <div>iOS {build.iosVersion || '—'}</div>
        <div>Android {build.androidVersion || '—'}</div>
      </>
    ),
  },
  {
    id: 'keys',
    header: 'Keys',
    className: 'text-nowrap',
    sortValue: keysSet,
    cell: (build) => `${keysSet(build)} of ${REPLICA_SECRET_FIELDS.length} set`,
  },
  {
    id: 'updated',
    header: 'Updated',
    className: 'text-nowrap',
    sortValue: (build) => build.dateUpdated,
    sortDescFirst: true,
    cell: (build) => formatDate(build.dateUpdated),
  },
];

interface ReplicaBuildsTableProps {
  builds: readonly ReplicaBuild[];
  page: number;
  busy: boolean;
  onEdit: (build: ReplicaBuild) => void;
}

export function ReplicaBuildsTable({ builds, page, busy, onEdit }: ReplicaBuildsTableProps) {
  return (
    <CrudTable
      caption="Replica builds"
      rows={builds}
      columns={COLUMNS}
      rowId={(build) => build.id}
      page={page}
      busy={busy}
      defaultSort={{ id: 'name', desc: false }}
      actions={(build) => (
        <RowAction
          icon="bi-pencil"
          label={`Edit ${build.name}`}
          title="Edit"
          onClick={() => onEdit(build)}
        />
      )}
    />
  );
}
