import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectPath } from './redirect';

describe('loginPathFor', () => {
  it('keeps the path and query in the redirect parameter', () => {
    expect(loginPathFor({ pathname: '/users', search: '?page=2' })).toBe(
      '/login?redirect=%2Fusers%3Fpage%3D2',
    );
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['?redirect=%2Fusers%3Fpage%3D2', '/users?page=2'],
    ['?redirect=/messages/history', '/messages/history'],
  ])('follows a same-site path (%s)', (search, expected) => {
    expect(safeRedirectPath(search, '/dashboard')).toBe(expected);
  });

  it.each([
    [''],
    ['?redirect='],
    ['?redirect=https://evil.example/'],
    ['?redirect=//evil.example/'],
    ['?redirect=/\\evil.example/'],
    ['?redirect=javascript:alert(1)'],
    ['?redirect=/login'],
  ])('falls back for %s', (search) => {
    expect(safeRedirectPath(search, '/dashboard')).toBe('/dashboard');
  });
});
