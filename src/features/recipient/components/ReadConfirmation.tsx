import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

interface ReadConfirmationProps {
  confirmed: boolean;
  busy: boolean;
  onConfirm: () => void;
}

/** The sender asked the recipient to confirm reading: a button, then what was recorded. */
export function ReadConfirmation({ confirmed, busy, onConfirm }: ReadConfirmationProps) {
  if (confirmed) {
    return (
      <p className="recipient-answer mb-3" role="status">
        <i className="bi bi-check-circle-fill text-success me-2" aria-hidden="true" />
        You confirmed that you have read this message.
      </p>
    );
  }
  return (
    <div className="recipient-answer mb-3">
      <p className="mb-2">The sender asks you to confirm that you have read this message.</p>
      <Button className="w-100" onClick={onConfirm} disabled={busy}>
        {busy && <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />}
        Confirm
      </Button>
    </div>
  );
}
