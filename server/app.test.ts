import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_PASSWORD, type TestApp } from '../tests/api/harness';

let t: TestApp;
let logs = '';
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs += chunk.toString();
      done();
    },
  });
  t = await createTestApp({ logStream: stream });
});
afterAll(() => t.close());

describe('the API frame', () => {
  it('answers an unknown route with route_not_found, signed in or not', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/no/such/route' });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json<{ code: string }>().code).toBe('route_not_found');
    const token = await t.tokenFor('admin@acme.test');
    const signedIn = await t.app.inject({
      method: 'DELETE',
      url: '/no/such/route',
      headers: bearer(token),
    });
    expect(signedIn.json<{ code: string }>().code).toBe('route_not_found');
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "admin@acme.test", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('invalid_json');
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ code: string }>().code).toBe('payload_too_large');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it("allows the console's origin by CORS with the authorization and company headers", async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/user/profile',
      headers: {
        origin: 'http://console.test',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,companyid',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://console.test');
    const allowed = String(preflight.headers['access-control-allow-headers']).toLowerCase();
    expect(allowed).toContain('authorization');
    expect(allowed).toContain('companyid');
  });

  it('gives no CORS grant to another origin', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/user/profile',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes OpenAPI with every route, and a browsable page', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    const paths = Object.keys(json.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [
      '/user/login',
      '/user/profile',
      '/user/dashboard/{companyID}/{userGroup}',
      '/user/logout',
    ]) {
      expect(paths).toContain(path);
    }
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('keeps passwords, tokens and reset links out of the logs', async () => {
    logs = '';
    const token = await t.tokenFor('admin@acme.test', DEMO_PASSWORD, '10.4.0.1');
    await t.app.inject({ method: 'GET', url: '/user/profile', headers: bearer(token) });
    await t.app.inject({ method: 'GET', url: '/user/forgot-password/secret-link-token-value' });
    expect(logs).toContain('/user/profile');
    // One line per request, written when it is answered, with its status.
    const profileLines = logs.split('\n').filter((line) => line.includes('"/user/profile"'));
    expect(profileLines).toHaveLength(1);
    expect(profileLines[0]).toContain('"statusCode":200');
    expect(logs).not.toContain(DEMO_PASSWORD);
    expect(logs).not.toContain(token);
    expect(logs).not.toContain('secret-link-token-value');
  });
});
