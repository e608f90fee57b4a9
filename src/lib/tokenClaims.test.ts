import { describe, expect, it } from 'vitest';
import { COOKIE, setCookie } from './cookies';
import { decodeTokenClaims, sessionClaims } from './tokenClaims';

function jwtWith(payload: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('tokenClaims', () => {
  it('reads the claims of a session token without verifying it', () => {
    const token = jwtWith({
      _id: 'admin-1',
      userGroup: 2,
      menuColor: '#1e293b',
      brandUrl: 'https://acme.example',
      adminColor: '#0f766e',
      aud: 'tidings-console',
    });

    expect(decodeTokenClaims(token)).toEqual({
      _id: 'admin-1',
      userGroup: 2,
      menuColor: '#1e293b',
      brandUrl: 'https://acme.example',
      adminColor: '#0f766e',
    });
  });

  it('reads non-ASCII text in the payload', () => {
    const json = JSON.stringify({ _id: 'é', userGroup: 1 });
    const payload = btoa(String.fromCharCode(...new TextEncoder().encode(json)));
    expect(decodeTokenClaims(`h.${payload}.s`)?._id).toBe('é');
  });

  it('gives null claims for missing colours, and null for tokens that are not JWTs', () => {
    expect(decodeTokenClaims(jwtWith({ _id: 'a', userGroup: 4 }))).toMatchObject({
      menuColor: null,
      brandUrl: null,
      adminColor: null,
    });
    expect(decodeTokenClaims('token-1234')).toBeNull();
    expect(decodeTokenClaims('a.not-json.b')).toBeNull();
    expect(decodeTokenClaims(jwtWith({ userGroup: 4 }))).toBeNull();
    expect(decodeTokenClaims(undefined)).toBeNull();
  });

  it('reads the token from the user-token cookie', () => {
    setCookie(COOKIE.token, jwtWith({ _id: 'admin-9', userGroup: 1, menuColor: '#111111' }));
    expect(sessionClaims()?.menuColor).toBe('#111111');
  });
});
