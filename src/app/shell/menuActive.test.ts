import { describe, expect, it } from 'vitest';
import { isExternalItem, isUrlActive } from './menuActive';

const at = (path: string) => {
  const [pathname = '', search = ''] = path.split('?');
  return { pathname, search: search ? `?${search}` : '' };
};

describe('isUrlActive', () => {
  it('matches the page and its sub-pages', () => {
    expect(isUrlActive('/links', at('/links'), ['/links'])).toBe(true);
    expect(isUrlActive('/links', at('/links/42'), ['/links'])).toBe(true);
    expect(isUrlActive('/links', at('/linksy'), ['/links'])).toBe(false);
  });

  it('matches only exactly when the menu has its own entry below the url', () => {
    const urls = ['/users', '/users/groups'];
    expect(isUrlActive('/users', at('/users/groups'), urls)).toBe(false);
    expect(isUrlActive('/users/groups', at('/users/groups'), urls)).toBe(true);
  });

  it("needs the url's query parameters to match", () => {
    const url = '/other-settings?setting=tags';
    expect(isUrlActive(url, at('/other-settings?setting=tags&x=1'), [url])).toBe(true);
    expect(isUrlActive(url, at('/other-settings?setting=security'), [url])).toBe(false);
    expect(isUrlActive(url, at('/other-settings'), [url])).toBe(false);
  });
});

describe('isExternalItem', () => {
  it('takes flagged items and absolute http(s) urls as external', () => {
    expect(isExternalItem({ url: '/help', external: true })).toBe(true);
    expect(isExternalItem({ url: 'https://help.example' })).toBe(true);
    expect(isExternalItem({ url: '/dashboard' })).toBe(false);
  });
});
