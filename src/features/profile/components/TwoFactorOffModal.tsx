import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

interface TwoFactorOffModalProps {
  show: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function TwoFactorOffModal({ show, onConfirm, onCancel }: TwoFactorOffModalProps) {
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="two-factor-off-title">
      <Modal.Header closeButton>
        <Modal.Title id="two-factor-off-title" as="h2" className="h5">
          Turn off two-factor sign-in?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        Without the emailed code, anyone who learns your password can sign in to your account.
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} autoFocus>
          Keep it on
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          Turn off
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
