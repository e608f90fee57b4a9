import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { notify } from '../../../lib/notify';

interface SecretDialogProps {
  /** The key just made and its secret; null when closed. */
  created: { name: string; secret: string } | null;
  onClose: () => void;
}

/** The new key's secret, shown this once, with a copy button and a plain warning. */
export function SecretDialog({ created, onClose }: SecretDialogProps) {
  const titleId = useId();
  const fieldId = useId();
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
      notify.success('API key copied.');
    } catch {
      notify.error('The key could not be copied. Select it and copy it by hand.');
    }
  };

  const close = () => {
    setCopied(false);
    onClose();
  };

  return (
    <Modal
      show={created !== null}
      onHide={close}
      backdrop="static"
      size="lg"
      centered
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id={titleId}>
          Copy your new API key
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="alert alert-warning d-flex gap-2" role="alert">
          <i className="bi bi-exclamation-triangle-fill" aria-hidden="true" />
          <div>
            This is the only time the key <strong>{created?.name}</strong> is shown. Store it
            somewhere safe, such as your program&rsquo;s secret settings. If you lose it, revoke it
            and make another.
          </div>
        </div>
        <label htmlFor={fieldId} className="form-label">
          API key
        </label>
        <div className="input-group">
          <input
            id={fieldId}
            className="form-control font-monospace api-key-secret"
            value={created?.secret ?? ''}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn btn-primary" onClick={() => void copy()}>
            <i
              className={`bi ${copied ? 'bi-clipboard-check' : 'bi-clipboard'} me-2`}
              aria-hidden="true"
            />
            {copied ? 'Copied' : 'Copy'}
          </button>
        </div>
        <p className="form-text mb-0">
          Send it as <code>Authorization: Bearer &lt;key&gt;</code>.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={close}>
          {copied ? 'Done' : 'I have stored it'}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
