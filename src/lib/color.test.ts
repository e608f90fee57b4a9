import { describe, expect, it } from 'vitest';
import {
  WHITE,
  contrastRatio,
  mutedTextOn,
  parseHex,
  readableOnWhite,
  readableTextOn,
  rgbTriplet,
  shade,
  toHex,
  withAlpha,
} from './color';

describe('color', () => {
  it('parses long and short hex, with or without #', () => {
    expect(parseHex('#0f766e')).toEqual({ r: 15, g: 118, b: 110 });
    expect(parseHex('fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex(' #ABC ')).toEqual({ r: 170, g: 187, b: 204 });
  });

  it('refuses anything that is not a hex colour', () => {
    for (const value of [null, undefined, '', 'red', '#12345', 'rgb(1,2,3)', '#ggg']) {
      expect(parseHex(value)).toBeNull();
    }
  });

  it('writes hex, rgb triplets and translucent colours', () => {
    const teal = { r: 15, g: 118, b: 110 };
    expect(toHex(teal)).toBe('#0f766e');
    expect(rgbTriplet(teal)).toBe('15, 118, 110');
    expect(withAlpha(teal, 0.25)).toBe('rgba(15, 118, 110, 0.25)');
  });

  it('darkens and lightens', () => {
    expect(shade({ r: 200, g: 100, b: 0 }, -0.5)).toEqual({ r: 100, g: 50, b: 0 });
    expect(shade({ r: 0, g: 100, b: 200 }, 0.5)).toEqual({ r: 128, g: 178, b: 228 });
  });

  it('picks white text on dark colours and dark text on light ones', () => {
    expect(readableTextOn({ r: 15, g: 118, b: 110 })).toEqual(WHITE);
    expect(readableTextOn({ r: 20, g: 22, b: 27 })).toEqual(WHITE);
    expect(readableTextOn({ r: 250, g: 204, b: 21 })).not.toEqual(WHITE);
  });

  it('finds text that reads at 4.5:1 on every background, mid tones too', () => {
    for (let grey = 0; grey <= 255; grey += 5) {
      const background = { r: grey, g: grey, b: grey };
      expect(contrastRatio(readableTextOn(background), background)).toBeGreaterThanOrEqual(4.5);
    }
    const teal = { r: 15, g: 118, b: 110 };
    expect(contrastRatio(readableTextOn(teal), teal)).toBeGreaterThanOrEqual(4.5);
  });

  it('fades secondary text only as far as it still reads at 4.5:1', () => {
    const ink = { r: 20, g: 22, b: 27 };
    // On a dark menu the usual fade reads well and is kept.
    expect(mutedTextOn(ink, WHITE, 0.62)).toEqual({ r: 166, g: 166, b: 168 });
    for (const hex of ['#0f766e', '#6b7280', '#3b82f6', '#e07b00', '#f1f5f9']) {
      const background = parseHex(hex) ?? WHITE;
      const muted = mutedTextOn(background, readableTextOn(background), 0.62);
      expect(contrastRatio(muted, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('darkens a pale colour until it reads on white', () => {
    const yellow = { r: 250, g: 204, b: 21 };
    expect(contrastRatio(yellow, WHITE)).toBeLessThan(4.5);
    expect(contrastRatio(readableOnWhite(yellow), WHITE)).toBeGreaterThanOrEqual(4.5);
    const navy = { r: 30, g: 41, b: 120 };
    expect(readableOnWhite(navy)).toEqual(navy);
  });
});
