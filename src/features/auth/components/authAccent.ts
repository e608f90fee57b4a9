import type { CSSProperties } from 'react';
import {
  parseHex,
  readableOnWhite,
  readableTextOn,
  rgbTriplet,
  shade,
  toHex,
  withAlpha,
} from '../../../lib/color';

/**
 * The card-scoped custom properties that paint a company's colour on its sign-in card (see
 * AuthCard.css). Scoped to the card, not the document: nobody has signed in yet, so the
 * console's own theme is not the company's to change.
 */
export function accentStyle(colorHex: string | null | undefined): CSSProperties | undefined {
  const color = parseHex(colorHex);
  if (!color) return undefined;
  const link = readableOnWhite(color);
  const vars: Record<`--${string}`, string> = {
    '--auth-accent': toHex(color),
    '--auth-accent-rgb': rgbTriplet(color),
    '--auth-accent-hover': toHex(shade(color, -0.12)),
    '--auth-accent-active': toHex(shade(color, -0.2)),
    '--auth-on-accent': toHex(readableTextOn(color)),
    '--auth-link': toHex(link),
    '--auth-focus-ring': withAlpha(color, 0.25),
  };
  return vars;
}
