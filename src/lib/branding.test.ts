import { afterEach, describe, expect, it } from 'vitest';
import { applyFavicon, applyMenuColor, applyPrimaryColor, documentTitleFor } from './branding';
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
