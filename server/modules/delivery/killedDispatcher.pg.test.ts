import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminQuery,
  appDatabaseUrlFor,
  TEMPLATE_DATABASE,
  testPoolMode,
} from '../../../tests/api/templates';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { startFcmStandIn, type FcmStandIn } from '../../providers/testing/providerStandIns';
import { rowsOf } from './sqlRowsRepository';
import {
  addManyUsers,
  addOccurrence,
  createChannel,
  createCompany,
  createMessage,
} from './testKit';

/**
 * Exactly once per device when a dispatcher dies with pushes in flight: a real `npm run worker`
 * sending to a local FCM stand-in over HTTP/2 is killed with SIGKILL mid-send; a second worker
 * takes the rows the first had taken once their in-flight time runs out. Devices pushed twice
 * may only be among the rows the killed one held, which is at most four dispatch batches.
 */
const DEVICES = 12_000;
const BATCH = 500;
const IN_FLIGHT_MS = 3_000;

const name = `tidings_test_${randomUUID().replaceAll('-', '')}`;
// Through the pooler in transaction mode when the run has one (tests/pgbouncer.sh).
const url = appDatabaseUrlFor(name);
let database: DatabaseHandle;
let folder: string;
let accountFile: string;
let fcm: FcmStandIn;
let company: string;
let channel: string;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  await adminQuery(`create database ${name} template ${TEMPLATE_DATABASE}`);
  database = openPostgres(url, { size: 2, mode: testPoolMode() });
  company = await createCompany(database.db);
  channel = await createChannel(database.db, company, {});
  await addManyUsers(database.db, company, channel, DEVICES);
  await database.db.execute(sql`analyze`);
  // Slow enough that hundreds are in flight at the kill.
  fcm = await startFcmStandIn({ latencyMs: 100 });
  folder = await mkdtemp(join(tmpdir(), 'killed-dispatcher-'));
  accountFile = join(folder, 'service-account.json');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await writeFile(
    accountFile,
    JSON.stringify({
      project_id: 'tidings-test',
      client_email: 'sender@tidings-test.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      token_uri: fcm.tokenUri,
    }),
  );
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await fcm.close();
  await database.close();
  await adminQuery(`drop database if exists ${name} with (force)`);
  await rm(folder, { recursive: true, force: true });
});

function startWorker(workerId: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/scripts/worker.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      DB_POOL_MODE: testPoolMode(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WORKER_ID: workerId,
      CONSOLE_URL: 'https://console.test',
      FCM_SERVICE_ACCOUNT_FILE: accountFile,
      FCM_API_URL: fcm.url,
      NODE_EXTRA_CA_CERTS: fcm.caFile ?? '',
      FCM_CONCURRENCY: '300',
      FCM_RATE_PER_SECOND: '0',
      DISPATCH_BATCH_SIZE: String(BATCH),
      DISPATCH_IN_FLIGHT_MS: String(IN_FLIGHT_MS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function waitFor<T>(what: string, probe: () => Promise<T | null> | T | null, ms = 90_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function outboxStates(occurrence: string) {
  const rows = await rowsOf(
    database.db,
    sql`select state, count(*)::int as n,
        count(*) filter (where state = 'queued' and next_attempt_at > now())::int as in_flight
      from delivery_outbox where occurrence_id = ${occurrence} group by state`,
  );
  const states = Object.fromEntries(rows.map((r) => [String(r.state), Number(r.n)]));
  const inFlight = rows.reduce((sum, r) => sum + Number(r.in_flight), 0);
  return { states, inFlight };
}

describe('a dispatcher killed mid-send', () => {
  it('leaves every device pushed, twice only among the rows it held', async () => {
    const message = await createMessage(database.db, {
      companyId: company,
      contentProviderId: channel,
    });
    const occurrence = await addOccurrence(database.db, message, new Date());
    const first = startWorker('first');
    await waitFor('a third of the pushes', () => (fcm.stats().accepted >= DEVICES / 3 ? 1 : null));
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    // What the killed worker held: taken, not written back, each one's next try in the future.
    const atKill = await outboxStates(occurrence);
    const held = atKill.inFlight;
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThanOrEqual(4 * BATCH);

    const second = startWorker('second');
    const done = await waitFor('every row handed over', async () => {
      const now = await outboxStates(occurrence);
      return now.states.queued === undefined && now.states.sent === DEVICES ? now : null;
    });
    second.kill('SIGTERM');
    expect(done.states).toEqual({ sent: DEVICES });

    const addresses = fcm.addresses();
    expect(addresses.size).toBe(DEVICES);
    const twice = [...addresses.values()].filter((n) => n > 1).length;
    const extra = [...addresses.values()].reduce((sum, n) => sum + n - 1, 0);
    // A device pushed twice had its row held by the killed worker; none thrice.
    expect(twice).toBeLessThanOrEqual(held);
    expect(extra).toBe(twice);
    // The counters the message page reads agree with the rows.
    const [progress] = await rowsOf(
      database.db,
      sql`select coalesce(sum(n) filter (where outcome = 'sent'), 0)::int as sent,
          coalesce(sum(n) filter (where outcome = 'queued'), 0)::int as queued
        from delivery_progress where occurrence_id = ${occurrence}`,
    );
    expect(progress).toEqual({ sent: DEVICES, queued: DEVICES });
  }, 180_000);
});
