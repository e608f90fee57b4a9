import { IMAGE_KINDS_TEXT, opensSvg, rasterImageType } from '../../../contract/imageBytes';

/** How much of a file is read to judge it: the signatures and an SVG's prolog fit in it. */
const HEAD_BYTES = 4096;

function readHead(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file.slice(0, HEAD_BYTES));
  });
}

/**
 * What is wrong with a picked image, in the API's words, or null: its type judged by its content
 * as the API judges it (contract/imageBytes.ts), then its size. `noun` names it ("logo").
 */
export async function imageFileProblem(
  file: File,
  noun: string,
  maxBytes?: number,
): Promise<string | null> {
  const head = await readHead(file);
  const image = rasterImageType(head) !== null || opensSvg(new TextDecoder().decode(head));
  if (!image) return `The ${noun} must be a ${IMAGE_KINDS_TEXT} image.`;
  if (maxBytes !== undefined && file.size > maxBytes)
    return `The ${noun} is ${Math.ceil(file.size / 1024)} KB; it may be up to ${maxBytes / 1024} KB.`;
  return null;
}
