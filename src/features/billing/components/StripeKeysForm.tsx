import type { FormikHelpers } from 'formik';
import { object, string } from 'yup';
import { CrudForm } from '../../../components/form/CrudForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import type { ApiFailure } from '../../../lib/apiErrors';

export interface StripeKeysValues {
  secretKey: string;
  webhookSecret: string;
}

// The patterns of contract/billing.ts StripeKeysBody.
const schema = object({
  secretKey: string()
    .trim()
    .required('Enter the secret key.')
    .matches(
      /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,200}$/,
      'Use a secret or restricted key: it starts sk_test_, sk_live_, rk_test_ or rk_live_.',
    ),
  webhookSecret: string()
    .trim()
    .matches(/^whsec_[A-Za-z0-9+/=]{8,200}$/, {
      message: 'The signing secret starts whsec_.',
      excludeEmptyString: true,
    }),
});

const CODE_FIELDS = { error_payment_keys: 'secretKey' };

interface StripeKeysFormProps {
  replacing: boolean;
  saving: boolean;
  onSubmit: (
    values: StripeKeysValues,
    helpers: FormikHelpers<StripeKeysValues>,
  ) => Promise<ApiFailure | null | void>;
}

/** The keys are typed in and sent once; the page never shows them again. */
export function StripeKeysForm({ replacing, saving, onSubmit }: StripeKeysFormProps) {
  return (
    <CrudForm
      initialValues={{ secretKey: '', webhookSecret: '' }}
      validationSchema={schema}
      onSubmit={onSubmit}
      codeFields={CODE_FIELDS}
      label="Stripe keys"
    >
      <TextField
        name="secretKey"
        label="Secret key"
        type="password"
        autoComplete="off"
        help="From Stripe's Developers › API keys. A test key (sk_test_) takes no real money."
      />
      <TextField
        name="webhookSecret"
        label="Webhook signing secret"
        type="password"
        autoComplete="off"
        help={
          replacing
            ? 'Leave empty to keep the one stored.'
            : 'From the webhook you add in Stripe with the address shown here.'
        }
      />
      <SubmitButton
        loading={saving}
        label={replacing ? 'Replace keys' : 'Save keys'}
        loadingLabel="Saving…"
      />
    </CrudForm>
  );
}
