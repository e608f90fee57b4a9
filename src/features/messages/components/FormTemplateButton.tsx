import { useFormikContext } from 'formik';
import type { MessageTemplate } from '../../../../contract/messageTemplates';
import { UseTemplateButton } from '../../../components/templates/UseTemplateButton';

interface FormTemplateButtonProps<Field extends string> {
  /** The form's text fields the template fills, as they are named in the form. */
  fields: readonly Field[];
  /** The template's texts under those names. */
  textsOf: (template: MessageTemplate) => Record<Field, string>;
  /** What the template replaces, in the question's words. */
  replaces: string;
}

/**
 * "Use a template" inside a Formik form of one language's texts (a sequence step, an award
 * campaign): fills the named fields, asking first when any of them holds words.
 */
export function FormTemplateButton<Field extends string>({
  fields,
  textsOf,
  replaces,
}: FormTemplateButtonProps<Field>) {
  const { values, setValues } = useFormikContext<Record<Field, string>>();
  const hasWriting = fields.some((field) => values[field].trim() !== '');
  return (
    <UseTemplateButton
      hasWriting={hasWriting}
      replaces={replaces}
      onUse={(template) => void setValues((now) => ({ ...now, ...textsOf(template) }))}
    />
  );
}
