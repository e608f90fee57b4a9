import { Type, type Static } from '@sinclair/typebox';
import { deepLinkProblem } from './appBuilds';

/** A push carries at most this many action buttons (the most both iOS and Android show). */
export const PUSH_BUTTONS_MAX = 3;
export const PUSH_BUTTON_LABEL_MAX = 25;

/**
 * One action button of a rich push: its label and the link it opens, https:// or the app's own
 * scheme (contract/appBuilds.ts deepLinkProblem; docs/decisions.md, "Rich push").
 */
export const PushButton = Type.Object({
  label: Type.String({ minLength: 1, maxLength: PUSH_BUTTON_LABEL_MAX }),
  url: Type.String({ minLength: 1, maxLength: 2000 }),
});
export type PushButton = Static<typeof PushButton>;

export const PushButtons = Type.Array(PushButton, { maxItems: PUSH_BUTTONS_MAX });

/** The image a push shows: an https address the phone downloads. */
export const PushImage = Type.String({ maxLength: 2000 });

// messages.ts's isHttpsLink, repeated: messages.ts builds its bodies from this file's schemas.
const isHttpsLink = (text: string) => /^https:\/\/\S+$/i.test(text);

/** What is wrong with a push image address, or null; empty is none. */
export function pushImageProblem(image: string): string | null {
  if (image.trim() === '') return null;
  return isHttpsLink(image.trim()) ? null : 'must be an https:// address of an image';
}

/**
 * What is wrong with one button, by field ('label' or 'url'), or null: the checks the schema
 * cannot state, run by the API and by the compose form alike.
 */
export function pushButtonProblem(
  button: PushButton,
): { field: 'label' | 'url'; message: string } | null {
  if (button.label.trim() === '') return { field: 'label', message: 'must not be empty' };
  const url = button.url.trim();
  if (url === '') return { field: 'url', message: 'must not be empty' };
  const problem = deepLinkProblem(url);
  return problem ? { field: 'url', message: problem } : null;
}
