import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LightTextField } from '../../../components/form/LightTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useLightForm } from '../../../components/form/useLightForm';

const withoutSpaces = (value: string) => value.replace(/\s/g, '');

export type SecondFactor = { otp: string } | { recoveryCode: string };

interface AuthenticatorStepProps {
  loading: boolean;
  onVerify: (factor: SecondFactor) => Promise<void>;
  onCancel: () => void;
}

/**
 * The sign-in step of an admin with an authenticator app: its 6-digit code, or one of their
 * recovery codes. Loaded only when a sign-in asks for it, so /login stays small.
 */
export function AuthenticatorStep({ loading, onVerify, onCancel }: AuthenticatorStepProps) {
  const [recovery, setRecovery] = useState(false);
  const form = useLightForm({
    initialValues: { code: '' },
    validate: ({ code }) => {
      const value = withoutSpaces(code);
      if (recovery) {
        return {
          code: /^[A-Za-z0-9-]{10,11}$/.test(value)
            ? undefined
            : 'Enter a recovery code, like abcde-fghij.',
        };
      }
      return { code: /^\d{6}$/.test(value) ? undefined : 'Enter the 6-digit code.' };
    },
    onSubmit: ({ code }) =>
      onVerify(recovery ? { recoveryCode: withoutSpaces(code) } : { otp: withoutSpaces(code) }),
  });
  return (
    <Form noValidate aria-label="Verify sign-in code" onSubmit={form.handleSubmit}>
      <p>
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up your authenticator app. Each works once.'
          : 'Enter the 6-digit code your authenticator app shows for Tidings.'}
      </p>
      <LightTextField
        key={recovery ? 'recovery' : 'app'}
        {...form.fieldProps('code')}
        label={recovery ? 'Recovery code' : 'Code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        maxLength={recovery ? 24 : 7}
        autoFocus
      />
      <SubmitButton loading={loading} label="Verify" loadingLabel="Verifying…" />
      <div className="d-flex flex-wrap justify-content-between gap-2 mt-3">
        <Button variant="link" className="p-0" onClick={() => setRecovery((on) => !on)}>
          {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
        </Button>
        <Button variant="link" className="p-0" onClick={onCancel}>
          Use another account
        </Button>
      </div>
    </Form>
  );
}
