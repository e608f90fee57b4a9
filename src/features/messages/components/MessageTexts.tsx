import { useFormikContext } from 'formik';
import { useState, type FocusEvent } from 'react';
import type { MessagePreview } from '../../../../contract/messagePreview';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { useAppSelector } from '../../../state/hooks';
import type { ComposeValues } from '../composeForm';
import { selectMessagePreview } from '../messagePreviewSlice';
import { audienceUnready } from '../useAudienceCount';
import { useMessagePreview } from '../useMessagePreview';
import { HtmlEditor } from './HtmlEditor';
import { MergeFieldProblems } from './MergeFieldProblems';
import { MERGE_TARGET_LABELS, MergeFieldsMenu, type MergeTarget } from './MergeFieldsMenu';

const isTarget = (name: string | null): name is MergeTarget =>
  name !== null && name in MERGE_TARGET_LABELS;

/** The push text's help: its length, and the SMS the longest member's rendering makes. */
function pushHelp(length: number, sms: MessagePreview['sms'] | undefined): string {
  const typed = `${length}/500. The notification text, and the SMS text.`;
  if (!sms) return typed;
  const parts = sms.segments === 1 ? '1 part' : `${sms.segments} parts`;
  return `${typed} As an SMS with its link: ${sms.length} characters at the longest, ${parts} (${sms.encoding}).`;
}

/**
 * The message's texts with their merge fields: a menu inserts a field where the sender last
 * typed, the preview names a field members do not have before the send would refuse it, and the
 * SMS is measured on the longest rendering the audience can produce.
 */
export function MessageTexts({ needsChannel }: { needsChannel: boolean }) {
  const { values } = useFormikContext<ComposeValues>();
  const preview = useAppSelector(selectMessagePreview);
  const [target, setTarget] = useState<MergeTarget>('push_message');
  useMessagePreview(values, audienceUnready(values, needsChannel));

  const noteTarget = (event: FocusEvent<HTMLDivElement>) => {
    const name = event.target.getAttribute('name');
    if (isTarget(name)) setTarget(name);
  };

  return (
    <div onFocus={noteTarget}>
      <div className="d-flex justify-content-end mb-n2">
        <MergeFieldsMenu target={target} customFields={preview?.customFields ?? []} />
      </div>
      <TextField name="title" label="Title" maxLength={200} />
      <TextAreaField
        name="push_message"
        label="Push message"
        rows={2}
        maxLength={500}
        help={pushHelp(values.push_message.length, preview?.sms)}
      />
      <HtmlEditor
        name="message"
        label="Rich message"
        help="HTML shown when the message is opened. Scripts and unsafe tags are removed."
      />
      <MergeFieldProblems problems={preview?.problems ?? []} />
    </div>
  );
}
