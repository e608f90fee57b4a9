import { Link } from 'react-router-dom';
import type { Upload, UploadKind } from '../../../../contract/uploads';
import { CrudTable, type CrudColumn, type SortState } from '../../../components/table/CrudTable';
import { RowAction } from '../../../components/table/RowAction';
import { formatDate } from '../../../lib/dates';
import { formatMediaTime } from '../../../components/media/mediaTime';
import { formatBytes, formatCount } from '../../../lib/numbers';

export const editUploadPath = (item: Upload) =>
  `/upload-file/edit/${encodeURIComponent(item._id)}?type=${item.kind}`;

/** Sorting runs on the server: a column's sortValue only marks it sortable. */
const sortable = () => '';

const COLUMNS: CrudColumn<Upload>[] = [
  {
    id: 'title',
    header: 'Title',
    rowHeader: true,
    sortValue: sortable,
    cell: (item) => (
      <div className="d-flex flex-column">
        <Link to={editUploadPath(item)} className="crud-title">
          {item.title}
        </Link>
        <span className="small text-body-secondary text-break">{item.fileName}</span>
      </div>
    ),
  },
  {
    id: 'channel',
    header: 'Channel',
    hideable: true,
    cell: (item) =>
      item.channelName ?? <span className="text-body-secondary">Whole organisation</span>,
  },
  {
    id: 'size',
    header: 'Size',
    align: 'end',
    sortValue: sortable,
    sortDescFirst: true,
    cell: (item) => formatBytes(item.size),
  },
  {
    id: 'durationSeconds',
    header: 'Duration',
    align: 'end',
    hideable: true,
    sortValue: sortable,
    sortDescFirst: true,
    cell: (item) =>
      item.durationSeconds === null ? (
        <span className="text-body-secondary">
          {item.durationPending ? 'Not known yet' : 'Unknown'}
        </span>
      ) : (
        formatMediaTime(item.durationSeconds)
      ),
  },
  {
    id: 'views',
    header: 'Views',
    align: 'end',
    sortValue: sortable,
    sortDescFirst: true,
    cell: (item) => formatCount(item.views),
  },
  {
    id: 'bytesSent',
    header: 'Data sent',
    align: 'end',
    hideable: true,
    sortValue: sortable,
    sortDescFirst: true,
    cell: (item) => formatBytes(item.bytesSent),
  },
  {
    id: 'dateCreated',
    header: 'Uploaded',
    sortValue: sortable,
    sortDescFirst: true,
    cell: (item) => formatDate(item.dateCreated),
  },
];

/** Documents have no length: their list leaves the column out. */
const DOCUMENT_COLUMNS = COLUMNS.filter((column) => column.id !== 'durationSeconds');

interface UploadsTableProps {
  kind: UploadKind;
  uploads: readonly Upload[];
  busy: boolean;
  caption: string;
  sort: SortState | null;
  onSortChange: (sort: SortState | null) => void;
  onDelete: (item: Upload) => void;
}

export function UploadsTable({
  kind,
  uploads,
  busy,
  caption,
  sort,
  onSortChange,
  onDelete,
}: UploadsTableProps) {
  return (
    <CrudTable
      caption={caption}
      rows={uploads}
      columns={kind === 'document' ? DOCUMENT_COLUMNS : COLUMNS}
      rowId={(item) => item._id}
      busy={busy}
      sort={sort}
      onSortChange={onSortChange}
      actions={(item) => (
        <>
          <RowAction
            icon="bi-pencil"
            label={`Edit ${item.title}`}
            title="Edit"
            to={editUploadPath(item)}
          />
          <RowAction
            icon="bi-trash"
            label={`Delete ${item.title}`}
            title="Delete"
            danger
            onClick={() => onDelete(item)}
          />
        </>
      )}
    />
  );
}
