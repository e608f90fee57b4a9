import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionRepository, createTokenService } from '../modules/auth/public';
import { createTestApp, TEST_SECRET, type TestApp } from '../../tests/api/harness';
import { authPlugin } from './auth';
import { errorModel } from './errorModel';
import { scopeOf, tenancyPlugin } from './tenancy';

/** The tenancy plugin on its own: a bare server with the auth and scope plugins and one route. */
let t: TestApp;
let probe: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  probe = Fastify();
  await probe.register(errorModel);
  await probe.register(authPlugin, {
    tokens: createTokenService(TEST_SECRET),
    sessions: createSessionRepository(t.db),
  });
  await probe.register(tenancyPlugin, { db: t.db });
  probe.get('/scope', (request) => scopeOf(request));
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

async function scopeAs(email: string, company?: string) {
  const token = await t.tokenFor(email);
  const response = await probe.inject({
    method: 'GET',
    url: '/scope',
    headers: { authorization: `Bearer ${token}`, ...(company ? { companyID: company } : {}) },
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describe('tenancy scope', () => {
  it('gives a platform admin every company when no company header is sent', async () => {
    const { body } = await scopeAs('super@tidings.test');
    expect(body).toMatchObject({ kind: 'platform', companyId: null, companySlug: null });
  });

  it('gives a platform admin the company the header names', async () => {
    const { body } = await scopeAs('super@tidings.test', 'globex');
    expect(body).toMatchObject({ kind: 'platform', companySlug: 'globex' });
    expect(body.companyId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('treats an unknown company header as no company chosen', async () => {
    const { body } = await scopeAs('super@tidings.test', 'no-such-company');
    expect(body).toMatchObject({ kind: 'platform', companyId: null });
  });

  it('holds a company admin to their own company whatever the header says', async () => {
    const { body } = await scopeAs('admin@acme.test', 'globex');
    expect(body).toMatchObject({ kind: 'company', companySlug: 'acme' });
  });

  it('holds channel admins of groups 2 and 5 to their own channel', async () => {
    const two = await scopeAs('channel@acme.test', 'globex');
    const five = await scopeAs('channel5@acme.test');
    expect(two.body).toMatchObject({ kind: 'channel', companySlug: 'acme' });
    expect(five.body).toMatchObject({ kind: 'channel', companySlug: 'acme' });
    expect(two.body.channelId).not.toBe(five.body.channelId);
  });

  it('has no scope without a token', async () => {
    const response = await probe.inject({ method: 'GET', url: '/scope' });
    expect(response.statusCode).toBe(401);
  });
});
