import { Form as FormikForm, Formik } from 'formik';
import { object } from 'yup';
import {
  confirmPasswordRule,
  NEW_PASSWORD_HINT,
  newPasswordRule,
} from '../../../components/form/passwordRules';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';

const schema = object({
  password: newPasswordRule(),
  confirmPassword: confirmPasswordRule('password'),
});

interface NewPasswordFormProps {
  email: string;
  loading: boolean;
  onSubmit: (password: string) => Promise<void>;
}

export function NewPasswordForm({ email, loading, onSubmit }: NewPasswordFormProps) {
  return (
    <Formik
      initialValues={{ password: '', confirmPassword: '' }}
      validationSchema={schema}
      onSubmit={({ password }) => onSubmit(password)}
    >
      <FormikForm noValidate aria-label="Choose a new password">
        <p className="text-body-secondary">
          Choose a new password for <strong className="text-body">{email}</strong>.
        </p>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
        <TextField
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          help={NEW_PASSWORD_HINT}
          autoFocus
        />
        <TextField
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton loading={loading} label="Change password" loadingLabel="Saving…" />
      </FormikForm>
    </Formik>
  );
}
