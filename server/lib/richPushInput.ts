import { pushButtonProblem, pushImageProblem, type PushButton } from '../../contract/richPush';
import { fieldError } from './errors';

/**
 * A rich push as stored, a message's or a template's: the image an https address (none when
 * empty), each button trimmed with a link of https:// or the app's own scheme. Otherwise 400
 * validation_error naming the field (`pushImage`, `pushButtons.1.url`). Uploads hold no images
 * (audio, video and documents only), so the image is an address, not an upload
 * (docs/decisions.md, "Rich push").
 */
export function checkedRichPush(body: { pushImage?: string | null; pushButtons?: PushButton[] }): {
  pushImage: string | null;
  pushButtons: PushButton[];
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
