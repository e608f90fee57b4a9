import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/api/harness';
import { createLifecycle } from './lifecycle';

/*
 * Liveness, readiness and request ids on the API itself (docs/decisions.md, "Health, readiness
 * and draining"). The process's start and drain are in reliability/startAndDrain.pglite.test.ts.
 */

let t: TestApp;
const lifecycle = createLifecycle();
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ lifecycle, logStream });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('health', () => {
  it('is live without touching anything, and ready while it serves and reaches its database', async () => {
    expect((await get('/health')).json()).toEqual({ ok: true });
    expect((await get('/health/live')).json()).toEqual({ ok: true });
    const ready = await get('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true });
  });

  it('is not ready once draining, while it still answers calls', async () => {
    const draining = createLifecycle();
    const other = await createTestApp({ lifecycle: draining });
    try {
      draining.drain();
      const ready = await other.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ready: false, reason: 'draining' });
      expect((await other.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('request ids', () => {
  it('keeps the caller’s X-Request-Id, answers it, and logs the call under it', async () => {
    const answer = await get('/health/live', { 'x-request-id': 'lb-7f3a.42' });
    expect(answer.headers['x-request-id']).toBe('lb-7f3a.42');
    const line = logLines.find((entry) => entry.includes('"requestId":"lb-7f3a.42"'));
    expect(line).toBeDefined();
    expect(line).toContain('request completed');
  });

  it('gives a call without one, or with one it will not repeat, an id of its own', async () => {
    const none = await get('/health/live');
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await get('/health/live', { 'x-request-id': 'a b<script>' });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const long = await get('/health/live', { 'x-request-id': 'x'.repeat(200) });
    expect(long.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the id on every error body', async () => {
    const missing = await get('/no/such/route', { 'x-request-id': 'trace-404' });
    expect(missing.json()).toMatchObject({ code: 'route_not_found', requestId: 'trace-404' });
    const unauthorised = await get('/user/profile', { 'x-request-id': 'trace-401' });
    expect(unauthorised.statusCode).toBe(401);
    expect(unauthorised.json()).toMatchObject({ requestId: 'trace-401' });
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/user/login',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-400' },
      payload: '{not json',
    });
    expect(invalid.json()).toMatchObject({ code: 'invalid_json', requestId: 'trace-400' });
  });

  it('lets the console read the id across origins', async () => {
    const answer = await get('/health/live', { origin: 'http://console.test' });
    expect(String(answer.headers['access-control-expose-headers'])).toMatch(/X-Request-Id/i);
  });
});
