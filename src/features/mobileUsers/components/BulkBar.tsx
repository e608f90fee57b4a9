import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { plural } from '../../../lib/numbers';

export type BulkAction = 'add' | 'remove';

interface BulkBarProps {
  count: number;
  /** The picked users' ids, handed to the page that texts them sign-up links. */
  selectedIds: readonly string[];
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}

/** What can be done to the picked rows; announced politely as the count changes. */
export function BulkBar({ count, selectedIds, onAction, onClear }: BulkBarProps) {
  return (
    <div className="bulk-bar" role="region" aria-label="Bulk actions">
      <span className="fw-semibold me-auto" aria-live="polite">
        {plural(count, 'user')} selected
      </span>
      <Button size="sm" variant="primary" onClick={() => onAction('add')}>
        <i className="bi bi-plus-circle me-1" aria-hidden="true" />
        Add to group
      </Button>
      <Button size="sm" variant="outline-secondary" onClick={() => onAction('remove')}>
        <i className="bi bi-dash-circle me-1" aria-hidden="true" />
        Remove from group
      </Button>
      <Link
        className="btn btn-sm btn-outline-secondary"
        to="/users/sms-signup"
        state={{ userIds: selectedIds }}
      >
        <i className="bi bi-phone me-1" aria-hidden="true" />
        Send sign-up SMS
      </Link>
      <Button size="sm" variant="link" onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}
