import { IMAGE_KINDS_TEXT, opensSvg, rasterImageType } from '../../../contract/imageBytes';
import { readFileHead } from '../../lib/fileHead';

/** How much of a file is read to judge it: the signatures and an SVG's prolog fit in it. */
const HEAD_BYTES = 4096;

/**
 * What is wrong with a picked image, in the API's words, or null: its type judged by its content
 * as the API judges it (contract/imageBytes.ts), then its size. `noun` names it ("logo").
 */
export async function imageFileProblem(
  file: File,
  noun: string,
  maxBytes?: number,
): Promise<string | null> {
  const head = await readFileHead(file, HEAD_BYTES);
  const image = rasterImageType(head) !== null || opensSvg(new TextDecoder().decode(head));
  if (!image) return `The ${noun} must be a ${IMAGE_KINDS_TEXT} image.`;
  if (maxBytes !== undefined && file.size > maxBytes)
    return `The ${noun} is ${Math.ceil(file.size / 1024)} KB; it may be up to ${maxBytes / 1024} KB.`;
  return null;
}
