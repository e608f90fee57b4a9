import { Form as FormikForm, Formik } from 'formik';
import { Link } from 'react-router-dom';
import { object, string } from 'yup';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';

export interface Credentials {
  email: string;
  password: string;
}

const credentialsSchema = object({
  email: string()
    .trim()
    .required('Enter your email address.')
    .email('Enter a valid email address.'),
  password: string().required('Enter your password.'),
});

interface CredentialsFormProps {
  initialEmail: string;
  loading: boolean;
  onSubmit: (credentials: Credentials) => Promise<void>;
}

export function CredentialsForm({ initialEmail, loading, onSubmit }: CredentialsFormProps) {
  return (
    <Formik<Credentials>
      initialValues={{ email: initialEmail, password: '' }}
      validationSchema={credentialsSchema}
      onSubmit={({ email, password }) => onSubmit({ email: email.trim(), password })}
    >
      <FormikForm noValidate aria-label="Sign in">
        <TextField name="email" label="Email" type="email" autoComplete="username" />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton loading={loading} label="Sign in" loadingLabel="Signing in…" />
        <p className="mt-3 mb-0 text-center">
          <Link to="/password/reset/admin">Forgot password?</Link>
        </p>
      </FormikForm>
    </Formik>
  );
}
