import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../tests/msw/apiUrl';
import { server } from '../../tests/msw/server';
import { sessionRedirects } from '../../tests/sessionRedirects';
import { apiClient } from './apiClient';
import { COOKIE, getCookie, setCookie } from './cookies';

function recordHeaders() {
  const seen: Headers[] = [];
  server.use(
    http.get(apiUrl('/probe'), ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ success: true });
    }),
  );
  return seen;
}

function answerProbeWith(status: number, code: string) {
  server.use(
    http.get(apiUrl('/probe'), () => HttpResponse.json({ code, message: code }, { status })),
  );
}

function signInCookies() {
  setCookie(COOKIE.token, 'token-abc');
  setCookie(COOKIE.companyID, 'acme');
  setCookie(COOKIE.adminColor, '#123456');
  setCookie(COOKIE.browserWarning, '0');
}

describe('apiClient headers', () => {
  it('sends the token and the company from the cookies', async () => {
    const seen = recordHeaders();
    setCookie(COOKIE.token, 'token-abc');
    setCookie(COOKIE.companyID, 'acme');

    await apiClient.get('/probe');

    expect(seen[0]?.get('Authorization')).toBe('Bearer token-abc');
    expect(seen[0]?.get('companyID')).toBe('acme');
  });

  it('sends neither header without the cookies', async () => {
    const seen = recordHeaders();

    await apiClient.get('/probe');

    expect(seen[0]?.has('Authorization')).toBe(false);
    expect(seen[0]?.has('companyID')).toBe(false);
  });
});

describe('apiClient on an ended session', () => {
  it('clears the session cookies and sends the user to /login with where they were', async () => {
    window.history.replaceState(null, '', '/users?page=2');
    signInCookies();
    answerProbeWith(401, 'TokenExpiredError');

    await expect(apiClient.get('/probe')).rejects.toThrow();

    expect(sessionRedirects).toEqual(['/login?redirect=%2Fusers%3Fpage%3D2']);
    expect(getCookie(COOKIE.token)).toBeUndefined();
    expect(getCookie(COOKIE.companyID)).toBeUndefined();
    expect(getCookie(COOKIE.adminColor)).toBeUndefined();
    expect(getCookie(COOKIE.browserWarning)).toBe('0');
  });

  it('does the same for error_unauthorized', async () => {
    signInCookies();
    answerProbeWith(401, 'error_unauthorized');

    await expect(apiClient.get('/probe')).rejects.toThrow();

    expect(sessionRedirects).toEqual(['/login?redirect=%2F']);
    expect(getCookie(COOKIE.token)).toBeUndefined();
  });

  it('does not redirect when already on /login', async () => {
    window.history.replaceState(null, '', '/login');
    signInCookies();
    answerProbeWith(401, 'TokenExpiredError');

    await expect(apiClient.get('/probe')).rejects.toThrow();

    expect(sessionRedirects).toEqual([]);
    expect(getCookie(COOKIE.token)).toBeUndefined();
  });

  it('leaves a request without a token, and other 401 codes, alone', async () => {
    setCookie(COOKIE.companyID, 'acme');
    answerProbeWith(401, 'error_unauthorized');
    await expect(apiClient.get('/probe')).rejects.toThrow();

    setCookie(COOKIE.token, 'token-abc');
    answerProbeWith(401, 'invalid_credentials');
    await expect(apiClient.get('/probe')).rejects.toThrow();

    expect(sessionRedirects).toEqual([]);
    expect(getCookie(COOKIE.token)).toBe('token-abc');
    expect(getCookie(COOKIE.companyID)).toBe('acme');
  });
});
