import QRCode from 'qrcode';
import { withPngLogo } from './qrPngLogo';

/** High error correction (30%): the logo in the middle hides fewer modules than that. */
const ERROR_CORRECTION = 'H';
/** The logo's box, as a share of the code's width: about 5% of its area. */
const LOGO_SHARE = 0.22;
/** Pixels of the PNG, enough for a print of about 8 cm at 300 dpi. */
const PNG_WIDTH = 1024;

export interface QrLogo {
  contentType: string;
  bytes: Buffer;
}

const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml']);

/**
 * The invitation link as an SVG QR code, with the organisation's logo on a white square in the
 * middle when it has one. The logo is inlined as a data URL, so the file prints alone.
 */
export async function qrSvg(url: string, logo: QrLogo | null): Promise<string> {
  const svg = await QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: ERROR_CORRECTION,
    margin: 4,
  });
  if (!logo || !LOGO_TYPES.has(logo.contentType)) return svg;
  const size = /viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1];
  if (!size) return svg;
  const width = Number(size);
  const box = Math.round(width * LOGO_SHARE * 100) / 100;
  const at = Math.round(((width - box) / 2) * 100) / 100;
  const pad = Math.round(box * 0.08 * 100) / 100;
  const href = `data:${logo.contentType};base64,${logo.bytes.toString('base64')}`;
  const mark =
    `<rect x="${at}" y="${at}" width="${box}" height="${box}" rx="${pad}" fill="#ffffff"/>` +
    `<image x="${at + pad}" y="${at + pad}" width="${box - 2 * pad}" height="${box - 2 * pad}" ` +
    `preserveAspectRatio="xMidYMid meet" href="${href}"/>`;
  return svg.replace(/<\/svg>\s*$/, `${mark}</svg>`);
}

/**
 * The same code as a PNG, with the logo in its middle when the logo is a PNG itself (the other
 * kinds would need an image library to decode; the SVG carries every kind).
 */
export async function qrPng(url: string, logo: QrLogo | null = null): Promise<Buffer> {
  const png = await QRCode.toBuffer(url, {
    type: 'png',
    errorCorrectionLevel: ERROR_CORRECTION,
    margin: 4,
    width: PNG_WIDTH,
  });
  return logo?.contentType === 'image/png' ? withPngLogo(png, logo.bytes, LOGO_SHARE) : png;
}
