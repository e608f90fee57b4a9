import type { AccessKey } from '../../../../contract/accessKeys';
import { CheckboxGroupField } from '../../../components/form/ChoiceFields';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { FormDialog } from '../../../components/ui/FormDialog';
import { ACCESS_KEY_LABELS } from '../../../lib/accessKeyLabels';
import type { ApiFailure } from '../../../lib/apiErrors';
import type { ChannelName } from '../../../lib/channelChoices';
import { EXPIRY_CHOICES, INITIAL_KEY_VALUES, keySchema, type KeyValues } from './keyValues';

interface CreateKeyDialogProps {
  show: boolean;
  /** The access keys the admin's own role holds: a key can carry no other. */
  ownKeys: readonly AccessKey[];
  /** The channels a key may be held to; none for platform keys. */
  channels: readonly ChannelName[];
  saving: boolean;
  onSubmit: (values: KeyValues) => Promise<ApiFailure | null | void>;
  onClose: () => void;
}

/** Makes an API key: its name, what it may do, where, and for how long. */
export function CreateKeyDialog({
  show,
  ownKeys,
  channels,
  saving,
  onSubmit,
  onClose,
}: CreateKeyDialogProps) {
  const choices = ownKeys.map((key) => ({ value: key, label: ACCESS_KEY_LABELS[key] }));
  return (
    <FormDialog
      show={show}
      title="New API key"
      saving={saving}
      onClose={onClose}
      size="lg"
      centered
      formKey={show ? 'open' : 'closed'}
      initialValues={INITIAL_KEY_VALUES}
      validationSchema={keySchema}
      codeFields={{ forbidden: 'accessKeys' }}
      label="API key"
      onSubmit={onSubmit}
      submitLabel="Create key"
      pendingLabel="Creating…"
    >
      <TextField
        name="name"
        label="Name"
        maxLength={100}
        autoFocus
        help="What uses the key, so you know which to revoke."
      />
      <CheckboxGroupField
        name="accessKeys"
        label="What the key may do"
        choices={choices}
        className="mb-3 api-key-access"
        help="Only what your own role allows can be given. The key is refused everything else."
      />
      {channels.length > 0 && (
        <SelectField
          name="channelID"
          label="Channel"
          options={[
            { value: '', label: 'The whole organisation' },
            ...channels.map((channel) => ({ value: channel._id, label: channel.clientName })),
          ]}
          help="A key held to a channel reaches that channel's data only."
        />
      )}
      <SelectField
        name="expiry"
        label="Expires after"
        options={EXPIRY_CHOICES}
        help="The key stops working then. You can revoke it at any time."
      />
    </FormDialog>
  );
}
