import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LightTextField } from '../../../components/form/LightTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useLightForm } from '../../../components/form/useLightForm';
import { notify } from '../../../lib/notify';

const withoutSpaces = (value: string) => value.replace(/\s/g, '');

export type SecondFactor = { otp: string } | { recoveryCode: string };

interface AuthenticatorStepProps {
  loading: boolean;
  /** Resolves with the recovery codes left when one signed in. */
  onVerify: (factor: SecondFactor) => Promise<number | undefined>;
  onCancel: () => void;
}

/**
 * The sign-in step of an admin with an authenticator app: its 6-digit code, or one of their
 * recovery codes. Loaded only when a sign-in asks for it, so /login stays small.
 */
export function AuthenticatorStep(props: AuthenticatorStepProps) {
  const [recovery, setRecovery] = useState(false);
  // Each way has a form of its own, so switching starts with an empty field.
  return (
    <FactorForm
      key={recovery ? 'recovery' : 'app'}
      {...props}
      recovery={recovery}
      onSwitch={() => setRecovery((on) => !on)}
    />
  );
}

interface FactorFormProps extends AuthenticatorStepProps {
  recovery: boolean;
  onSwitch: () => void;
}

function FactorForm({ loading, onVerify, onCancel, recovery, onSwitch }: FactorFormProps) {
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
    onSubmit: async ({ code }) => {
      const value = withoutSpaces(code);
      const left = await onVerify(recovery ? { recoveryCode: value } : { otp: value });
      if (left !== undefined) {
        notify.warning(
          `You signed in with a recovery code: ${left} left. Make new ones on your profile.`,
        );
      }
    },
  });
  return (
    <Form noValidate aria-label="Verify sign-in code" onSubmit={form.handleSubmit}>
      <p>
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up your authenticator app. Each works once.'
          : 'Enter the 6-digit code your authenticator app shows for Tidings.'}
      </p>
      <LightTextField
        {...form.fieldProps('code')}
        label={recovery ? 'Recovery code' : 'Code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        maxLength={recovery ? 24 : 7}
        autoFocus
      />
      <SubmitButton loading={loading} label="Verify" loadingLabel="Verifying…" />
      <div className="d-flex flex-wrap justify-content-between gap-2 mt-3">
        <Button variant="link" className="p-0" onClick={onSwitch}>
          {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
        </Button>
        <Button variant="link" className="p-0" onClick={onCancel}>
          Use another account
        </Button>
      </div>
    </Form>
  );
}
