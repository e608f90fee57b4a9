import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocale } from './locale';
import { formatBytes, formatCount } from './numbers';

/** The browser's preferred languages, as navigator.languages reports them. */
function prefer(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

afterEach(() => vi.restoreAllMocks());

describe("the browser's locale", () => {
  it('formats counts and sizes as the reader writes numbers', () => {
    prefer('de-DE', 'en');
    expect(browserLocale()).toBe('de-DE');
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatBytes(1536)).toBe('1,5 kB');
    prefer('en-US');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('skips a tag it cannot read and falls back to US English', () => {
    prefer('not a tag', 'fr-FR');
    expect(browserLocale()).toBe('fr-FR');
    prefer();
    expect(browserLocale()).toBe('en-US');
  });

  it('asks Intl once while the preferences stay the same, again when they change', () => {
    prefer('nl-NL');
    const canonical = vi.spyOn(Intl, 'getCanonicalLocales');
    prefer('sv-SE');
    expect(browserLocale()).toBe('sv-SE');
    expect(formatCount(1234)).toBe('1\u00a0234');
    expect(browserLocale()).toBe('sv-SE');
    expect(canonical).toHaveBeenCalledTimes(1);
    prefer('it-IT');
    expect(browserLocale()).toBe('it-IT');
    expect(canonical).toHaveBeenCalledTimes(2);
  });
});
