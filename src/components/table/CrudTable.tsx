import {
  columnVisibilityFeature,
  createPaginatedRowModel,
  createSortedRowModel,
  functionalUpdate,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Row,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { PAGE_SIZE } from '../list/pageWindow';
import './CrudTable.css';
import { SortHeader } from './SortHeader';

/** One column of a CrudTable. */
export interface CrudColumn<T> {
  id: string;
  /** The heading, and the value's label on a phone card. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => string | number;
  /** Sorts newest or largest first on the first click (dates, counts). */
  sortDescFirst?: boolean;
  /** The row's name: a row header, and the card's title on a phone. */
  rowHeader?: boolean;
  align?: 'start' | 'end';
  /** Classes of the column's cells (text-nowrap, tabular-nums…). */
  className?: string;
  /** The admin may hide it (ColumnsMenu). */
  hideable?: boolean;
  /** The heading may break over lines: a long heading over short values (counts, amounts). */
  wrapHeader?: boolean;
}

export interface SortState {
  id: string;
  desc: boolean;
}

export interface RowSelection<T> {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** The checkbox's name for a row: "Select Ada Lovelace". */
  rowLabel: (row: T) => string;
  /** The header checkbox's name. */
  allLabel: string;
}

export interface CrudTableProps<T> {
  /** The table's name: its caption, and the label of its scroll region. */
  caption: string;
  rows: readonly T[];
  columns: readonly CrudColumn<T>[];
  rowId: (row: T) => string;
  /** The row's actions, in a last column: icon buttons (RowAction) or a menu. */
  actions?: (row: T) => ReactNode;
  /** The sort shown first, when the table keeps its own sort. */
  defaultSort?: SortState | null;
  /** A sort the page keeps (a server-sorted list); the table then leaves the rows' order alone. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  /** Shows page `page` (from 1) of the rows, after sorting: for lists paged in the browser. */
  page?: number;
  pageSize?: number;
  /** Tick boxes per row and for the page; the ids live with the page. */
  selection?: RowSelection<T>;
  /** Column ids the admin has hidden. */
  hiddenColumns?: readonly string[];
  /** Newer rows are on their way: the rows shown dim and are marked busy. */
  busy?: boolean;
  /** A row's own classes (selected, waiting). */
  rowClassName?: (row: T) => string | undefined;
  /** On phones (576 px and narrower) rows become cards; false keeps the table, scrolling sideways. */
  stackOnPhone?: boolean;
}

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** Strings compare without regard to case or accents (and numbers inside them by value). */
function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return asText(a).localeCompare(asText(b), 'en', { sensitivity: 'base', numeric: true });
}

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowSelectionFeature,
  columnVisibilityFeature,
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

type Features = typeof features;

const toSorting = (sort: SortState | null | undefined): SortingState => (sort ? [sort] : []);
const fromSorting = (sorting: SortingState): SortState | null => {
  const [first] = sorting;
  return first ? { id: first.id, desc: first.desc } : null;
};

/**
 * A list's table on @tanstack/react-table: columns described once (heading, cell, sort value),
 * sortable headings with aria-sort, optional tick boxes, hidden columns, a row-actions column,
 * and on phones each row as a card whose lines are named by their column.
 */
export function CrudTable<T extends object>({
  caption,
  rows,
  columns,
  rowId,
  actions,
  defaultSort = null,
  sort,
  onSortChange,
  page,
  pageSize = PAGE_SIZE,
  selection,
  hiddenColumns = [],
  busy = false,
  rowClassName,
  stackOnPhone = true,
}: CrudTableProps<T>) {
  const [ownSort, setOwnSort] = useState<SortState | null>(defaultSort);
  const controlled = sort !== undefined;
  const sorting = useMemo(
    () => toSorting(controlled ? sort : ownSort),
    [controlled, sort, ownSort],
  );
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries((selection?.selected ?? []).map((id) => [id, true] as const)),
    [selection?.selected],
  );
  const columnVisibility = useMemo(
    () => Object.fromEntries(hiddenColumns.map((id) => [id, false] as const)),
    [hiddenColumns],
  );
  const pagination = useMemo(
    () => ({ pageIndex: Math.max(0, (page ?? 1) - 1), pageSize }),
    [page, pageSize],
  );

  const tableColumns = useMemo<ColumnDef<Features, T>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: T) => (column.sortValue ? column.sortValue(row) : null),
        enableSorting: Boolean(column.sortValue),
        sortDescFirst: column.sortDescFirst ?? false,
        sortFn: (a: Row<Features, T>, b: Row<Features, T>, id: string) =>
          compareValues(a.getValue(id), b.getValue(id)),
        enableHiding: column.hideable ?? false,
      })),
    [columns],
  );
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);

  const changeSorting = (updater: Updater<SortingState>) => {
    const next = fromSorting(functionalUpdate(updater, sorting));
    if (!controlled) setOwnSort(next);
    onSortChange?.(next);
  };
  const changeSelection = (updater: Updater<RowSelectionState>) => {
    const next = functionalUpdate(updater, rowSelection);
    selection?.onChange(Object.keys(next).filter((id) => next[id]));
  };

  const table = useTable({
    features,
    columns: tableColumns,
    data: rows,
    getRowId: (row) => rowId(row),
    state: { sorting, rowSelection, columnVisibility, pagination },
    onSortingChange: changeSorting,
    onRowSelectionChange: changeSelection,
    enableRowSelection: Boolean(selection),
    enableSortingRemoval: false,
    manualSorting: controlled,
    manualPagination: page === undefined,
    autoResetPageIndex: false,
  });

  const pageRows = table.getRowModel().rows;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const someSelected = table.getIsSomePageRowsSelected();
  return (
    <div
      className={`table-responsive crud-table-wrap${busy ? ' is-refreshing' : ''}`}
      // A wide table scrolls sideways: keys must reach it too.
      tabIndex={0}
      role="region"
      aria-label={`${caption}, scrollable`}
    >
      <table
        className={`table table-hover align-middle mb-0 crud-table${stackOnPhone ? ' crud-table-stack' : ''}`}
        aria-busy={busy}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="crud-select">
                <Form.Check
                  aria-label={selection.allLabel}
                  checked={table.getIsAllPageRowsSelected()}
                  ref={(input: HTMLInputElement | null) => {
                    if (input) input.indeterminate = someSelected;
                  }}
                  onChange={table.getToggleAllPageRowsSelectedHandler()}
                />
              </th>
            )}
            {headers.map((header) => {
              const column = byId.get(header.column.id);
              if (!column) return null;
              const className =
                [column.align === 'end' ? 'text-end' : '', column.wrapHeader ? 'crud-wrap' : '']
                  .filter(Boolean)
                  .join(' ') || undefined;
              return header.column.getCanSort() ? (
                <SortHeader
                  key={header.id}
                  label={column.header}
                  direction={header.column.getIsSorted()}
                  onSort={() => header.column.toggleSorting()}
                  className={className}
                />
              ) : (
                <th key={header.id} scope="col" className={className}>
                  {column.header}
                </th>
              );
            })}
            {actions && (
              <th scope="col" className="crud-actions">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {pageRows.map((row) => (
            <tr
              key={row.id}
              className={
                [row.getIsSelected() ? 'table-active' : '', rowClassName?.(row.original) ?? '']
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            >
              {selection && (
                <td className="crud-select">
                  <Form.Check
                    aria-label={selection.rowLabel(row.original)}
                    checked={row.getIsSelected()}
                    onChange={row.getToggleSelectedHandler()}
                  />
                </td>
              )}
              {row.getVisibleCells().map((cell) => {
                const column = byId.get(cell.column.id);
                if (!column) return null;
                const className =
                  [column.className, column.align === 'end' ? 'text-end' : '']
                    .filter(Boolean)
                    .join(' ') || undefined;
                return column.rowHeader ? (
                  <th key={cell.id} scope="row" className={`crud-row-header ${className ?? ''}`}>
                    {column.cell(row.original)}
                  </th>
                ) : (
                  <td key={cell.id} data-label={column.header} className={className}>
                    {column.cell(row.original)}
                  </td>
                );
              })}
              {actions && <td className="crud-actions">{actions(row.original)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
