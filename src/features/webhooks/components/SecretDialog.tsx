import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { notify } from '../../../lib/notify';

/** An endpoint's signing secret, shown this once with a way to copy it. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const copy = () => {
    if (!secret) return;
    void navigator.clipboard.writeText(secret).then(
      () => notify.success('Signing secret copied.'),
      () => notify.error('Copying failed: select the secret and copy it.'),
    );
  };
  return (
    <Modal show={secret !== null} onHide={onClose} backdrop="static" aria-labelledby="secret-title">
      <Modal.Header closeButton>
        <Modal.Title id="secret-title">Signing secret</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Alert variant="warning" className="small">
          Copy it now: it is not shown again. Your receiver checks each delivery&rsquo;s
          <code> webhook-signature</code> header with it.
        </Alert>
        <Form.Control
          readOnly
          value={secret ?? ''}
          aria-label="Signing secret"
          className="font-monospace"
          onFocus={(event) => event.currentTarget.select()}
        />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={copy}>
          <i className="bi bi-clipboard me-1" aria-hidden="true" />
          Copy
        </Button>
        <Button onClick={onClose}>Done</Button>
      </Modal.Footer>
    </Modal>
  );
}
