import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import type { Passkey } from '../../../../contract/passkeys';
import { LightTextField } from '../../../components/form/LightTextField';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';

interface RemovePasskeyDialogProps {
  /** The passkey to remove; null keeps the dialog closed. */
  passkey: Passkey | null;
  busy: boolean;
  /** Resolves with the error to show, or null when removed (the dialog then closes). */
  onRemove: (password: string) => Promise<string | null>;
  onCancel: () => void;
}

/** Asks for the current password before a passkey is removed; a refusal shows in the dialog. */
export function RemovePasskeyDialog({
  passkey,
  busy,
  onRemove,
  onCancel,
}: RemovePasskeyDialogProps) {
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const missing = password === '' ? 'Enter your current password.' : undefined;

  const close = () => {
    setPassword('');
    setTouched(false);
    setError(null);
    onCancel();
  };
  const confirm = () => {
    setTouched(true);
    if (missing || busy) return;
    setError(null);
    void onRemove(password).then((failure) => {
      if (failure) setError(failure);
      else close();
    });
  };

  return (
    <ConfirmModal
      show={passkey !== null}
      title={`Remove ${passkey?.name ?? 'the passkey'}?`}
      confirmLabel="Remove"
      busy={busy}
      error={error}
      onConfirm={confirm}
      onCancel={close}
    >
      <p>You can no longer sign in with this passkey.</p>
      {/* A form, so Enter in the password confirms as the button does. */}
      <Form
        noValidate
        aria-label="Confirm with your password"
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <LightTextField
          name="remove-passkey-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          maxLength={200}
          autoFocus
          value={password}
          error={touched ? missing : undefined}
          onChange={(event) => setPassword(event.target.value)}
          onBlur={() => setTouched(true)}
        />
      </Form>
    </ConfirmModal>
  );
}
