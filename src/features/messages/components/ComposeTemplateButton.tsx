import { useFormikContext } from 'formik';
import type { MessageTemplate } from '../../../../contract/messageTemplates';
import { UseTemplateButton } from '../../../components/templates/UseTemplateButton';
import type { ComposeValues } from '../composeForm';
import {
  composeRichPushOf,
  composeTextsOf,
  hasComposeTexts,
  hasRichPush,
  templateHasRichPush,
} from '../templateTexts';

const TEXTS = 'the title, push message, rich message and the other languages’ versions';
const TEXTS_AND_RICH_PUSH =
  'the title, push message, rich message, the other languages’ versions and the push image and buttons';

/**
 * Compose's "Use a template": fills the title, push message, rich message and the versions in
 * other languages from a saved template, and its push image and buttons when it has any (one
 * with neither leaves the sender's), asking first when that replaces anything the sender set.
 */
export function ComposeTemplateButton() {
  const { values, setValues } = useFormikContext<ComposeValues>();
  const hasWriting = (template: MessageTemplate) =>
    hasComposeTexts(values) || (templateHasRichPush(template) && hasRichPush(values));
  return (
    <UseTemplateButton
      hasWriting={hasWriting}
      replaces={(template) => (templateHasRichPush(template) ? TEXTS_AND_RICH_PUSH : TEXTS)}
      onUse={(template) =>
        void setValues((now) => ({
          ...now,
          ...composeTextsOf(template),
          ...composeRichPushOf(template),
        }))
      }
    />
  );
}
