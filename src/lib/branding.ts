import { assetUrl } from './assetUrl';
import { COOKIE, setCookie } from './cookies';
import {
  INK,
  blend,
  mutedTextOn,
  readableOn,
  type Rgb,
  parseHex,
  readableOnWhite,
  WHITE,
  readableTextOn,
  rgbTriplet,
  shade,
  toHex,
} from './color';

export const PRODUCT_NAME = 'Tidings';
/** The sidebar colour when neither the channel nor the token names one. */
export const DEFAULT_MENU_COLOR = '#14161b';

function setVars(vars: Record<string, string>): void {
  const { style } = document.documentElement;
  for (const [name, value] of Object.entries(vars)) style.setProperty(name, value);
}

/** The company's admin colour as the primary colour of buttons, links and focus rings. */
export function applyPrimaryColor(hex: string | null | undefined): void {
  const color = parseHex(hex);
  if (!color) return;
  const link = readableOnWhite(color);
  // Brand-coloured words on the strongest brand tint (a selected count): 4.5:1 there.
  const ink = readableOn(color, blend(color, WHITE, 0.12));
  setVars({
    '--tidings-brand-ink': toHex(ink),
    '--tidings-brand': toHex(color),
    '--tidings-brand-rgb': rgbTriplet(color),
    '--tidings-brand-hover': toHex(shade(color, -0.12)),
    '--tidings-brand-active': toHex(shade(color, -0.2)),
    '--tidings-on-brand': toHex(readableTextOn(color)),
    '--bs-primary': toHex(color),
    '--bs-primary-rgb': rgbTriplet(color),
    '--bs-link-color': toHex(link),
    '--bs-link-color-rgb': rgbTriplet(link),
    '--bs-link-hover-color': toHex(shade(link, -0.15)),
    '--bs-link-hover-color-rgb': rgbTriplet(shade(link, -0.15)),
  });
  setCookie(COOKIE.adminColor, toHex(color));
}

/** The sidebar background, with a text colour that reads on it. */
export function applyMenuColor(hex: string | null | undefined): void {
  const color: Rgb = parseHex(hex) ?? parseHex(DEFAULT_MENU_COLOR) ?? INK;
  const text = readableTextOn(color);
  setVars({
    '--tidings-menu-bg': toHex(color),
    '--tidings-menu-fg': toHex(text),
    '--tidings-menu-fg-rgb': rgbTriplet(text),
    // The menu's quieter words, faded only as far as they still read at 4.5:1 on its colour.
    '--tidings-menu-text': toHex(mutedTextOn(color, text, 0.74)),
    '--tidings-menu-heading': toHex(mutedTextOn(color, text, 0.62)),
  });
}

export function applyFavicon(path: string | null | undefined): void {
  const url = assetUrl(path);
  if (!url) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  // The default icon is declared as SVG; a company's icon may be any image type.
  link.removeAttribute('type');
  link.href = url;
}

export function documentTitleFor(companyName: string | null | undefined): string {
  return companyName ? `${companyName} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}
