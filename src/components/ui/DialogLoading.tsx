import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

/** Stands in for a dialog whose code loads when it is first opened. */
export function DialogLoading() {
  return (
    <Modal show centered aria-label="Loading">
      <Modal.Body className="d-flex align-items-center gap-2" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        Loading…
      </Modal.Body>
    </Modal>
  );
}
