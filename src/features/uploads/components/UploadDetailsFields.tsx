import { SelectField, type FieldOption } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';

/** The file's channel: '' is the whole organisation's. */
export const NO_CHANNEL = '';

interface UploadDetailsFieldsProps {
  /** The channels the file may belong to; null when the admin's own channel is the only one. */
  channels: readonly FieldOption[] | null;
}

/** A file's title, description and channel, as the upload and edit forms both ask them. */
export function UploadDetailsFields({ channels }: UploadDetailsFieldsProps) {
  return (
    <>
      <TextField
        name="title"
        label="Title"
        maxLength={200}
        help="What admins and members see it as."
      />
      <TextAreaField
        name="description"
        label="Description"
        help="Optional: what it is about, who speaks, when it was recorded."
      />
      {channels && (
        <SelectField
          name="channel"
          label="Channel"
          options={[{ value: NO_CHANNEL, label: 'Whole organisation' }, ...channels]}
          help="A channel’s file is counted in its usage and, for videos, follows its private video setting."
        />
      )}
    </>
  );
}
