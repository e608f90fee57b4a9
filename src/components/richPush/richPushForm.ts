import { array, object, string } from 'yup';
import type { SendMessageBody } from '../../../contract/messages';
import {
  PUSH_BUTTON_LABEL_MAX,
  PUSH_BUTTONS_MAX,
  pushButtonProblem,
  pushImageProblem,
} from '../../../contract/richPush';

/** A button as the compose form holds it. */
export interface PushButtonValue {
  label: string;
  url: string;
}

/** The rich push part of the compose form: an image address and up to three buttons. */
export interface RichPushValues {
  pushImage: string;
  pushButtons: PushButtonValue[];
}

export const NO_RICH_PUSH: RichPushValues = { pushImage: '', pushButtons: [] };

export const NEW_PUSH_BUTTON: PushButtonValue = { label: '', url: '' };

const IMAGE_HELP = 'Enter an image address starting with https://.';
const LINK_HELP =
  "Enter a link starting with https:// or the app's own scheme (such as acmeunion://).";

/**
 * The API's rules (contract/richPush.ts), worded for the form: the same checks, so a message the
 * form accepts is one the API takes.
 */
export const richPushRules = {
  pushImage: string()
    .max(2000, 'Use at most 2000 characters.')
    .test('https-image', IMAGE_HELP, (image) => !pushImageProblem(image ?? '')),
  pushButtons: array()
    .max(PUSH_BUTTONS_MAX, `Add at most ${PUSH_BUTTONS_MAX} buttons.`)
    .of(
      object({
        label: string()
          .trim()
          .required('Enter the button’s label.')
          .max(PUSH_BUTTON_LABEL_MAX, `Use at most ${PUSH_BUTTON_LABEL_MAX} characters.`),
        url: string()
          .trim()
          .required('Enter the link the button opens.')
          .max(2000, 'Use at most 2000 characters.')
          .test(
            'app-link',
            LINK_HELP,
            (url) => pushButtonProblem({ label: 'x', url: url ?? '' })?.field !== 'url',
          ),
      }),
    ),
};

/** The body's rich push fields: said only when set, so a plain message's body is as it was. */
export function richPushBody(
  values: RichPushValues,
): Pick<SendMessageBody, 'pushImage' | 'pushButtons'> {
  const image = values.pushImage.trim();
  const buttons = values.pushButtons.map((b) => ({ label: b.label.trim(), url: b.url.trim() }));
  return {
    ...(image && { pushImage: image }),
    ...(buttons.length > 0 && { pushButtons: buttons }),
  };
}
