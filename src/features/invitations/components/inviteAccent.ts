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
 * The organisation's colour on the invitation's card, as card-scoped custom properties named as
 * the sign-in card's are (see Invitation.css). The sign-in card keeps its own copy so that its
 * first download does not grow by a chunk shared with these pages.
 */
export function inviteAccent(colorHex: string | null | undefined): CSSProperties | undefined {
  const color = parseHex(colorHex);
  if (!color) return undefined;
  const vars: Record<`--${string}`, string> = {
    '--auth-accent': toHex(color),
    '--auth-accent-rgb': rgbTriplet(color),
    '--auth-accent-hover': toHex(shade(color, -0.12)),
    '--auth-accent-active': toHex(shade(color, -0.2)),
    '--auth-on-accent': toHex(readableTextOn(color)),
    '--auth-link': toHex(readableOnWhite(color)),
    '--auth-focus-ring': withAlpha(color, 0.25),
  };
  return vars;
}
