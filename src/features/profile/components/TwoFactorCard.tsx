import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { TwoFactorOffModal } from './TwoFactorOffModal';

interface TwoFactorCardProps {
  email: string;
  enabled: boolean;
  saving: boolean;
  error: string | null;
  /** Resolves true once saved; turning it off passes the password the API asks for. */
  onSet: (enabled: boolean, currentPassword?: string) => Promise<boolean>;
}

export function TwoFactorCard({ email, enabled, saving, error, onSet }: TwoFactorCardProps) {
  const [confirmingOff, setConfirmingOff] = useState(false);

  const toggle = () => {
    if (enabled) setConfirmingOff(true);
    else void onSet(true);
  };

  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby="two-factor-title">
      <Card.Header className="bg-body py-3">
        <h2 id="two-factor-title" className="h5 mb-0">
          Two-factor sign-in
        </h2>
      </Card.Header>
      <Card.Body>
        <p className="text-body-secondary" id="two-factor-help">
          When this is on, each sign-in asks for a 6-digit code that we email to{' '}
          <strong className="text-body">{email}</strong> after you enter your password.
        </p>
        {error && !confirmingOff && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        <div className="d-flex align-items-center gap-2">
          <Form.Check
            type="switch"
            id="two-factor-switch"
            role="switch"
            label="Email me a code at each sign-in"
            checked={enabled}
            disabled={saving}
            onChange={toggle}
            aria-describedby="two-factor-help"
          />
          {saving && (
            <span className="small text-body-secondary" role="status">
              <Spinner animation="border" size="sm" aria-hidden="true" className="me-1" />
              Saving…
            </span>
          )}
        </div>
      </Card.Body>
      <TwoFactorOffModal
        show={confirmingOff}
        saving={saving}
        error={confirmingOff ? error : null}
        onCancel={() => setConfirmingOff(false)}
        onConfirm={(currentPassword) => {
          void onSet(false, currentPassword).then((done) => {
            if (done) setConfirmingOff(false);
          });
        }}
      />
    </Card>
  );
}
