import { useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { object, string } from 'yup';
import { TextField } from '../../../components/form/TextField';
import { FormDialog } from '../../../components/ui/FormDialog';
import type { ApiFailure } from '../../../lib/apiErrors';
import { PASSKEY_CANCELLED } from '../passkeyThunks';

/** Named for the page: the fields' ids must not meet the profile's other forms'. */
export interface NewPasskeyValues {
  passkeyName: string;
  passkeyPassword: string;
}

/** Where adding is: the password being checked, or the browser's prompt open. */
export type AddPasskeyStep = 'checking' | 'device' | null;

const schema = object({
  passkeyName: string().trim().required('Name the passkey.').max(60, 'Use at most 60 characters.'),
  passkeyPassword: string().required('Enter your current password.'),
});

const CODE_FIELDS = { current_password_incorrect: 'passkeyPassword' };

interface AddPasskeyDialogProps {
  show: boolean;
  /** The name offered, from what the browser says it runs on. */
  suggestedName: string;
  step: AddPasskeyStep;
  /** Resolves with the failure to show, or nothing when the passkey was added. */
  onSubmit: (values: NewPasskeyValues) => Promise<ApiFailure | null>;
  onClose: () => void;
}

/** Names a new passkey and proves the admin with their password, then the browser makes it. */
export function AddPasskeyDialog({
  show,
  suggestedName,
  step,
  onSubmit,
  onClose,
}: AddPasskeyDialogProps) {
  // A dismissed prompt is the admin's choice: said plainly, not as an error.
  const [cancelled, setCancelled] = useState<string | null>(null);
  const busy = step !== null;
  const close = () => {
    if (busy) return;
    setCancelled(null);
    onClose();
  };
  return (
    <FormDialog<NewPasskeyValues>
      show={show}
      title="Add a passkey"
      saving={busy}
      onClose={close}
      centered
      formKey={show ? 'open' : 'closed'}
      initialValues={{ passkeyName: suggestedName, passkeyPassword: '' }}
      validationSchema={schema}
      codeFields={CODE_FIELDS}
      label="New passkey"
      onSubmit={async (values) => {
        setCancelled(null);
        const failure = await onSubmit(values);
        if (failure?.code !== PASSKEY_CANCELLED) return failure;
        setCancelled(failure.message);
        return null;
      }}
      submitLabel="Add passkey"
      pendingLabel={step === 'device' ? 'Adding…' : 'Checking…'}
    >
      <div role="status">
        {step === 'device' ? (
          <div className="d-flex align-items-center gap-2 mb-3">
            <Spinner animation="border" size="sm" aria-hidden="true" />
            Waiting for your device…
          </div>
        ) : (
          cancelled && <p className="alert alert-info">{cancelled}</p>
        )}
      </div>
      <TextField
        name="passkeyName"
        label="Name"
        maxLength={60}
        autoFocus
        help="So you can tell your passkeys apart, such as the device it is on."
      />
      <TextField
        name="passkeyPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        maxLength={200}
      />
    </FormDialog>
  );
}
