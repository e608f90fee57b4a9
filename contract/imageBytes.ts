/**
 * Images judged by their bytes, never by their name or declared type: PNG, JPEG, WebP and ICO by
 * their signatures; SVG as text whose root is <svg>. The API (server/lib/images.ts) and the
 * console's file pickers (src/components/form/imageFile.ts) read the same signatures, so the
 * console refuses in the browser what the API would refuse, in the same words.
 */
export type RasterImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/x-icon';

/** The words the API and the console both use for a file that is no accepted image. */
export const IMAGE_KINDS_TEXT = 'PNG, JPEG, WebP, ICO or SVG';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];
const ICO = [0x00, 0x00, 0x01, 0x00];

/** The raster type of these bytes, or null: SVG is judged apart (it is text). */
export function rasterImageType(bytes: Uint8Array): RasterImageType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  // An icon directory holds at least one image (a little-endian count at byte 4).
  if (startsWith(bytes, ICO) && bytes.length > 6 && (bytes[4] ?? 0) + (bytes[5] ?? 0) * 256 > 0)
    return 'image/x-icon';
  return null;
}

/** Before an SVG's root: a byte-order mark, an XML declaration, comments, a doctype, white space. */
const SVG_PROLOG = /^(\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)+/i;

/** Whether text (the start of a file) opens an SVG document: its root element is <svg>. */
export function opensSvg(text: string): boolean {
  if (text.includes('\u0000')) return false;
  return /^<svg[\s>]/.test(text.replace(/^\uFEFF/, '').replace(SVG_PROLOG, ''));
}
