import { afterEach, describe, expect, it } from 'vitest';
import { applyFavicon, applyMenuColor, applyPrimaryColor, documentTitleFor } from './branding';
import { blend, contrastRatio, parseHex, WHITE } from './color';
import { COOKIE, getCookie } from './cookies';

const cssVar = (name: string) => document.documentElement.style.getPropertyValue(name);

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.head.querySelectorAll('link[rel="icon"]').forEach((link) => link.remove());
});

describe('branding', () => {
  it('makes the admin colour the primary colour and keeps it in the adminColor cookie', () => {
    applyPrimaryColor('#0f766e');

    expect(cssVar('--bs-primary')).toBe('#0f766e');
    expect(cssVar('--bs-primary-rgb')).toBe('15, 118, 110');
    expect(cssVar('--tidings-brand')).toBe('#0f766e');
    expect(cssVar('--tidings-on-brand')).toBe('#ffffff');
    expect(getCookie(COOKIE.adminColor)).toBe('#0f766e');
  });

  it('puts dark text on a light admin colour and darkens its links', () => {
    applyPrimaryColor('#facc15');

    expect(cssVar('--tidings-on-brand')).toBe('#111827');
    expect(cssVar('--bs-link-color')).not.toBe('#facc15');
  });

  it('ignores a missing or malformed admin colour', () => {
    applyPrimaryColor(null);
    applyPrimaryColor('teal');

    expect(cssVar('--bs-primary')).toBe('');
    expect(getCookie(COOKIE.adminColor)).toBeUndefined();
  });

  it('colours the menu, with a default dark and a readable text colour', () => {
    applyMenuColor('#f1f5f9');
    expect(cssVar('--tidings-menu-bg')).toBe('#f1f5f9');
    expect(cssVar('--tidings-menu-fg')).toBe('#111827');

    applyMenuColor(null);
    expect(cssVar('--tidings-menu-bg')).toBe('#14161b');
    expect(cssVar('--tidings-menu-fg')).toBe('#ffffff');
  });

  it('darkens a light brand colour for words on its tint', () => {
    applyPrimaryColor('#f59e0b');
    const brand = parseHex('#f59e0b') ?? WHITE;
    const tint = blend(brand, WHITE, 0.12);
    const ink = parseHex(cssVar('--tidings-brand-ink')) ?? brand;
    expect(contrastRatio(brand, tint)).toBeLessThan(4.5);
    expect(contrastRatio(ink, tint)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the menu’s quieter words at 4.5:1 on a mid-tone menu colour', () => {
    applyMenuColor('#6b7280');
    const background = parseHex('#6b7280') ?? WHITE;
    for (const name of ['--tidings-menu-text', '--tidings-menu-heading']) {
      const text = parseHex(cssVar(name)) ?? background;
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('sets the favicon, adding the link when the page has none', () => {
    applyFavicon('https://cdn.example/acme.ico');
    applyFavicon('https://cdn.example/acme-2.ico');

    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.href).toBe('https://cdn.example/acme-2.ico');
  });

  it('titles the document after the company', () => {
    expect(documentTitleFor('Acme Workers Union')).toBe('Acme Workers Union · Tidings');
    expect(documentTitleFor(null)).toBe('Tidings');
  });
});
