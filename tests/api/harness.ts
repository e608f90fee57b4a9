import { randomUUID } from 'node:crypto';
import type { PaymentsFor } from '../../server/providers/payments/paymentsProvider';
import type { DeliveryProviders } from '../../server/providers/delivery';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import { inject } from 'vitest';
import type { Lifecycle } from '../../server/lifecycle';
import { createMetrics } from '../../server/metrics/registry';
import { buildApp } from '../../server/app';
import type { DomainRoutes } from '../../server/domains';
import { loadConfig } from '../../server/config';
import { openPglite, type Database, type DatabaseHandle } from '../../server/db/client';
import { adminUsers } from '../../server/db/schema/admins';
import { companies } from '../../server/db/schema/companies';
import { outboxEmails } from '../../server/db/schema/outbox';
import { DEMO_PASSWORD } from '../../server/db/seed/admins';
import { createOutboxEmail } from '../../server/providers/email/outboxEmail';
import type { UnionProvider } from '../../server/providers/unionSync/unionProvider';
import { createFolderStore } from '../../server/providers/objectStorage/folderStore';
import type { ObjectStore } from '../../server/providers/objectStorage/objectStore';
import { adminQuery, openTestPostgres, TEMPLATE_DATABASE } from './templates';

export { DEMO_PASSWORD };

export const TEST_SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret-42');
/** The development mailbox's key the test app holds, as `npm run outbox` reads it from DATA_DIR. */
export const TEST_MAILBOX_KEY = 'test-mailbox-key-test-mailbox-key-test-42';

/** A fresh copy of the seeded template database, for one test file. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB === 'pg') {
    const name = `tidings_test_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(`create database ${name} template ${TEMPLATE_DATABASE}`);
    const handle = openTestPostgres(name, 4);
    return {
      ...handle,
      async close() {
        await handle.close();
        await adminQuery(`drop database if exists ${name} with (force)`);
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplatePath'));
  return openPglite({ loadDataDir: new Blob([dump]) });
}

export async function createTestApp(
  options: {
    logStream?: Writable;
    unionProvider?: UnionProvider;
    extraRoutes?: DomainRoutes[];
    /** Configuration variables besides the test defaults (UPLOAD_MAX_MB_AUDIO...). */
    env?: Record<string, string>;
    /** Where uploads go; by default DATA_DIR/uploads in a folder of the test's own. */
    objectStore?: ObjectStore;
    /** Card payments per company, in place of each company's Stripe keys or the local provider. */
    payments?: PaymentsFor;
    /** The delivery providers test sends go to; by default the outbox's. */
    deliveryProviders?: DeliveryProviders;
    /** Where the process is in its life (readiness); ready by default. */
    lifecycle?: Lifecycle;
    /** Count calls in Prometheus metrics, as main.ts does when they are configured. */
    withMetrics?: boolean;
    /** Another test app's database, for a second API instance on it (left open on close). */
    sharedDb?: Database;
  } = {},
) {
  const database: Pick<DatabaseHandle, 'db' | 'close'> = options.sharedDb
    ? { db: options.sharedDb, close: () => Promise.resolve() }
    : await openTestDatabase();
  // The app's own DATA_DIR (uploads, resumable uploads' parts), removed on close.
  const dataDir = await mkdtemp(join(tmpdir(), 'tidings-test-data-'));
  const objectStore = options.objectStore ?? createFolderStore(join(dataDir, 'uploads'));
  const config = loadConfig({
    NODE_ENV: 'test',
    SEED: 'none',
    CONSOLE_URL: 'http://console.test',
    DATA_DIR: dataDir,
    ...options.env,
  });
  const app = await buildApp({
    db: database.db,
    config,
    email: createOutboxEmail(database.db),
    jwtSecret: TEST_SECRET,
    mailboxKey: TEST_MAILBOX_KEY,
    logStream: options.logStream ?? false,
    ...(options.unionProvider ? { unionProvider: options.unionProvider } : {}),
    ...(options.extraRoutes ? { extraRoutes: options.extraRoutes } : {}),
    objectStore,
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.deliveryProviders ? { deliveryProviders: options.deliveryProviders } : {}),
    ...(options.lifecycle ? { lifecycle: options.lifecycle } : {}),
    ...(options.withMetrics ? { metrics: createMetrics({ db: database.db, role: 'api' }) } : {}),
  });
  await app.ready();

  return {
    app,
    db: database.db,
    objectStore,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },

    /** Signs in and returns the token; fails the test when sign-in does not succeed. */
    async tokenFor(
      email: string,
      password = DEMO_PASSWORD,
      remoteAddress = '10.0.0.1',
    ): Promise<string> {
      const response = await app.inject({
        method: 'POST',
        url: '/user/login',
        payload: { email, password },
        remoteAddress,
      });
      const body = response.json<{ data?: { token?: string } }>();
      if (response.statusCode !== 200 || !body.data?.token) {
        throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
      }
      return body.data.token;
    },

    /** The database id of a company, by its companyID (slug). */
    async companyIdOf(slug: string): Promise<string> {
      const [row] = await database.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.companyId, slug));
      if (!row) throw new Error(`no company ${slug}`);
      return row.id;
    },

    /** The channel a channel admin manages. */
    async channelOfAdmin(email: string): Promise<string> {
      const [row] = await database.db
        .select({ channel: adminUsers.contentProviderId })
        .from(adminUsers)
        .where(eq(adminUsers.email, email));
      if (!row?.channel) throw new Error(`${email} has no channel`);
      return row.channel;
    },

    /** The latest email to `to`, waiting for it: some emails go out after the answer. */
    async emailTo(to: string, timeoutMs = 5000) {
      for (const start = Date.now(); Date.now() - start < timeoutMs;) {
        const email = await this.lastEmailTo(to);
        if (email) return email;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no email to ${to} within ${timeoutMs} ms`);
    },

    async lastEmailTo(to: string) {
      const [row] = await database.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.to, to)))
        .orderBy(desc(outboxEmails.createdAt))
        .limit(1);
      return row ?? null;
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
