import { APP_ICON_MAX_BYTES } from '../../../../contract/appBuilds';
import { string } from 'yup';
import type { Platform } from '../../../../contract/appBuildRequests';
import { ImageField, KEEP_IMAGE, type ImageChoice } from '../../../components/form/ImageField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { FormDialog } from '../../../components/ui/FormDialog';
import type { ApiFailure } from '../../../lib/apiErrors';
import { requestSchema } from './requestForm';
import { StoreFields } from './StoreFields';

export interface AuxiliaryValues {
  appName: string;
  purpose: string;
  platforms: Platform[];
  iosBundleId: string;
  androidPackage: string;
  contactName: string;
  contactEmail: string;
  icon: ImageChoice;
}

export const NEW_REQUEST: AuxiliaryValues = {
  appName: '',
  purpose: '',
  platforms: ['ios', 'android'],
  iosBundleId: '',
  androidPackage: '',
  contactName: '',
  contactEmail: '',
  icon: KEEP_IMAGE,
};

const schema = requestSchema({
  purpose: string()
    .trim()
    .required('Say what the build is for.')
    .max(1000, 'Use at most 1000 characters.'),
});

const CODE_FIELDS = { error_image_type: 'icon', error_image_too_large: 'icon' };

interface AuxiliaryBuildDialogProps {
  show: boolean;
  saving: boolean;
  onSubmit: (values: AuxiliaryValues) => Promise<ApiFailure | null | void>;
  onClose: () => void;
}

/** Requests an extra build of the app: what it is for, its stores and who to ask. */
export function AuxiliaryBuildDialog({
  show,
  saving,
  onSubmit,
  onClose,
}: AuxiliaryBuildDialogProps) {
  return (
    <FormDialog<AuxiliaryValues>
      show={show}
      title="Request an auxiliary build"
      saving={saving}
      onClose={onClose}
      size="lg"
      scrollable
      initialValues={NEW_REQUEST}
      validationSchema={schema}
      codeFields={CODE_FIELDS}
      label="Auxiliary build request"
      onSubmit={onSubmit}
      submitLabel="Send request"
      pendingLabel="Sending…"
    >
      <TextField name="appName" label="App name" maxLength={100} autoFocus />
      <TextAreaField
        name="purpose"
        label="What it is for"
        rows={3}
        maxLength={1000}
        help="A beta for testers, a conference app, a staging build…"
      />
      <StoreFields
        placeholder="org.acme.conference"
        help="Optional: we choose one if left empty."
      />
      <div className="row gx-3">
        <div className="col-sm-6">
          <TextField name="contactName" label="Contact name" autoComplete="name" maxLength={120} />
        </div>
        <div className="col-sm-6">
          <TextField
            name="contactEmail"
            label="Contact email"
            type="email"
            autoComplete="email"
            maxLength={254}
          />
        </div>
      </div>
      <ImageField
        name="icon"
        label="App icon"
        help="Optional. PNG, JPEG, WebP or SVG, up to 512 KB."
        stored={null}
        maxBytes={APP_ICON_MAX_BYTES}
      />
    </FormDialog>
  );
}
