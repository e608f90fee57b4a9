import { useFormikContext } from 'formik';
import { RadioGroupField } from '../../../components/form/ChoiceFields';
import { uploadKindFor, type ComposeValues } from '../composeForm';
import { AttachmentField } from './AttachmentField';
import { UploadPicker } from './UploadPicker';

const ATTACH_FROM = [
  { value: 'new', label: 'Attach a new file' },
  { value: 'uploaded', label: 'Pick an uploaded document' },
] as const;

/** A Vocast's audio or a Vidcast's video; for other types a new file or an uploaded document. */
export function MessageAttachment({
  uploading,
  progress,
}: {
  uploading: boolean;
  progress: number | null;
}) {
  const { values } = useFormikContext<ComposeValues>();
  const kind = uploadKindFor(values.type);
  if (kind !== 'document') return <UploadPicker kind={kind} />;
  return (
    <>
      <RadioGroupField name="attachFrom" label="Attachment" choices={ATTACH_FROM} inline />
      {values.attachFrom === 'uploaded' ? (
        <UploadPicker kind="document" />
      ) : (
        <AttachmentField uploading={uploading} progress={progress} />
      )}
    </>
  );
}
