import { Link } from 'react-router-dom';
import type { Segment } from '../../../../contract/segments';
import { CrudTable, type CrudColumn, type SortState } from '../../../components/table/CrudTable';
import { RowAction } from '../../../components/table/RowAction';
import { formatDate } from '../../../lib/dates';
import { segmentPagePath } from '../../../lib/segmentReads';
import { countCell } from './ruleText';

/** Sorting runs on the server: a column's sortValue only marks it sortable. */
const sortable = () => '';

const COLUMNS: CrudColumn<Segment>[] = [
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    sortValue: sortable,
    cell: (item) => (
      <div className="d-flex flex-column">
        <Link to={segmentPagePath(item.id)} className="crud-title">
          {item.name}
        </Link>
        <span className="small text-body-secondary">
          {item.channelName ? `${item.channelName}’s followers` : 'Whole organization'}
        </span>
      </div>
    ),
  },
  {
    id: 'count',
    header: 'Members',
    align: 'end',
    sortValue: sortable,
    sortDescFirst: true,
    cell: (item) =>
      item.lastCount ? (
        <span title={`Counted ${formatDate(item.lastCount.countedAt)}`}>
          {countCell(item.lastCount)}
        </span>
      ) : (
        <span className="text-body-secondary">Counting…</span>
      ),
  },
  {
    id: 'updatedAt',
    header: 'Last changed',
    sortValue: sortable,
    sortDescFirst: true,
    cell: (item) => formatDate(item.updatedAt),
  },
];

interface SegmentsTableProps {
  segments: readonly Segment[];
  busy: boolean;
  sort: SortState | null;
  onSortChange: (sort: SortState | null) => void;
  onDelete: (item: Segment) => void;
}

export function SegmentsTable({
  segments,
  busy,
  sort,
  onSortChange,
  onDelete,
}: SegmentsTableProps) {
  return (
    <CrudTable
      caption="Segments"
      rows={segments}
      columns={COLUMNS}
      rowId={(item) => item.id}
      busy={busy}
      sort={sort}
      onSortChange={onSortChange}
      actions={(item) => (
        <>
          <RowAction
            icon="bi-pencil"
            label={`Edit ${item.name}`}
            title="Edit"
            to={segmentPagePath(item.id)}
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
