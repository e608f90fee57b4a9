import Card from 'react-bootstrap/Card';
import { object, string } from 'yup';
import { CrudForm } from '../../../components/form/CrudForm';
import { FormActions } from '../../../components/form/FormActions';
import {
  confirmPasswordRule,
  NEW_PASSWORD_HINT,
  newPasswordRule,
} from '../../../components/form/passwordRules';
import { TextField } from '../../../components/form/TextField';
import type { ApiFailure } from '../../../lib/apiErrors';

const schema = object({
  currentPassword: string().required('Enter your current password.'),
  password: newPasswordRule(),
  confirmPassword: confirmPasswordRule('password'),
});

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** A wrong current password, or a new one used before, is that field's fault. */
const CODE_FIELDS = {
  current_password_incorrect: 'currentPassword',
  error_same_password: 'password',
};

interface ChangePasswordCardProps {
  email: string;
  saving: boolean;
  /** Resolves with the failure, or null when the password changed (the form then empties). */
  onChange: (change: { currentPassword: string; password: string }) => Promise<ApiFailure | null>;
}

export function ChangePasswordCard({ email, saving, onChange }: ChangePasswordCardProps) {
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
        <CrudForm
          initialValues={EMPTY}
          validationSchema={schema}
          codeFields={CODE_FIELDS}
          label="Change password"
          onSubmit={async ({ currentPassword, password }, { resetForm }) => {
            const failure = await onChange({ currentPassword, password });
            if (!failure) resetForm();
            return failure;
          }}
        >
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
            help={NEW_PASSWORD_HINT}
          />
          <TextField
            name="confirmPassword"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
          />
          <FormActions submitLabel="Change password" pendingLabel="Changing…" pending={saving} />
        </CrudForm>
      </Card.Body>
    </Card>
  );
}
