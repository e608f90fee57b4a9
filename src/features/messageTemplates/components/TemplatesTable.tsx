import { Link } from 'react-router-dom';
import type { MessageTemplateSummary } from '../../../../contract/messageTemplates';
import { CrudTable, type CrudColumn, type SortState } from '../../../components/table/CrudTable';
import { RowAction } from '../../../components/table/RowAction';
import { formatDate } from '../../../lib/dates';
import { languageName } from './languageNames';

export const editTemplatePath = (item: { _id: string }) =>
  `/messages/templates/${encodeURIComponent(item._id)}`;

/** Sorting runs on the server: a column's sortValue only marks it sortable. */
const sortable = () => '';

const COLUMNS: CrudColumn<MessageTemplateSummary>[] = [
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    sortValue: sortable,
    cell: (item) => (
      <div className="d-flex flex-column">
        <Link to={editTemplatePath(item)} className="crud-title">
          {item.name}
        </Link>
        <span className="small text-body-secondary text-break">{item.title}</span>
      </div>
    ),
  },
  {
    id: 'languages',
    header: 'Languages',
    hideable: true,
    cell: (item) => [item.language, ...item.languages].map((code) => languageName(code)).join(', '),
  },
  {
    id: 'updated',
    header: 'Last changed',
    sortValue: sortable,
    sortDescFirst: true,
    cell: (item) => (
      <span>
        {formatDate(item.dateUpdated)}
        {item.updatedBy && (
          <span className="d-block small text-body-secondary">by {item.updatedBy}</span>
        )}
      </span>
    ),
  },
];

interface TemplatesTableProps {
  templates: readonly MessageTemplateSummary[];
  busy: boolean;
  sort: SortState | null;
  onSortChange: (sort: SortState | null) => void;
  onDelete: (item: MessageTemplateSummary) => void;
}

export function TemplatesTable({
  templates,
  busy,
  sort,
  onSortChange,
  onDelete,
}: TemplatesTableProps) {
  return (
    <CrudTable
      caption="Message templates"
      rows={templates}
      columns={COLUMNS}
      rowId={(item) => item._id}
      busy={busy}
      sort={sort}
      onSortChange={onSortChange}
      actions={(item) => (
        <>
          <RowAction
            icon="bi-pencil"
            label={`Edit ${item.name}`}
            title="Edit"
            to={editTemplatePath(item)}
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
