import type { SortField } from '../../../../contract/mobileUsers';
import type { SortDirection } from '../listQuery';

interface SortHeaderProps {
  field: SortField;
  label: string;
  sort: SortField;
  dir: SortDirection;
  onSort: (field: SortField) => void;
  className?: string;
}

/** A column heading that sorts; aria-sort tells screen readers which way the rows run. */
export function SortHeader({ field, label, sort, dir, onSort, className }: SortHeaderProps) {
  const active = field === sort;
  const ariaSort = active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none';
  const icon = !active ? 'bi-arrow-down-up' : dir === 'asc' ? 'bi-arrow-up' : 'bi-arrow-down';
  return (
    <th scope="col" aria-sort={ariaSort} className={className}>
      <button
        type="button"
        className={`sort-button${active ? ' active' : ''}`}
        onClick={() => onSort(field)}
      >
        {label}
        <i className={`bi ${icon}`} aria-hidden="true" />
      </button>
    </th>
  );
}
