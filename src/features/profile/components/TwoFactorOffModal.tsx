import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

interface TwoFactorOffModalProps {
  show: boolean;
  saving: boolean;
  /** Why the last try failed (a wrong password), shown in the dialog. */
  error: string | null;
  onConfirm: (currentPassword: string) => void;
  onCancel: () => void;
}

/** Asks for the password before two-factor sign-in goes off: the API needs it. */
export function TwoFactorOffModal({
  show,
  saving,
  error,
  onConfirm,
  onCancel,
}: TwoFactorOffModalProps) {
  const [password, setPassword] = useState('');
  const close = () => {
    setPassword('');
    onCancel();
  };
  return (
    <Modal show={show} onHide={close} centered aria-labelledby="two-factor-off-title">
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (password !== '') onConfirm(password);
        }}
      >
        <Modal.Header closeButton>
          <Modal.Title id="two-factor-off-title" as="h2" className="h5">
            Turn off two-factor sign-in?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            Without the emailed code, anyone who learns your password can sign in to your account.
            Enter your password to turn it off.
          </p>
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <Form.Group controlId="two-factor-off-password">
            <Form.Label>Your password</Form.Label>
            <Form.Control
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} autoFocus>
            Keep it on
          </Button>
          <Button type="submit" variant="danger" disabled={password === '' || saving}>
            Turn off
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
