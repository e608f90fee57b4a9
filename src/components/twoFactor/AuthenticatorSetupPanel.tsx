import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { LightTextField } from '../form/LightTextField';
import { SubmitButton } from '../form/SubmitButton';
import { useLightForm } from '../form/useLightForm';
import { AuthenticatorQr } from './AuthenticatorQr';
import './twoFactor.css';

const withoutSpaces = (value: string) => value.replace(/\s/g, '');
/** The key in groups of four, as apps show and people type it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

interface AuthenticatorSetupPanelProps {
  secret: string;
  uri: string;
  confirming: boolean;
  /** Resolves with the error to show under the field, or null once confirmed. */
  onConfirm: (code: string) => Promise<string | null>;
}

/** Scan (or type) the new authenticator's key, then confirm it with the app's first code. */
export function AuthenticatorSetupPanel({
  secret,
  uri,
  confirming,
  onConfirm,
}: AuthenticatorSetupPanelProps) {
  const [error, setError] = useState<string | null>(null);
  const form = useLightForm({
    initialValues: { code: '' },
    validate: ({ code }) => ({
      code: /^\d{6}$/.test(withoutSpaces(code))
        ? undefined
        : 'Enter the 6-digit code from the app.',
    }),
    onSubmit: async ({ code }) => {
      setError(await onConfirm(withoutSpaces(code)));
    },
  });
  return (
    <div className="authenticator-setup">
      <ol className="ps-3">
        <li>
          Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
          1Password…).
        </li>
        <li>Scan this QR code, or add an account by typing the key under it.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="d-flex flex-column flex-sm-row gap-3 align-items-sm-center mb-3">
        <AuthenticatorQr uri={uri} />
        <div>
          <div className="small text-body-secondary" id="authenticator-key-label">
            Key (time-based)
          </div>
          <code
            className="authenticator-key"
            aria-labelledby="authenticator-key-label"
            data-testid="authenticator-secret"
          >
            {grouped(secret)}
          </code>
        </div>
      </div>
      <Form noValidate aria-label="Confirm authenticator app" onSubmit={form.handleSubmit}>
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        <LightTextField
          {...form.fieldProps('code')}
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
        />
        <SubmitButton loading={confirming} label="Confirm" loadingLabel="Confirming…" />
      </Form>
    </div>
  );
}
