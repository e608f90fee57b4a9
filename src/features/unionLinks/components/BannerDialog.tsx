import { mixed, object, string } from 'yup';
import type { Banner } from '../../../../contract/unionLinks';
import { BANNER_IMAGE_MAX_BYTES } from '../../../../contract/unionLinks';
import { ImageField, KEEP_IMAGE, type ImageChoice } from '../../../components/form/ImageField';
import { TextField } from '../../../components/form/TextField';
import { FormDialog } from '../../../components/ui/FormDialog';
import type { ApiFailure } from '../../../lib/apiErrors';

export interface BannerValues {
  name: string;
  image: ImageChoice;
}

const IMAGE_KB = BANNER_IMAGE_MAX_BYTES / 1024;
/** A banner takes no icon files. */
const BANNER_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml,.svg';

// The bounds of contract/unionLinks.ts BannerBody and the image limit.
const schema = object({
  name: string().trim().required('Enter a name.').max(100, 'Use at most 100 characters.'),
  image: mixed<ImageChoice>().test(
    'size',
    `Choose an image of at most ${IMAGE_KB} KB.`,
    (choice) => !choice?.file || choice.file.size <= BANNER_IMAGE_MAX_BYTES,
  ),
});

/** A taken name is the name field's fault; a refused image the image field's. */
const CODE_FIELDS = {
  error_link_type_exists: 'name',
  error_image_type: 'image',
  error_image_too_large: 'image',
};

interface BannerDialogProps {
  /** The banner edited, 'new' for a new one, null when closed. */
  banner: Banner | 'new' | null;
  channelName: string;
  saving: boolean;
  onSubmit: (values: BannerValues) => Promise<ApiFailure | null | void>;
  onClose: () => void;
}

/** Creates or edits a screen banner: its name and image. A new one goes last. */
export function BannerDialog({
  banner,
  channelName,
  saving,
  onSubmit,
  onClose,
}: BannerDialogProps) {
  const editing = banner !== null && banner !== 'new';
  const initialValues: BannerValues = { name: editing ? banner.name : '', image: KEEP_IMAGE };
  return (
    <FormDialog
      show={banner !== null}
      title={editing ? `Edit ${banner.name}` : `New banner for ${channelName}`}
      saving={saving}
      onClose={onClose}
      centered
      formKey={editing ? banner._id : 'new'}
      initialValues={initialValues}
      validationSchema={schema}
      codeFields={CODE_FIELDS}
      label="Banner details"
      onSubmit={onSubmit}
      submitLabel={editing ? 'Save banner' : 'Create banner'}
    >
      <TextField name="name" label="Name" maxLength={100} autoFocus />
      <ImageField
        name="image"
        label="Image"
        help={`Optional. PNG, JPEG, WebP or SVG, up to ${IMAGE_KB} KB.`}
        stored={editing ? banner.image : null}
        accept={BANNER_IMAGE_ACCEPT}
        className="banner-image-field"
      />
    </FormDialog>
  );
}
