import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { Passkey } from '../../../../contract/passkeys';
import { formatDate } from '../../../lib/dates';

interface PasskeyRowProps {
  passkey: Passkey;
  onRemove: (passkey: Passkey) => void;
}

/** One passkey: its name, whether it syncs, when it was added and last used. */
export function PasskeyRow({ passkey, onRemove }: PasskeyRowProps) {
  const { name, backedUp, createdAt, lastUsedAt } = passkey;
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2 px-0">
      <div className="flex-grow-1 text-break">
        <div className="d-flex flex-wrap align-items-center gap-2">
          <span className="fw-semibold">{name}</span>
          {backedUp && (
            <Badge bg="success-subtle" text="success-emphasis">
              Synced
            </Badge>
          )}
        </div>
        <div className="small text-body-secondary">
          Added {formatDate(createdAt)} ·{' '}
          {lastUsedAt ? `Last used ${formatDate(lastUsedAt)}` : 'Never used'}
        </div>
      </div>
      <Button
        variant="outline-danger"
        size="sm"
        aria-label={`Remove ${name}`}
        onClick={() => onRemove(passkey)}
      >
        Remove
      </Button>
    </li>
  );
}
