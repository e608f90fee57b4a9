import { Form as FormikForm, Formik } from 'formik';
import Button from 'react-bootstrap/Button';
import { object, string } from 'yup';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';

const withoutSpaces = (value: string) => value.replace(/\s/g, '');

const otpSchema = object({
  code: string()
    .transform(withoutSpaces)
    .required('Enter the 6-digit code.')
    .matches(/^\d{6}$/, 'Enter the 6-digit code.'),
});

interface OtpFormProps {
  email: string;
  loading: boolean;
  resending: boolean;
  resent: boolean;
  onVerify: (code: string) => Promise<void>;
  onResend: () => void;
  onCancel: () => void;
}

export function OtpForm({ email, loading, resending, resent, ...actions }: OtpFormProps) {
  return (
    <Formik
      initialValues={{ code: '' }}
      validationSchema={otpSchema}
      onSubmit={({ code }) => actions.onVerify(withoutSpaces(code))}
    >
      <FormikForm noValidate aria-label="Verify sign-in code">
        <p>Enter the 6-digit code we emailed to {email}</p>
        <TextField
          name="code"
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
      </FormikForm>
    </Formik>
  );
}
