import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrlFor, TEMPLATE_DATABASE } from '../../../tests/api/templates';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { rowsOf } from './sqlRowsRepository';
import { addOccurrence, createChannel, createCompany, createMessage } from './testKit';

/**
 * A local-time send exactly once when a worker process dies: a real `npm run worker` killed
 * with SIGKILL in the middle of the fan-out of a send whose recipients are spread over zones on
 * both sides of the date line, then a second worker finishing it. PostgreSQL only (several
 * processes on one database), as killedWorker.pg.test.ts.
 */
const AUDIENCE = 40_000;
const ZONES = [
  'Pacific/Kiritimati',
  'Australia/Sydney',
  'Asia/Tokyo',
  'Europe/London',
  'America/New_York',
  'America/Los_Angeles',
  'Pacific/Honolulu',
  'Pacific/Pago_Pago',
];

const name = `tidings_test_${randomUUID().replaceAll('-', '')}`;
const url = databaseUrlFor(name);
let database: DatabaseHandle;
let channel: string;
let company: string;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  await adminQuery(`create database ${name} template ${TEMPLATE_DATABASE}`);
  database = openPostgres(url, 2);
  const { db } = database;
  company = await createCompany(db);
  channel = await createChannel(db, company, {});
  await db.execute(sql`with u as (
      insert into mobile_users (company_id, first_name, platform, phone, reported_time_zone)
      select ${company}::uuid, 'Member', 'ios', '+1555' || lpad(g::text, 7, '0'),
        (${`{${ZONES.join(',')}}`}::text[])[1 + g % ${ZONES.length}::int]
      from generate_series(1, ${AUDIENCE}::int) g returning id)
    insert into channel_followers (mobile_user_id, content_provider_id)
    select id, ${channel}::uuid from u`);
  await db.execute(sql`insert into mobile_user_devices (company_id, mobile_user_id, push_token,
      platform, app_version)
    select company_id, id, 'token-' || id::text, 'ios', '1.0.0' from mobile_users
    where company_id = ${company}::uuid`);
  await db.execute(sql`analyze`);
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await database.close();
  await adminQuery(`drop database if exists ${name} with (force)`);
});

function startWorker(workerId: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/scripts/worker.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WORKER_ID: workerId,
      DELIVERY_BATCH_SIZE: '500',
      // Short, so the killed worker's occurrence is taken over within the test's time.
      DELIVERY_LEASE_MS: '1500',
      CONSOLE_URL: 'https://console.test',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function kill(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

async function waitFor<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function progress(occurrence: string) {
  const [row] = await rowsOf(
    database.db,
    sql`select (select count(*) from message_receipts where occurrence_id = ${occurrence})::int
        as receipts,
      (select state from message_occurrences where id = ${occurrence}) as state,
      (select lease_owner from message_occurrences where id = ${occurrence}) as owner`,
  );
  return {
    receipts: Number(row?.receipts),
    state: String(row?.state),
    owner: typeof row?.owner === 'string' ? row.owner : null,
  };
}

/**
 * Receipts and outbox rows of the occurrence, all and distinct, and the outbox rows that do not
 * wait for the wall time in their recipient's zone.
 */
async function tally(occurrence: string, wall: string) {
  const [row] = await rowsOf(
    database.db,
    sql`select count(*)::int as receipts,
        count(distinct r.mobile_user_id)::int as distinct_receipts,
        count(o.receipt_id)::int as outbox,
        count(distinct o.receipt_id)::int as distinct_outbox,
        count(*) filter (where o.next_attempt_at
          is distinct from (${wall}::timestamp at time zone u.time_zone))::int as mistimed,
        count(distinct u.time_zone)::int as zones
      from message_receipts r
      join mobile_users u on u.id = r.mobile_user_id
      left join delivery_outbox o on o.receipt_id = r.id
      where r.occurrence_id = ${occurrence}`,
  );
  return {
    receipts: Number(row?.receipts),
    distinctReceipts: Number(row?.distinct_receipts),
    outbox: Number(row?.outbox),
    distinctOutbox: Number(row?.distinct_outbox),
    mistimed: Number(row?.mistimed),
    zones: Number(row?.zones),
  };
}

describe('a local-time send whose worker is killed mid-wave', () => {
  it('reaches every recipient exactly once, each at their own wall time', async () => {
    // Far enough ahead that no zone has reached it while the test runs.
    const date = `${new Date().getUTCFullYear() + 1}-06-10`;
    const message = await createMessage(database.db, {
      companyId: company,
      contentProviderId: channel,
      scheduleType: 'once',
      scheduleDate: date,
      scheduleTime: '09:00',
      localTimeSend: true,
    });
    const occurrence = await addOccurrence(database.db, message, new Date());

    const first = startWorker('first');
    const partial = await waitFor('a part of the fan-out', async () => {
      const now = await progress(occurrence);
      if (now.receipts === AUDIENCE) throw new Error('the fan-out finished before the kill');
      return now.receipts > 0 && now.owner ? now : null;
    });
    await kill(first, 'SIGKILL');
    expect(partial.receipts).toBeLessThan(AUDIENCE);

    const second = startWorker('second');
    await waitFor('the fan-out to finish', async () =>
      (await progress(occurrence)).state === 'done' ? true : null,
    );
    await kill(second, 'SIGTERM');

    expect(await tally(occurrence, `${date} 09:00`)).toEqual({
      receipts: AUDIENCE,
      distinctReceipts: AUDIENCE,
      outbox: AUDIENCE,
      distinctOutbox: AUDIENCE,
      mistimed: 0,
      zones: ZONES.length,
    });
  }, 90_000);
});
