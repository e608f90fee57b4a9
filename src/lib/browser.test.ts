import { describe, expect, it } from 'vitest';
import { chromeMajorVersion, needsBrowserWarning } from './browser';

const UA = {
  chrome120:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  chrome80:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0.3987.87 Safari/537.36',
  chrome79:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.130 Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  chromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/118.0.0.0 Safari/537.36',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
};

describe('chromeMajorVersion', () => {
  it.each([
    ['Chrome', UA.chrome120, 120],
    ['headless Chrome', UA.headless, 131],
    ['Chromium', UA.chromium, 118],
    ['Chrome on iOS', UA.chromeIos, 120],
  ])('reads %s', (_, ua, version) => {
    expect(chromeMajorVersion(ua)).toBe(version);
  });

  it.each([
    ['Edge', UA.edge],
    ['Opera', UA.opera],
    ['Firefox', UA.firefox],
    ['Safari', UA.safari],
    ['an empty user agent', ''],
  ])('does not take %s for Chrome', (_, ua) => {
    expect(chromeMajorVersion(ua)).toBeNull();
  });
});

describe('needsBrowserWarning', () => {
  it('warns on browsers other than Chrome', () => {
    expect(needsBrowserWarning(UA.firefox, undefined)).toBe(true);
    expect(needsBrowserWarning(UA.edge, undefined)).toBe(true);
  });

  it('warns on Chrome 79 and lower, not on Chrome 80 and higher', () => {
    expect(needsBrowserWarning(UA.chrome79, undefined)).toBe(true);
    expect(needsBrowserWarning(UA.chrome80, undefined)).toBe(false);
    expect(needsBrowserWarning(UA.chrome120, undefined)).toBe(false);
  });

  it("stays quiet once the browser-warning cookie is '0'", () => {
    expect(needsBrowserWarning(UA.firefox, '0')).toBe(false);
    expect(needsBrowserWarning(UA.firefox, '1')).toBe(true);
  });
});
