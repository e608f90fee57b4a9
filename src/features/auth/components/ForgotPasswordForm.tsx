import { Form as FormikForm, Formik } from 'formik';
import { object, string } from 'yup';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';

const schema = object({
  email: string()
    .trim()
    .required('Enter your email address.')
    .email('Enter a valid email address.'),
});

interface ForgotPasswordFormProps {
  loading: boolean;
  onSubmit: (email: string) => Promise<void>;
}

export function ForgotPasswordForm({ loading, onSubmit }: ForgotPasswordFormProps) {
  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={schema}
      onSubmit={({ email }) => onSubmit(email.trim())}
    >
      <FormikForm noValidate aria-label="Forgot your password?">
        <p className="text-body-secondary">
          Forgot your password? Enter the email you sign in with and we will send you a link to
          choose a new one.
        </p>
        <TextField name="email" label="Email" type="email" autoComplete="username" autoFocus />
        <SubmitButton loading={loading} label="Send reset link" loadingLabel="Sending…" />
      </FormikForm>
    </Formik>
  );
}
