import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import './FilterBar.css';

interface FilterBarProps {
  /** The form's accessible name: "Filter messages". */
  label: string;
  /** A class of the screen's own, for its column width. */
  className?: string;
  /** Some filter is set: Clear filters is offered. */
  canClear: boolean;
  onClear: () => void;
  /** The filters: SelectFilter, DateRangeFilter, fields of the screen's own. */
  children: ReactNode;
}

/**
 * A list's filters in a grid that fills the card's toolbar, with Clear filters last. The form
 * never submits: each filter applies as it changes.
 */
export function FilterBar({ label, className, canClear, onClear, children }: FilterBarProps) {
  return (
    <Form
      className={className ? `filter-bar ${className}` : 'filter-bar'}
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
      <div className="filter-bar-clear">
        <Button size="sm" variant="link" disabled={!canClear} onClick={onClear}>
          Clear filters
        </Button>
      </div>
    </Form>
  );
}
