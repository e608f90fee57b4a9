import './SortHeader.css';

interface SortHeaderProps {
  label: string;
  /** Which way the rows run by this column, or false when they are not sorted by it. */
  direction: 'asc' | 'desc' | false;
  onSort: () => void;
  className?: string;
}

/**
 * A column heading that sorts: a real button, so keys reach it, in a heading whose aria-sort
 * tells screen readers which way the rows run.
 */
export function SortHeader({ label, direction, onSort, className }: SortHeaderProps) {
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  const icon = !direction
    ? 'bi-arrow-down-up'
    : direction === 'asc'
      ? 'bi-arrow-up'
      : 'bi-arrow-down';
  return (
    <th scope="col" aria-sort={ariaSort} className={className}>
      <button type="button" className={`sort-button${direction ? ' active' : ''}`} onClick={onSort}>
        {label}
        <i className={`bi ${icon}`} aria-hidden="true" />
      </button>
    </th>
  );
}
