import Button from 'react-bootstrap/Button';
import { toast } from 'react-toastify';
import { NOTIFICATION_TIMEOUT_MS } from '../../lib/notify';
import { wantToasts } from '../../lib/toastHost';

interface UndoToastProps {
  message: string;
  onUndo: () => void;
  closeToast: () => void;
}

function UndoToast({ message, onUndo, closeToast }: UndoToastProps) {
  return (
    <div className="d-flex align-items-center gap-3">
      <span className="me-auto">{message}</span>
      <Button
        variant="link"
        size="sm"
        className="p-0 fw-semibold"
        onClick={() => {
          onUndo();
          closeToast();
        }}
      >
        Undo
      </Button>
    </div>
  );
}

/**
 * Says a reversible action is done and offers to take it back while the toast shows: for
 * actions that can be undone (archive, hide), in place of a confirmation before them. Deletes
 * the server cannot undo keep ConfirmDelete.
 */
export function notifyUndoable(message: string, onUndo: () => void) {
  wantToasts();
  return toast(
    ({ closeToast }) => <UndoToast message={message} onUndo={onUndo} closeToast={closeToast} />,
    {
      type: 'success',
      className: 'toast-success',
      role: 'status',
      autoClose: NOTIFICATION_TIMEOUT_MS,
      closeOnClick: false,
    },
  );
}
