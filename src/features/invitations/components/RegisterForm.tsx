import { object, string } from 'yup';
import { CrudForm } from '../../../components/form/CrudForm';
import {
  confirmPasswordRule,
  NEW_PASSWORD_HINT,
  newPasswordRule,
} from '../../../components/form/passwordRules';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import type { ApiFailure } from '../../../lib/apiErrors';

export interface RegisterValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

const EMPTY: RegisterValues = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

const schema = object({
  firstname: string()
    .trim()
    .required('Enter your first name.')
    .max(100, 'Use at most 100 characters.'),
  lastname: string()
    .trim()
    .required('Enter your last name.')
    .max(100, 'Use at most 100 characters.'),
  email: string()
    .trim()
    .required('Enter your email address.')
    .email('Enter a valid email address.'),
  phone: string().trim().max(40, 'Use at most 40 characters.'),
  password: newPasswordRule(),
  confirmPassword: confirmPasswordRule('password'),
});

const CODE_FIELDS = { email_already_registered: 'email', duplicate_email: 'email' };

interface RegisterFormProps {
  loading: boolean;
  onSubmit: (values: RegisterValues) => Promise<ApiFailure | null | void>;
}

/** The invitee's details and password. */
export function RegisterForm({ loading, onSubmit }: RegisterFormProps) {
  return (
    <CrudForm<RegisterValues>
      initialValues={EMPTY}
      validationSchema={schema}
      label="Register"
      codeFields={CODE_FIELDS}
      onSubmit={onSubmit}
    >
      <div className="row gx-3">
        <div className="col-sm-6">
          <TextField
            name="firstname"
            label="First name"
            autoComplete="given-name"
            maxLength={100}
          />
        </div>
        <div className="col-sm-6">
          <TextField name="lastname" label="Last name" autoComplete="family-name" maxLength={100} />
        </div>
      </div>
      <TextField name="email" label="Email" type="email" autoComplete="email" maxLength={254} />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        maxLength={40}
        help="Optional."
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        help={NEW_PASSWORD_HINT}
      />
      <TextField
        name="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton loading={loading} label="Register" loadingLabel="Registering…" />
    </CrudForm>
  );
}
