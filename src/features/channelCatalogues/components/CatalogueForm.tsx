import type { FormikHelpers } from 'formik';
import { mixed, object, string } from 'yup';
import { CATALOGUE_IMAGE_MAX_BYTES } from '../../../../contract/channelCatalogues';
import { CrudForm } from '../../../components/form/CrudForm';
import { FormActions } from '../../../components/form/FormActions';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import type { ApiFailure } from '../../../lib/apiErrors';
import type { CatalogueKindInfo } from '../catalogueKinds';
import { ImageField, type ImageChoice } from '../../../components/form/ImageField';

export interface CatalogueValues {
  name: string;
  description: string;
  image: ImageChoice;
}

// The bounds of contract/channelCatalogues.ts CatalogueBody.
const schema = object({
  name: string().trim().required('Enter a name.').max(100, 'Use at most 100 characters.'),
  description: string().max(1000, 'Use at most 1000 characters.'),
  image: mixed<ImageChoice>().test(
    'size',
    'Choose an image of at most 1 MB.',
    (choice) => !choice?.file || choice.file.size <= CATALOGUE_IMAGE_MAX_BYTES,
  ),
});

interface CatalogueFormProps {
  info: CatalogueKindInfo;
  initialValues: CatalogueValues;
  /** The stored image's path, for the preview. */
  storedImage: string | null;
  submitLabel: string;
  saving: boolean;
  onSubmit: (
    values: CatalogueValues,
    helpers: FormikHelpers<CatalogueValues>,
  ) => Promise<ApiFailure | null | void>;
}

/** A catalogue row's details: name, description and, for all but union types, an image. */
export function CatalogueForm({
  info,
  initialValues,
  storedImage,
  submitLabel,
  saving,
  onSubmit,
}: CatalogueFormProps) {
  // A taken name is the name field's fault; a refused image the image field's.
  const codeFields = {
    [info.duplicateCode]: 'name',
    error_image_type: 'image',
    error_image_too_large: 'image',
  };
  return (
    <CrudForm
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={onSubmit}
      codeFields={codeFields}
      label={`${info.item} details`}
    >
      <TextField name="name" label="Name" maxLength={100} autoFocus />
      <TextAreaField
        name="description"
        label="Description"
        help="Optional. A sentence members see beside the name."
      />
      {info.withImage && (
        <ImageField
          name="image"
          label="Image"
          help="Optional. A square PNG, JPEG, WebP or SVG image of up to 1 MB."
          stored={storedImage}
          maxBytes={CATALOGUE_IMAGE_MAX_BYTES}
        />
      )}
      <FormActions submitLabel={submitLabel} pending={saving} cancelTo={info.listPath} />
    </CrudForm>
  );
}
