import type { FormikHelpers } from 'formik';
import { boolean, number, object, string } from 'yup';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { CrudForm } from '../../../components/form/CrudForm';
import { FormActions } from '../../../components/form/FormActions';
import { NumberField } from '../../../components/form/NumberField';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import type { ApiFailure } from '../../../lib/apiErrors';
import { INTERVAL_OPTIONS } from '../money';

/** Amounts in major units as typed (29.99); the page turns them into minor units. */
export interface PricePlanValues {
  code: string;
  name: string;
  description: string;
  amount: number | '';
  currency: string;
  interval: 'month' | 'year';
  includedAppUsers: number | '';
  monthlyTextCredits: number | '';
  appUserBundleSize: number | '';
  appUserBundlePrice: number | '';
  textCreditBundleSize: number | '';
  textCreditBundlePrice: number | '';
  active: boolean;
}

const money = (label: string) =>
  number()
    .typeError(`Enter the ${label} as a number.`)
    .required(`Enter the ${label}.`)
    .min(0, 'Use 0 or more.')
    .max(1_000_000, 'Use at most 1,000,000.');
const whole = (label: string, min = 0) =>
  number()
    .typeError(`Enter the ${label} as a whole number.`)
    .required(`Enter the ${label}.`)
    .integer('Use a whole number.')
    .min(min, `Use ${min} or more.`)
    .max(min === 0 ? 100_000_000 : 1_000_000, 'That is too many.');

// The bounds of contract/billing.ts PricePlanBody.
const schema = object({
  code: string()
    .trim()
    .required('Enter a code.')
    .matches(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Use lower-case letters, digits and dashes (up to 40).'),
  name: string().trim().required('Enter a name.').max(80, 'Use at most 80 characters.'),
  description: string().max(1000, 'Use at most 1000 characters.'),
  amount: money('price'),
  currency: string()
    .trim()
    .required('Enter a currency.')
    .matches(/^[a-zA-Z]{3}$/, 'Use a three-letter code such as USD.'),
  interval: string().oneOf(['month', 'year']).required(),
  includedAppUsers: whole('app users included'),
  monthlyTextCredits: whole('text credits a month'),
  appUserBundleSize: whole('bundle size', 1),
  appUserBundlePrice: money('bundle price'),
  textCreditBundleSize: whole('bundle size', 1),
  textCreditBundlePrice: money('bundle price'),
  active: boolean().required(),
});

const CODE_FIELDS = { error_price_plan_exists: 'code' };

interface PricePlanFormProps {
  initialValues: PricePlanValues;
  submitLabel: string;
  saving: boolean;
  onSubmit: (
    values: PricePlanValues,
    helpers: FormikHelpers<PricePlanValues>,
  ) => Promise<ApiFailure | null | void>;
}

export function PricePlanForm({
  initialValues,
  submitLabel,
  saving,
  onSubmit,
}: PricePlanFormProps) {
  return (
    <CrudForm
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={onSubmit}
      codeFields={CODE_FIELDS}
      label="Price plan details"
    >
      <div className="row g-3">
        <div className="col-md-6">
          <TextField name="name" label="Name" maxLength={80} autoFocus />
        </div>
        <div className="col-md-6">
          <TextField
            name="code"
            label="Code"
            maxLength={40}
            help="What channels are put on the plan by, such as starter."
          />
        </div>
      </div>
      <TextAreaField name="description" label="Description" rows={2} help="Optional." />
      <fieldset className="mb-2">
        <legend className="h6">Price</legend>
        <div className="row g-3">
          <div className="col-sm-4">
            <NumberField name="amount" label="Amount" min={0} step={0.01} />
          </div>
          <div className="col-sm-4">
            <TextField name="currency" label="Currency" maxLength={3} />
          </div>
          <div className="col-sm-4">
            <SelectField name="interval" label="Billed" options={INTERVAL_OPTIONS} />
          </div>
        </div>
      </fieldset>
      <fieldset className="mb-2">
        <legend className="h6">Allowances</legend>
        <div className="row g-3">
          <div className="col-sm-6">
            <NumberField name="includedAppUsers" label="App users included" min={0} />
          </div>
          <div className="col-sm-6">
            <NumberField name="monthlyTextCredits" label="Text credits a month" min={0} />
          </div>
        </div>
      </fieldset>
      <fieldset className="mb-2">
        <legend className="h6">Extra bundles</legend>
        <div className="row g-3">
          <div className="col-sm-6">
            <NumberField name="appUserBundleSize" label="App users in a bundle" min={1} />
          </div>
          <div className="col-sm-6">
            <NumberField
              name="appUserBundlePrice"
              label="Price of an app-user bundle"
              min={0}
              step={0.01}
            />
          </div>
          <div className="col-sm-6">
            <NumberField name="textCreditBundleSize" label="Text credits in a bundle" min={1} />
          </div>
          <div className="col-sm-6">
            <NumberField
              name="textCreditBundlePrice"
              label="Price of a text-credit bundle"
              min={0}
              step={0.01}
            />
          </div>
        </div>
      </fieldset>
      <CheckboxField name="active" label="Offered to channels" switch />
      <FormActions submitLabel={submitLabel} pending={saving} cancelTo="/priceplans" />
    </CrudForm>
  );
}
