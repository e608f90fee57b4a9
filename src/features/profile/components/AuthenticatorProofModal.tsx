import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { TwoFactorProof } from '../../../../contract/twoFactor';

interface AuthenticatorProofModalProps {
  show: boolean;
  title: string;
  explanation: string;
  confirmLabel: string;
  variant: 'danger' | 'primary';
  /** The password may prove the admin too; else only a current code of the app. */
  passwordAllowed: boolean;
  busy: boolean;
  /** Resolves with the error to show, or null when done (the dialog then closes). */
  onSubmit: (proof: TwoFactorProof) => Promise<string | null>;
  onCancel: () => void;
}

/** Asks for a current code of the authenticator app (or the password) before a change to it. */
export function AuthenticatorProofModal(props: AuthenticatorProofModalProps) {
  const { show, title, explanation, passwordAllowed, busy } = props;
  const [byPassword, setByPassword] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setValue('');
    setError(null);
    setByPassword(false);
    props.onCancel();
  };
  const entered = byPassword ? value : value.replace(/\s/g, '');
  const valid = byPassword ? entered !== '' : /^\d{6}$/.test(entered);
  return (
    <Modal show={show} onHide={close} centered aria-labelledby="authenticator-proof-title">
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          void props
            .onSubmit(byPassword ? { password: entered } : { code: entered })
            .then((failure) => {
              if (failure) setError(failure);
              else close();
            });
        }}
      >
        <Modal.Header closeButton>
          <Modal.Title id="authenticator-proof-title" as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{explanation}</p>
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <Form.Group controlId="authenticator-proof">
            <Form.Label>
              {byPassword ? 'Your password' : 'Code from your authenticator app'}
            </Form.Label>
            <Form.Control
              key={byPassword ? 'password' : 'code'}
              type={byPassword ? 'password' : 'text'}
              inputMode={byPassword ? undefined : 'numeric'}
              autoComplete={byPassword ? 'current-password' : 'one-time-code'}
              maxLength={byPassword ? 200 : 7}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          </Form.Group>
          {passwordAllowed && (
            <Button
              variant="link"
              className="p-0 mt-2"
              onClick={() => {
                setByPassword((on) => !on);
                setValue('');
              }}
            >
              {byPassword ? 'Use a code instead' : 'Use my password instead'}
            </Button>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} autoFocus>
            Cancel
          </Button>
          <Button type="submit" variant={props.variant} disabled={!valid || busy}>
            {props.confirmLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
