import { Form as FormikForm, Formik } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { object, string } from 'yup';
import {
  confirmPasswordRule,
  NEW_PASSWORD_HINT,
  newPasswordRule,
} from '../../../components/form/passwordRules';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';

const schema = object({
  currentPassword: string().required('Enter your current password.'),
  password: newPasswordRule(),
  confirmPassword: confirmPasswordRule('password'),
});

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

interface ChangePasswordCardProps {
  email: string;
  saving: boolean;
  error: string | null;
  /** Resolves true when the password changed, so the form can empty itself. */
  onChange: (change: { currentPassword: string; password: string }) => Promise<boolean>;
}

export function ChangePasswordCard({ email, saving, error, onChange }: ChangePasswordCardProps) {
  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby="password-title">
      <Card.Header className="bg-body py-3">
        <h2 id="password-title" className="h5 mb-0">
          Change password
        </h2>
      </Card.Header>
      <Card.Body>
        <p className="text-body-secondary">
          Changing your password signs you out everywhere else; this browser stays signed in.
        </p>
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        <Formik
          initialValues={EMPTY}
          validationSchema={schema}
          onSubmit={async ({ currentPassword, password }, { resetForm }) => {
            if (await onChange({ currentPassword, password })) resetForm();
          }}
        >
          <FormikForm noValidate aria-label="Change password">
            <input
              type="email"
              name="username"
              value={email}
              autoComplete="username"
              readOnly
              hidden
            />
            <TextField
              name="currentPassword"
              label="Current password"
              type="password"
              autoComplete="current-password"
            />
            <TextField
              name="password"
              label="New password"
              type="password"
              autoComplete="new-password"
              hint={NEW_PASSWORD_HINT}
            />
            <TextField
              name="confirmPassword"
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
            />
            <div className="d-flex justify-content-end">
              <SubmitButton
                loading={saving}
                label="Change password"
                loadingLabel="Changing…"
                fullWidth={false}
              />
            </div>
          </FormikForm>
        </Formik>
      </Card.Body>
    </Card>
  );
}
