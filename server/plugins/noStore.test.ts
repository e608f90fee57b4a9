import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_PASSWORD, type TestApp } from '../../tests/api/harness';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('admin@acme.test');
});
afterAll(() => t.close());

describe('Cache-Control: no-store', () => {
  it('is on the sign-in answer, which carries the token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { email: 'admin@acme.test', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['GET', '/user/profile'],
    ['GET', '/user/groups/'],
    ['GET', '/messages/all'],
    ['GET', '/user/dashboard/acme/4'],
  ] as const)('is on the signed-in answer of %s %s', async (method, url) => {
    const response = await t.app.inject({ method, url, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['POST', '/user/login/resend-otp', { email: 'twofactor@acme.test' }],
    ['POST', '/user/forgot-password', { email: 'nobody@acme.test' }],
    ['POST', '/user/change-password', { token: 'x', password: 'Long-enough-1' }],
  ] as const)('is on the code and reset answer of %s %s', async (method, url, payload) => {
    const response = await t.app.inject({ method, url, payload });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is on errors too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/user/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
