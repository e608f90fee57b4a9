import type { FormikHelpers } from 'formik';
import { object, string } from 'yup';
import { CrudForm } from '../../../components/form/CrudForm';
import { FormActions } from '../../../components/form/FormActions';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import type { ApiFailure } from '../../../lib/apiErrors';

export interface PackageValues {
  package_name: string;
  benefits_description: string;
}

// The bounds of contract/packages.ts PackageBody.
const schema = object({
  package_name: string()
    .trim()
    .required('Enter a package name.')
    .max(100, 'Use at most 100 characters.'),
  benefits_description: string().max(2000, 'Use at most 2000 characters.'),
});

/** A taken name is the name field's fault: it is shown there. */
const CODE_FIELDS = { error_package_exists: 'package_name' };

interface PackageFormProps {
  initialValues: PackageValues;
  submitLabel: string;
  saving: boolean;
  onSubmit: (
    values: PackageValues,
    helpers: FormikHelpers<PackageValues>,
  ) => Promise<ApiFailure | null | void>;
}

export function PackageForm({ initialValues, submitLabel, saving, onSubmit }: PackageFormProps) {
  return (
    <CrudForm
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={onSubmit}
      codeFields={CODE_FIELDS}
      label="Package details"
    >
      <TextField name="package_name" label="Package name" maxLength={100} autoFocus />
      <TextAreaField
        name="benefits_description"
        label="Benefits"
        rows={6}
        help="What members of this package get, one benefit a line if you like."
      />
      <FormActions submitLabel={submitLabel} pending={saving} cancelTo="/packages/list" />
    </CrudForm>
  );
}
