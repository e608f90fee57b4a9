import { describe, expect, it } from 'vitest';
import { safeConsolePath } from './consolePath';

describe('the console path a sign-in opens', () => {
  it('keeps a path of the console', () => {
    expect(safeConsolePath('/users?page=2#top')).toBe('/users?page=2#top');
    expect(safeConsolePath(undefined)).toBe('/dashboard');
  });

  it('never leads to another site', () => {
    for (const crafted of [
      'https://evil.test/',
      '//evil.test/path',
      '/\\evil.test',
      'javascript:alert(1)',
      '/users\n//evil.test',
      'users',
    ])
      expect(safeConsolePath(crafted)).toBe('/dashboard');
  });
});
