import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

interface ConfirmModalProps {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  variant?: 'danger' | 'primary' | 'warning';
  /** The confirmed action is under way: both buttons wait and the dialog stays open. */
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action that cannot be undone. The dialog itself takes the focus, so its question
 * is read out and a stray Enter confirms nothing.
 */
export function ConfirmModal({
  show,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'danger',
  busy = false,
  error = null,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  const hide = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal show={show} onHide={hide} centered aria-labelledby="confirm-modal-title">
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="confirm-modal-title" as="h2" className="h5 text-break">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        {children}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={hide} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={busy}>
          {busy && <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
