import { pushButtonProblem, pushImageProblem } from '../../../contract/richPush';
import type { SendMessageBody } from '../../../contract/messages';
import type { StoredPushButton } from '../../db/schema/messages';
import { fieldError } from '../../lib/errors';

/**
 * A message's rich push as stored: the image an https address (none when empty), each button
 * trimmed with a link of https:// or the app's own scheme. Otherwise 400 validation_error naming
 * the field (`pushImage`, `pushButtons.1.url`). Uploads hold no images (audio, video and
 * documents only), so the image is an address, not an upload (docs/decisions.md, "Rich push").
 */
export function checkedRichPush(body: Pick<SendMessageBody, 'pushImage' | 'pushButtons'>): {
  pushImage: string | null;
  pushButtons: StoredPushButton[];
} {
  const image = body.pushImage?.trim() ?? '';
  const imageProblem = pushImageProblem(image);
  if (imageProblem) throw fieldError('pushImage', imageProblem);
  const buttons = (body.pushButtons ?? []).map((button, index) => {
    const problem = pushButtonProblem(button);
    if (problem) throw fieldError(`pushButtons.${index}.${problem.field}`, problem.message);
    return { label: button.label.trim(), url: button.url.trim() };
  });
  return { pushImage: image === '' ? null : image, pushButtons: buttons };
}
