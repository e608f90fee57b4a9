import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { LightTextField } from '../../../components/form/LightTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useLightForm, type FieldErrors } from '../../../components/form/useLightForm';
import { isEmailAddress } from '../../../lib/email';

export interface Credentials {
  email: string;
  password: string;
}

function validate({ email, password }: Credentials): FieldErrors<Credentials> {
  const trimmed = email.trim();
  return {
    email: !trimmed
      ? 'Enter your email address.'
      : isEmailAddress(trimmed)
        ? undefined
        : 'Enter a valid email address.',
    password: password ? undefined : 'Enter your password.',
  };
}

interface CredentialsFormProps {
  initialEmail: string;
  loading: boolean;
  onSubmit: (credentials: Credentials) => Promise<void>;
}

/** The first screen's form: light (no Formik or Yup), so the sign-in page downloads little. */
export function CredentialsForm({ initialEmail, loading, onSubmit }: CredentialsFormProps) {
  const form = useLightForm<Credentials>({
    initialValues: { email: initialEmail, password: '' },
    validate,
    onSubmit: ({ email, password }) => onSubmit({ email: email.trim(), password }),
  });
  return (
    <Form noValidate aria-label="Sign in" onSubmit={form.handleSubmit}>
      <LightTextField
        {...form.fieldProps('email')}
        label="Email"
        type="email"
        autoComplete="username"
      />
      <LightTextField
        {...form.fieldProps('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <SubmitButton loading={loading} label="Sign in" loadingLabel="Signing in…" />
      <p className="mt-3 mb-0 text-center">
        <Link to="/password/reset/admin">Forgot password?</Link>
      </p>
    </Form>
  );
}
