import type { FormikHelpers } from 'formik';
import { object, string } from 'yup';
import { CrudForm } from '../../../components/form/CrudForm';
import { FormActions } from '../../../components/form/FormActions';
import { SelectField, type FieldOption } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import type { ApiFailure } from '../../../lib/apiErrors';

export interface LinkValues {
  unionLink_name: string;
  url: string;
  benefits_description: string;
  /** The banner's id, or '' for none. */
  linkTypeID: string;
}

// The bounds of contract/unionLinks.ts UnionLinkBody.
const schema = object({
  unionLink_name: string().trim().required('Enter a name.').max(100, 'Use at most 100 characters.'),
  url: string()
    .trim()
    .required('Enter the address the link opens.')
    .max(500, 'Use at most 500 characters.')
    .matches(/^https?:\/\/[^\s/?#]+\S*$/i, 'Enter an http:// or https:// address.'),
  benefits_description: string().max(2000, 'Use at most 2000 characters.'),
});

const CODE_FIELDS = { error_link_type_not_for_link: 'linkTypeID' };

interface UnionLinkFormProps {
  initialValues: LinkValues;
  /** The banners the link may sit in; null: none may hold it (a platform link). */
  banners: readonly FieldOption[] | null;
  submitLabel: string;
  saving: boolean;
  onSubmit: (
    values: LinkValues,
    helpers: FormikHelpers<LinkValues>,
  ) => Promise<ApiFailure | null | void>;
}

export function UnionLinkForm({
  initialValues,
  banners,
  submitLabel,
  saving,
  onSubmit,
}: UnionLinkFormProps) {
  return (
    <CrudForm
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={onSubmit}
      codeFields={CODE_FIELDS}
      label="Link details"
    >
      <TextField name="unionLink_name" label="Name" maxLength={100} autoFocus />
      <TextField
        name="url"
        type="url"
        label="URL"
        maxLength={500}
        placeholder="https://"
        help="The web page the app opens: an http:// or https:// address."
      />
      <TextAreaField
        name="benefits_description"
        label="Description"
        rows={4}
        help="Optional. What members find there."
      />
      {banners && (
        <SelectField
          name="linkTypeID"
          label="Screen banner"
          placeholder="None"
          options={banners}
          help="Optional. The banner of a channel that groups this link in the app."
        />
      )}
      <FormActions submitLabel={submitLabel} pending={saving} cancelTo="/links" />
    </CrudForm>
  );
}
