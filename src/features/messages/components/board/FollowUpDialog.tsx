import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { UseTemplateButton } from '../../../../components/templates/UseTemplateButton';
import { formatCount } from '../../../../lib/numbers';

export interface FollowUpWords {
  title: string;
  push_message: string;
}

interface FollowUpDialogProps {
  show: boolean;
  /** The original's words, to start from. */
  original: FollowUpWords;
  /** How many have not confirmed now; those the follow-up is frozen to when it is sent. */
  recipients: number;
  busy: boolean;
  error: string | null;
  onSend: (words: FollowUpWords) => void;
  onCancel: () => void;
}

/** The follow-up's title and push message, with who it goes to, before it is sent. */
export function FollowUpDialog({
  show,
  original,
  recipients,
  busy,
  error,
  onSend,
  onCancel,
}: FollowUpDialogProps) {
  const [start] = useState(() => ({
    title: `Reminder: ${original.title}`.slice(0, 200),
    push: original.push_message,
  }));
  const [title, setTitle] = useState(start.title);
  const [push, setPush] = useState(start.push);
  // The words the dialog starts from are the original's; only the sender's own changes are
  // asked about before a template replaces them.
  const changed = title !== start.title || push !== start.push;
  const [touched, setTouched] = useState(false);
  const titleMissing = title.trim() === '';
  const pushMissing = push.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (titleMissing || pushMissing) return;
    onSend({ title: title.trim(), push_message: push.trim() });
  };

  return (
    <Modal
      show={show}
      onHide={() => !busy && onCancel()}
      centered
      aria-labelledby="follow-up-title"
    >
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton={!busy}>
          <Modal.Title id="follow-up-title" as="h2" className="h5">
            Send a follow-up
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            It goes to the {formatCount(recipients)} who have not confirmed, as they stand when you
            send it; who confirms after that still gets it. It refers to the original message.
          </p>
          {error && (
            <Alert variant="danger" className="py-2">
              {error}
            </Alert>
          )}
          <div className="d-flex justify-content-end mb-2">
            <UseTemplateButton
              size="sm"
              hasWriting={changed}
              replaces="the title and push message"
              onUse={(template) => {
                setTitle(template.title);
                setPush(template.push_message);
              }}
            />
          </div>
          <Form.Group className="mb-3" controlId="follow-up-title-field">
            <Form.Label>Title</Form.Label>
            <Form.Control
              value={title}
              maxLength={200}
              onChange={(event) => setTitle(event.target.value)}
              isInvalid={touched && titleMissing}
              aria-describedby="follow-up-title-error"
            />
            <Form.Control.Feedback type="invalid" id="follow-up-title-error" role="alert">
              A title is required.
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId="follow-up-push-field">
            <Form.Label>Push message</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={push}
              maxLength={500}
              onChange={(event) => setPush(event.target.value)}
              isInvalid={touched && pushMissing}
              aria-describedby="follow-up-push-error"
            />
            <Form.Control.Feedback type="invalid" id="follow-up-push-error" role="alert">
              A push message is required.
            </Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {busy ? 'Sending…' : 'Send follow-up'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
