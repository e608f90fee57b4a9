import type { FormikHelpers } from 'formik';
import { number, object, string } from 'yup';
import { CrudForm } from '../../../components/form/CrudForm';
import { FormActions } from '../../../components/form/FormActions';
import { NumberField } from '../../../components/form/NumberField';
import { SelectField, type FieldOption } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import type { ApiFailure } from '../../../lib/apiErrors';
import { INTERVAL_OPTIONS } from '../money';

/** The amount in major units as typed (29.99); the page turns it into minor units. */
export interface ProductValues {
  product: string;
  description: string;
  productType: string;
  pricePlanID: string;
  nickname: string;
  amount: number | '';
  currency: string;
  interval: 'month' | 'year';
}

// The bounds of contract/billing.ts ProductBody (a price of at least 0.50, as card providers ask).
const schema = object({
  product: string()
    .trim()
    .required('Enter a product name.')
    .max(120, 'Use at most 120 characters.'),
  description: string().max(1000, 'Use at most 1000 characters.'),
  productType: string().max(40, 'Use at most 40 characters.'),
  pricePlanID: string(),
  nickname: string().trim().required('Name the price.').max(80, 'Use at most 80 characters.'),
  amount: number()
    .typeError('Enter the price as a number.')
    .required('Enter the price.')
    .min(0.5, 'Use at least 0.50.')
    .max(1_000_000, 'Use at most 1,000,000.'),
  currency: string()
    .trim()
    .required('Enter a currency.')
    .matches(/^[a-zA-Z]{3}$/, 'Use a three-letter code such as USD.'),
  interval: string().oneOf(['month', 'year']).required(),
});

const CODE_FIELDS = { error_product_exists: 'product' };

interface ProductFormProps {
  initialValues: ProductValues;
  planOptions: readonly FieldOption[];
  submitLabel: string;
  saving: boolean;
  cancelTo: string;
  onSubmit: (
    values: ProductValues,
    helpers: FormikHelpers<ProductValues>,
  ) => Promise<ApiFailure | null | void>;
}

export function ProductForm({
  initialValues,
  planOptions,
  submitLabel,
  saving,
  cancelTo,
  onSubmit,
}: ProductFormProps) {
  return (
    <CrudForm
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={onSubmit}
      codeFields={CODE_FIELDS}
      label="Product details"
    >
      <div className="row g-3">
        <div className="col-md-8">
          <TextField name="product" label="Product name" maxLength={120} autoFocus />
        </div>
        <div className="col-md-4">
          <TextField name="productType" label="Type" maxLength={40} help="Such as service." />
        </div>
      </div>
      <TextAreaField name="description" label="Description" rows={2} help="Optional." />
      <SelectField
        name="pricePlanID"
        label="Price plan"
        options={planOptions}
        placeholder="No price plan"
        help="Optional: the channel plan this product sells."
      />
      <fieldset className="mb-2">
        <legend className="h6">Recurring price</legend>
        <TextField name="nickname" label="Price name" maxLength={80} />
        <div className="row g-3">
          <div className="col-sm-4">
            <NumberField name="amount" label="Amount" min={0.5} step={0.01} />
          </div>
          <div className="col-sm-4">
            <TextField name="currency" label="Currency" maxLength={3} />
          </div>
          <div className="col-sm-4">
            <SelectField name="interval" label="Billed" options={INTERVAL_OPTIONS} />
          </div>
        </div>
      </fieldset>
      <FormActions submitLabel={submitLabel} pending={saving} cancelTo={cancelTo} />
    </CrudForm>
  );
}
