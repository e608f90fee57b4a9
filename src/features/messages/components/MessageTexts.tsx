import { useFormikContext } from 'formik';
import { useState, type FocusEvent } from 'react';
import { DEFAULT_LANGUAGE, languageName } from '../../../../contract/languages';
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
import { MergeFieldsMenu, type MergeTarget } from './MergeFieldsMenu';
import { MissingVariants, VariantTabs, type ActiveVariant } from './VariantTabs';

const TEXT_NAME = /^(variants\.\d+\.)?(title|push_message|message)$/;
const isTarget = (name: string | null): name is MergeTarget =>
  name !== null && TEXT_NAME.test(name);

/** The push text's help: its length, and the SMS the longest member's rendering makes. */
function pushHelp(length: number, sms: MessagePreview['sms'] | undefined): string {
  const typed = `${length}/500. The notification text, and the SMS text.`;
  if (!sms) return typed;
  const parts = sms.segments === 1 ? '1 part' : `${sms.segments} parts`;
  return `${typed} As an SMS with its link: ${sms.length} characters at the longest, ${parts} (${sms.encoding}).`;
}

/**
 * The message's texts, in the organisation's default language and in each other language the
 * sender adds, with their merge fields: a menu inserts a field where the sender last typed, the
 * preview names a field members do not have before the send would refuse it, and the SMS is
 * measured on the longest rendering the audience can produce.
 */
export function MessageTexts({ needsChannel }: { needsChannel: boolean }) {
  const { values } = useFormikContext<ComposeValues>();
  const preview = useAppSelector(selectMessagePreview);
  const [target, setTarget] = useState<MergeTarget>('push_message');
  const [active, setActive] = useState<ActiveVariant>(null);
  useMessagePreview(values, audienceUnready(values, needsChannel));
  const defaultLanguage = preview?.defaultLanguage ?? DEFAULT_LANGUAGE;
  const audience = preview?.languages ?? [];
  const variant = active === null ? undefined : values.variants[active];
  const prefix = variant && active !== null ? `variants.${active}.` : '';
  const language = languageName(variant?.language ?? defaultLanguage);
  const pushText = variant ? variant.push_message : values.push_message;

  const noteTarget = (event: FocusEvent<HTMLDivElement>) => {
    const name = event.target.getAttribute('name');
    if (isTarget(name)) setTarget(name);
  };

  return (
    <div onFocus={noteTarget}>
      <VariantTabs
        defaultLanguage={defaultLanguage}
        audience={audience}
        active={variant ? active : null}
        onActivate={setActive}
      />
      <MissingVariants defaultLanguage={defaultLanguage} audience={audience} />
      <div className="d-flex justify-content-end mb-n2">
        <MergeFieldsMenu target={target} customFields={preview?.customFields ?? []} />
      </div>
      {/* Keyed by language, so a tab's fields are its own and keep no other's state. */}
      <div key={prefix || 'default'} role="tabpanel" aria-label={`${language} text`}>
        <TextField name={`${prefix}title`} label="Title" maxLength={200} />
        <TextAreaField
          name={`${prefix}push_message`}
          label="Push message"
          rows={2}
          maxLength={500}
          help={pushHelp(pushText.length, preview?.sms)}
        />
        <HtmlEditor
          name={`${prefix}message`}
          label="Rich message"
          help="HTML shown when the message is opened. Scripts and unsafe tags are removed."
        />
      </div>
      <MergeFieldProblems problems={preview?.problems ?? []} />
    </div>
  );
}
