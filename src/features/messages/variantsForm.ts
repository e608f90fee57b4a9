import { array, object, string } from 'yup';
import type { SendMessageBody } from '../../../contract/messages';
import { MESSAGE_VARIANTS_MAX } from '../../../contract/messageVariants';

/** The message's texts in one other language, as the compose form holds them. */
export interface VariantValue {
  language: string;
  title: string;
  push_message: string;
  message: string;
}

/** The languages part of the compose form: the texts in languages besides the default. */
export interface VariantsValues {
  variants: VariantValue[];
}

export const NO_VARIANTS: VariantsValues = { variants: [] };

export const newVariant = (language: string): VariantValue => ({
  language,
  title: '',
  push_message: '',
  message: '',
});

/** The API's rules for a variant, worded for the form. */
export const variantRules = {
  variants: array()
    .max(MESSAGE_VARIANTS_MAX, `Write at most ${MESSAGE_VARIANTS_MAX} other languages.`)
    .of(
      object({
        language: string().required(),
        title: string().trim().required('Enter a title.').max(200, 'Use at most 200 characters.'),
        push_message: string()
          .trim()
          .required('Enter the push message.')
          .max(500, 'Use at most 500 characters.'),
        message: string().max(100_000, 'The message is too long.'),
      }),
    ),
};

/** The body's variants: said only when there are some, so a one-language body is as it was. */
export function variantsBody(values: VariantsValues): Pick<SendMessageBody, 'variants'> {
  if (values.variants.length === 0) return {};
  return {
    variants: values.variants.map((variant) => ({
      language: variant.language,
      title: variant.title.trim(),
      push_message: variant.push_message.trim(),
      message: variant.message,
    })),
  };
}
