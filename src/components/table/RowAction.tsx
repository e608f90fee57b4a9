import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';

interface RowActionProps {
  /** Bootstrap icon class: bi-pencil, bi-trash… */
  icon: string;
  /** The action on this row, as screen readers hear it: "Edit Stewards". */
  label: string;
  /** The short word a pointer's tooltip shows: "Edit". */
  title: string;
  /** A link to another page… */
  to?: string;
  /** …or a button. */
  onClick?: () => void;
  /** Destructive actions are red. */
  danger?: boolean;
}

/** An icon action in a table row: a link when it goes somewhere, else a button. */
export function RowAction({ icon, label, title, to, onClick, danger = false }: RowActionProps) {
  const glyph = <i className={`bi ${icon}`} aria-hidden="true" />;
  if (to) {
    return (
      <Link
        to={to}
        className={`btn btn-sm btn-link${danger ? ' text-danger' : ''}`}
        aria-label={label}
        title={title}
      >
        {glyph}
      </Link>
    );
  }
  return (
    <Button
      variant="link"
      size="sm"
      className={danger ? 'text-danger' : undefined}
      aria-label={label}
      title={title}
      onClick={onClick}
    >
      {glyph}
    </Button>
  );
}
