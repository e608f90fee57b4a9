import type { CSSProperties } from 'react';
import {
  blend,
  parseHex,
  readableOnWhite,
  readableTextOn,
  shade,
  toHex,
  WHITE,
} from '../../../lib/color';

/**
 * A company's colour as the custom properties the buttons, links and the page's band read, set
 * on the public page's own element: the signed-in console's colours on <html> stay untouched.
 */
export function brandStyle(hex: string | null | undefined): CSSProperties | undefined {
  const color = parseHex(hex);
  if (!color) return undefined;
  const link = readableOnWhite(color);
  return {
    '--tidings-brand': toHex(color),
    '--tidings-brand-hover': toHex(shade(color, -0.12)),
    '--tidings-brand-active': toHex(shade(color, -0.2)),
    '--tidings-on-brand': toHex(readableTextOn(color)),
    '--signup-band-bg': toHex(color),
    '--signup-band-fg': toHex(readableTextOn(color)),
    '--signup-soft-bg': toHex(blend(color, WHITE, 0.08)),
    '--bs-link-color': toHex(link),
    '--bs-link-color-rgb': `${link.r}, ${link.g}, ${link.b}`,
  } as CSSProperties;
}
