export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#rgb' or '#rrggbb' (the '#' optional) to channels; null for anything else. */
export function parseHex(value: string | null | undefined): Rgb | null {
  const match = value ? HEX.exec(value.trim()) : null;
  if (!match?.[1]) return null;
  const digits = match[1];
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((d) => d + d)
          .join('')
      : digits;
  const n = Number.parseInt(full, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

export function rgbTriplet({ r, g, b }: Rgb): string {
  return `${r}, ${g}, ${b}`;
}

/** The colour at the given opacity (0..1), as a CSS colour. */
export function withAlpha(color: Rgb, alpha: number): string {
  return `rgba(${rgbTriplet(color)}, ${alpha})`;
}

/** Mixes towards black (amount < 0) or white (amount > 0); amount in -1..1. */
export function shade(color: Rgb, amount: number): Rgb {
  const target = amount < 0 ? 0 : 255;
  const weight = Math.min(Math.abs(amount), 1);
  const mix = (c: number) => Math.round(c + (target - c) * weight);
  return { r: mix(color.r), g: mix(color.g), b: mix(color.b) };
}

/** WCAG 2 relative luminance. */
export function luminance({ r, g, b }: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const INK: Rgb = { r: 17, g: 24, b: 39 };

const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/**
 * White or near-black, whichever reads better on the background; pure black on the mid tones
 * where neither reaches 4.5:1 (black or white always does).
 */
export function readableTextOn(background: Rgb): Rgb {
  const onWhite = contrastRatio(background, WHITE);
  const onInk = contrastRatio(background, INK);
  if (Math.max(onWhite, onInk) < 4.5)
    return onWhite >= contrastRatio(background, BLACK) ? WHITE : BLACK;
  return onWhite >= onInk ? WHITE : INK;
}

/** `text` laid at `alpha` over `background`, as one solid colour. */
export function blend(text: Rgb, background: Rgb, alpha: number): Rgb {
  const mix = (t: number, b: number) => Math.round(b + (t - b) * alpha);
  return {
    r: mix(text.r, background.r),
    g: mix(text.g, background.g),
    b: mix(text.b, background.b),
  };
}

/**
 * A quieter shade of `text` on `background` for secondary words: `alpha` of it where that still
 * reads at 4.5:1, else as little fading as keeps that ratio (none, at worst).
 */
export function mutedTextOn(background: Rgb, text: Rgb, alpha: number): Rgb {
  for (let a = alpha; a < 1; a += 0.02) {
    const muted = blend(text, background, a);
    if (contrastRatio(muted, background) >= 4.5) return muted;
  }
  return text;
}

/** The colour darkened until it reaches a 4.5:1 contrast on the (light) background. */
export function readableOn(color: Rgb, background: Rgb): Rgb {
  let result = color;
  for (let step = 1; step <= 10 && contrastRatio(result, background) < 4.5; step += 1) {
    result = shade(color, -step / 10);
  }
  return result;
}

/** The colour darkened until it reaches a 4.5:1 contrast on white (for links and outlines). */
export function readableOnWhite(color: Rgb): Rgb {
  return readableOn(color, WHITE);
}

/** The colours a console has before its organisation picks its own (the branding editor's). */
export const DEFAULT_ADMIN_COLOR = '#2563eb';
export const DEFAULT_MENU_COLOR = '#14161b';

/** What a colour field asks for, with an example. */
export const HEX_COLOR_HINT = 'Enter a colour as #rrggbb, such as #0f766e.';
