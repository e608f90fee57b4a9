import { object, string } from 'yup';
import type { SignupCompleteBody } from '../../../../contract/signup';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { CrudForm } from '../../../components/form/CrudForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { selectSignupFlow } from '../signupSlice';
import { completeSignup } from '../signupThunks';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  zipcode: string;
}

const name = (what: string) =>
  string().trim().required(`Enter your ${what}.`).max(80, 'Use at most 80 characters.');

const schema = object({
  firstName: name('first name'),
  lastName: name('last name'),
  email: string().trim().required('Enter your email.').email('Enter a valid email address.'),
  zipcode: string()
    .trim()
    .max(12, 'Use at most 12 characters.')
    .matches(/^[A-Za-z0-9 -]*$/, { message: 'Use letters, digits, spaces and - only.' }),
});

const CODE_FIELDS = { email_already_registered: 'email' };

/** The member's details that finish an SMS sign-up. */
export function SignupForm({
  token,
  firstName,
  lastName,
}: {
  token: string;
  firstName: string;
  lastName: string;
}) {
  const dispatch = useAppDispatch();
  const flow = useAppSelector((state) => selectSignupFlow(state, 'complete'));

  const submit = async (values: Values) => {
    const body: SignupCompleteBody = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      ...(values.zipcode.trim() && { zipcode: values.zipcode.trim() }),
    };
    const result = await dispatch(completeSignup({ token, body }));
    return failureOf(result);
  };

  return (
    <CrudForm<Values>
      initialValues={{ firstName, lastName, email: '', zipcode: '' }}
      validationSchema={schema}
      codeFields={CODE_FIELDS}
      label="Your details"
      onSubmit={submit}
    >
      <div className="row gx-3">
        <div className="col-sm-6">
          <TextField name="firstName" label="First name" autoComplete="given-name" maxLength={80} />
        </div>
        <div className="col-sm-6">
          <TextField name="lastName" label="Last name" autoComplete="family-name" maxLength={80} />
        </div>
      </div>
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
      />
      <TextField
        name="zipcode"
        label="Zip code"
        autoComplete="postal-code"
        maxLength={12}
        help="Optional."
      />
      <SubmitButton
        loading={flow.status === 'loading'}
        label="Complete sign-up"
        loadingLabel="Signing you up…"
        fullWidth
      />
    </CrudForm>
  );
}
