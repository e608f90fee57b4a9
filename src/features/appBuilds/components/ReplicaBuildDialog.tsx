import { useState } from 'react';
import {
  APP_ICON_MAX_BYTES,
  type ReplicaBuild,
  type ReplicaSecretField,
} from '../../../../contract/appBuilds';
import { CheckboxGroupField } from '../../../components/form/ChoiceFields';
import { ImageField } from '../../../components/form/ImageField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { FormDialog } from '../../../components/ui/FormDialog';
import type { ApiFailure } from '../../../lib/apiErrors';
import type { BuildChannel } from '../appBuildsApi';
import { ICON_KB, NEW_BUILD, replicaSchema, valuesOf, type ReplicaValues } from './replicaForm';

/** A taken name is the name field's fault; a refused icon the icon field's. */
const CODE_FIELDS = {
  error_replica_build_exists: 'name',
  error_image_type: 'icon',
  error_image_too_large: 'icon',
};

/** What a secret field says of the stored one: never the secret, only its last characters. */
function secretHelp(build: ReplicaBuild | null, field: ReplicaSecretField, what: string) {
  const stored = build?.[field] ?? null;
  return stored
    ? `Stored: ${stored}. Leave empty to keep it; type a new one to replace it.`
    : `Not set. ${what}`;
}

interface ReplicaBuildDialogProps {
  /** The build edited, 'new' for a new one, null when closed. */
  build: ReplicaBuild | 'new' | null;
  /** The organisation's channels to choose from; null when they are not at hand. */
  channels: readonly BuildChannel[] | null;
  channelsError: string | null;
  saving: boolean;
  onSubmit: (values: ReplicaValues) => Promise<ApiFailure | null | void>;
  onClose: () => void;
}

/** Creates or edits a replica build: its store details, keys, icon and channels. */
export function ReplicaBuildDialog({
  build,
  channels,
  channelsError,
  saving,
  onSubmit,
  onClose,
}: ReplicaBuildDialogProps) {
  // The dialog fades out after closing: it keeps showing the build it was opened for.
  const [last, setLast] = useState(build);
  if (build && build !== last) setLast(build);
  const shown = build ?? last;
  const editing = shown !== null && shown !== 'new' ? shown : null;
  return (
    <FormDialog<ReplicaValues>
      show={build !== null}
      title={editing ? `Edit ${editing.name}` : 'New replica build'}
      saving={saving}
      onClose={onClose}
      size="lg"
      scrollable
      formKey={editing?.id ?? 'new'}
      initialValues={editing ? valuesOf(editing) : NEW_BUILD}
      validationSchema={replicaSchema}
      codeFields={CODE_FIELDS}
      label="Replica build details"
      onSubmit={onSubmit}
      submitLabel={editing ? 'Save build' : 'Create build'}
    >
      <TextField name="name" label="Name" maxLength={100} autoFocus />
      <div className="row gx-3">
        <div className="col-sm-6">
          <TextField name="iosVersion" label="iOS version" placeholder="4.2.0" maxLength={20} />
        </div>
        <div className="col-sm-6">
          <TextField
            name="androidVersion"
            label="Android version"
            placeholder="4.2.0"
            maxLength={20}
          />
        </div>
      </div>
      <TextField name="iosAppUrl" label="App Store address" type="url" maxLength={500} />
      <TextField name="androidAppUrl" label="Google Play address" type="url" maxLength={500} />
      <TextField
        name="deepLink"
        label="Deep link"
        placeholder="acmemembers://open"
        maxLength={300}
        help="The link that opens this app, used in invitations and messages."
      />
      <fieldset className="mb-3">
        <legend className="h6">Keys</legend>
        <p className="small text-body-secondary">
          Keys are stored encrypted and never shown again: only their last characters.
        </p>
        <TextField
          name="androidAPN"
          label="Android push key (FCM)"
          type="password"
          autoComplete="off"
          help={secretHelp(editing, 'androidAPN', 'Needed to push to Android.')}
        />
        <TextAreaField
          name="iosAPN"
          label="iOS push key (APNs .p8)"
          rows={3}
          maxLength={4096}
          help={secretHelp(editing, 'iosAPN', 'Paste the .p8 key to push to iOS.')}
        />
        <TextField
          name="iosIAS"
          label="iOS in-app purchase shared secret"
          type="password"
          autoComplete="off"
          help={secretHelp(editing, 'iosIAS', 'Needed for in-app subscriptions on iOS.')}
        />
        <TextField
          name="webAPIKey"
          label="Web API key"
          type="password"
          autoComplete="off"
          help={secretHelp(editing, 'webAPIKey', 'The key the app uses to call web APIs.')}
        />
      </fieldset>
      <ImageField
        name="icon"
        label="App icon"
        help={`Optional. PNG, JPEG, WebP or SVG, up to ${ICON_KB} KB.`}
        stored={editing?.icon ?? null}
        maxBytes={APP_ICON_MAX_BYTES}
      />
      {channelsError ? (
        <p className="text-danger small" role="alert">
          The channels could not be loaded: {channelsError}
        </p>
      ) : !channels ? (
        <p className="small text-body-secondary">
          Channels: {editing?.channels.map((channel) => channel.clientName).join(', ') || 'none'}.
          Choose the organisation in the navbar to change them.
        </p>
      ) : (
        <CheckboxGroupField
          name="channels"
          label="Channels in this build"
          inline={false}
          choices={channels.map((channel) => ({
            value: channel._id,
            label: channel.clientName,
          }))}
          help="A channel is in one build at most: ticking it here takes it from another build."
        />
      )}
    </FormDialog>
  );
}
