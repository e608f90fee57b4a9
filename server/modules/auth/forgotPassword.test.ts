import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { schema } from '../../db/schema/all';
import { createOutboxEmail } from '../../providers/email/outboxEmail';
import {
  createTestApp,
  openTestDatabase,
  TEST_SECRET,
  type TestApp,
} from '../../../tests/api/harness';
import { RESET_REQUEST_LIMITS } from './resetRequestRepository';

describe('forgot-password limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const forgot = (email: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/user/forgot-password',
      payload: { email },
      remoteAddress,
    });

  it(`sends at most ${RESET_REQUEST_LIMITS.perEmail} links an hour for one email`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await forgot('admin@acme.test', `10.71.0.${i + 1}`)).statusCode);
    }
    const allowed = RESET_REQUEST_LIMITS.perEmail;
    expect(statuses).toEqual(Array.from({ length: 10 }, (_, i) => (i < allowed ? 200 : 429)));
    await t.emailTo('admin@acme.test');
    // The queue is emailed in order: once a later request's email is out, these are done.
    await forgot('channel@acme.test', '10.71.1.1');
    await t.emailTo('channel@acme.test');
    const sent = await t.db.query.outboxEmails.findMany({
      where: (email, { eq }) => eq(email.to, 'admin@acme.test'),
    });
    expect(sent).toHaveLength(allowed);
  });

  it(`takes at most ${RESET_REQUEST_LIMITS.perAddress} requests an hour from one address`, async () => {
    const statuses: number[] = [];
    let retryAfter: unknown = null;
    for (let i = 0; i <= RESET_REQUEST_LIMITS.perAddress; i += 1) {
      const response = await forgot(`someone${i}@example.com`, '10.72.0.1');
      statuses.push(response.statusCode);
      retryAfter = response.headers['retry-after'];
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(
      RESET_REQUEST_LIMITS.perAddress,
    );
    expect(statuses.at(-1)).toBe(429);
    // Until the first of the hour's requests leaves the window: at most an hour.
    expect(Number(retryAfter)).toBeGreaterThan(59 * 60);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60 * 60);
  });

  it('counts requests sent at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => forgot('subadmin@acme.test', `10.73.0.${i + 1}`)),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(
      RESET_REQUEST_LIMITS.perEmail,
    );
  });
});

/**
 * The test database behind a Drizzle that records every statement, marked by whether the
 * answer to the request was already on its way.
 */
async function recordingApp() {
  const database = await openTestDatabase();
  const client: unknown = (database.db as { $client?: unknown }).$client;
  const statements: { sql: string; beforeAnswer: boolean }[] = [];
  let answered = false;
  const logger = {
    logQuery: (sql: string) => statements.push({ sql, beforeAnswer: !answered }),
  };
  const db: Database =
    client instanceof PGlite
      ? drizzlePglite(client, { schema, logger })
      : drizzlePg(client as pg.Pool, { schema, logger });
  const app = await buildApp({
    db,
    config: loadConfig({ NODE_ENV: 'test', SEED: 'none', CONSOLE_URL: 'http://console.test' }),
    email: createOutboxEmail(db),
    jwtSecret: TEST_SECRET,
    logStream: false,
  });
  app.addHook('onSend', (_request, _reply, payload, done) => {
    answered = true;
    done(null, payload);
  });
  await app.ready();
  return {
    /** The statements run before answering one forgot-password request for `email`. */
    async beforeAnswer(email: string) {
      await app.inject({ method: 'POST', url: '/user/forgot-password', payload: { email } });
      return statements.filter((s) => s.beforeAnswer).map((s) => s.sql);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

describe('forgot-password timing', () => {
  it('runs the same statements before answering, whether or not the email is an admin’s', async () => {
    const known = await recordingApp();
    const unknown = await recordingApp();
    try {
      const forKnown = await known.beforeAnswer('admin@acme.test');
      const forUnknown = await unknown.beforeAnswer('nobody@acme.test');
      expect(forKnown.length).toBeGreaterThan(0);
      expect(forKnown).toEqual(forUnknown);
      // The admins are looked up only after the answer.
      expect(forKnown.join('\n')).not.toContain('admin_users');
    } finally {
      await known.close();
      await unknown.close();
    }
  });
});
