import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../tests/api/harness';
import { RESET_REQUEST_LIMITS } from './resetRequestRepository';
import { LOGIN_LIMITS } from './throttle';

/**
 * A client behind the load balancer names any address it likes in X-Forwarded-For; the load
 * balancer appends the one it saw. Only the hops TRUST_PROXY trusts are believed, so rotating
 * the header changes nothing the per-address limits count.
 */
describe('TRUST_PROXY=1: one load balancer in front of the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  const BALANCER = '10.0.0.2';
  const CLIENT = '198.51.100.7';
  const rotated = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}, ${CLIENT}` });

  it('counts sign-in guesses at the address the load balancer saw, however the client rotates the header', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      const guess = await t.app.inject({
        method: 'POST',
        url: '/user/login',
        payload: { email: `nobody${i}@acme.test`, password: 'guess' },
        headers: rotated(i),
        remoteAddress: BALANCER,
      });
      expect(guess.statusCode).toBe(401);
    }
    const next = await t.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { email: 'admin@acme.test', password: DEMO_PASSWORD },
      headers: rotated(250),
      remoteAddress: BALANCER,
    });
    expect(next.statusCode).toBe(429);
    expect(next.headers['retry-after']).toBeDefined();
  });

  it('counts forgot-password requests at that address too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RESET_REQUEST_LIMITS.perAddress; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/user/forgot-password',
        payload: { email: `someone${i}@acme.test` },
        headers: rotated(i),
        remoteAddress: BALANCER,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 200)).toHaveLength(
      RESET_REQUEST_LIMITS.perAddress,
    );
  });
});

describe('TRUST_PROXY as a list: only the listed proxies are believed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(() => t.close());

  const forgot = (i: number, remoteAddress: string, forwarded: string) =>
    t.app.inject({
      method: 'POST',
      url: '/user/forgot-password',
      payload: { email: `listed${i}@acme.test` },
      headers: { 'x-forwarded-for': forwarded },
      remoteAddress,
    });

  it('ignores X-Forwarded-For from an address that is not a listed proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RESET_REQUEST_LIMITS.perAddress; i++) {
      statuses.push((await forgot(i, '192.0.2.50', `203.0.113.${i}`)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('believes a listed proxy, up to the first address it does not list', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RESET_REQUEST_LIMITS.perAddress; i++) {
      statuses.push((await forgot(100 + i, '10.0.0.2', `203.0.113.${i}, 192.0.2.60`)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    // Another client behind the same proxy has requests of its own.
    expect((await forgot(200, '10.0.0.2', '192.0.2.61')).statusCode).toBe(200);
  });
});
