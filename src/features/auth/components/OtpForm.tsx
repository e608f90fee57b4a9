import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LightTextField } from '../../../components/form/LightTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useLightForm } from '../../../components/form/useLightForm';

const withoutSpaces = (value: string) => value.replace(/\s/g, '');

interface OtpFormProps {
  email: string;
  loading: boolean;
  resending: boolean;
  resent: boolean;
  onVerify: (code: string) => Promise<void>;
  onResend: () => void;
  onCancel: () => void;
}

/** The sign-in code step: a light form, as the credentials one, on the same first page. */
export function OtpForm({ email, loading, resending, resent, ...actions }: OtpFormProps) {
  const form = useLightForm({
    initialValues: { code: '' },
    validate: ({ code }) => ({
      code: /^\d{6}$/.test(withoutSpaces(code)) ? undefined : 'Enter the 6-digit code.',
    }),
    onSubmit: ({ code }) => actions.onVerify(withoutSpaces(code)),
  });
  return (
    <Form noValidate aria-label="Verify sign-in code" onSubmit={form.handleSubmit}>
      <p>Enter the 6-digit code we emailed to {email}</p>
      <LightTextField
        {...form.fieldProps('code')}
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        autoFocus
      />
      <SubmitButton loading={loading} label="Verify" loadingLabel="Verifying…" />
      <div className="d-flex flex-wrap justify-content-between gap-2 mt-3">
        <Button variant="link" className="p-0" disabled={resending} onClick={actions.onResend}>
          Send a new code
        </Button>
        <Button variant="link" className="p-0" onClick={actions.onCancel}>
          Use another account
        </Button>
      </div>
      <p className="small text-success mt-2 mb-0" role="status">
        {resent ? `A new code is on its way to ${email}.` : null}
      </p>
    </Form>
  );
}
