import sanitize from 'sanitize-html';
import type { ImageType } from '../../contract/company';
import { IMAGE_KINDS_TEXT, rasterImageType } from '../../contract/imageBytes';
import { AppError } from './errors';

/**
 * Branding images judged by their bytes, never by their name or declared type: PNG, JPEG, WebP
 * and ICO by their signatures (contract/imageBytes.ts, which the console reads too); SVG as text
 * whose root is <svg>, stored only once sanitised.
 */

/** The raster type of these bytes, or null: SVG is judged apart (it is text). */
export function rasterTypeOf(bytes: Buffer): Exclude<ImageType, 'image/svg+xml'> | null {
  return rasterImageType(bytes);
}

/** The elements a logo is drawn with: shapes, text, gradients, clips and masks. No script, no
 * foreignObject, no image (it would load another file), no animation, no style element. */
const SVG_TAGS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feFlood',
  'feComposite',
  'feMerge',
  'feMergeNode',
];

/** Presentation and geometry attributes; no event handlers (on*), no external references. */
const SVG_ATTRIBUTES = [
  'id',
  'class',
  'style',
  'xmlns',
  'xmlns:xlink',
  'version',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'clip-path',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'filter',
  'filterUnits',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'color',
  'display',
  'visibility',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'href',
  'xlink:href',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'dx',
  'dy',
  'stdDeviation',
  'in',
  'in2',
  'result',
  'mode',
  'type',
  'values',
  'flood-color',
  'flood-opacity',
  'operator',
];

/** A reference outside the document: any url(...) but url(#id), any scheme, an @import. */
const EXTERNAL = /url\s*\(\s*(?!['"]?#)|@import|javascript:|data:|expression\s*\(/i;

function keepAttribute(name: string, value: string): boolean {
  if (name === 'href' || name === 'xlink:href') return /^#[\w.:-]+$/.test(value.trim());
  return !EXTERNAL.test(value);
}

const SVG_OPTIONS: sanitize.IOptions = {
  allowedTags: SVG_TAGS,
  allowedAttributes: { '*': SVG_ATTRIBUTES },
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: [],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'foreignObject', 'noscript', 'iframe', 'textarea'],
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
  transformTags: {
    '*': (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(
        Object.entries(attribs).filter(([name, value]) => keepAttribute(name, value)),
      ),
    }),
  },
};

/**
 * A safe copy of an SVG document, or null when the bytes are no SVG (binary, or no <svg> root).
 * Scripts, event handlers, foreignObject and every external reference are removed.
 */
export function sanitizeSvg(bytes: Buffer): Buffer | null {
  if (bytes.includes(0)) return null;
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // Before the root: an XML declaration, comments, a doctype, white space.
  const body = text.replace(
    /^(\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)+/i,
    '',
  );
  if (!/^<svg[\s>]/.test(body)) return null;
  const clean = sanitize(body, SVG_OPTIONS).trim();
  if (!/^<svg[\s>]/.test(clean) || !clean.endsWith('</svg>')) return null;
  return Buffer.from(clean, 'utf8');
}

export interface CheckedImage {
  contentType: ImageType;
  bytes: Buffer;
}

export const imageTypeError = (field: string) =>
  new AppError('error_image_type', `Upload a ${IMAGE_KINDS_TEXT} image.`, [
    { field, message: `must be a ${IMAGE_KINDS_TEXT} image` },
  ]);

export const imageTooLarge = (field: string, maxBytes: number) =>
  new AppError('error_image_too_large', `The ${field} is over ${maxBytes / 1024} KB.`, [
    { field, message: `must be at most ${maxBytes / 1024} KB` },
  ]);

/** The image to store: its type by content, SVG sanitised; refused with a clear code otherwise. */
export function checkImage(field: string, bytes: Buffer, maxBytes: number): CheckedImage {
  if (bytes.length > maxBytes) throw imageTooLarge(field, maxBytes);
  const raster = rasterTypeOf(bytes);
  if (raster) return { contentType: raster, bytes };
  const svg = sanitizeSvg(bytes);
  if (svg) return { contentType: 'image/svg+xml', bytes: svg };
  throw imageTypeError(field);
}
