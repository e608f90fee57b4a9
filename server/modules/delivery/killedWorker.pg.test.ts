import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminQuery,
  appDatabaseUrlFor,
  TEMPLATE_DATABASE,
  testPoolMode,
} from '../../../tests/api/templates';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { rowsOf } from './sqlRowsRepository';
import { addOccurrence, channelRow, createChannel, createCompany, createMessage } from './testKit';

/**
 * Exactly once when worker processes die: real `npm run worker` processes on PostgreSQL, killed
 * with SIGKILL in the middle of a 100,000-recipient fan-out. PGlite cannot share one database
 * between processes, so this file runs in `npm run test:pg`.
 */
const AUDIENCE = 100_000;
const SMS_USERS = AUDIENCE / 10;
const CREDITS = 4_000;

const name = `tidings_test_${randomUUID().replaceAll('-', '')}`;
// Through the pooler in transaction mode when the run has one (tests/pgbouncer.sh).
const url = appDatabaseUrlFor(name);
let database: DatabaseHandle;
let channel: string;
let company: string;
const children = new Set<ChildProcess>();

// Worker processes share one database, which PGlite cannot do: the api project runs this file
// only on PostgreSQL (`npm run test:pg`; see vitest.config.ts).
beforeAll(async () => {
  await adminQuery(`create database ${name} template ${TEMPLATE_DATABASE}`);
  database = openPostgres(url, { size: 2, mode: testPoolMode() });
  const { db } = database;
  company = await createCompany(db);
  // SMS for unregistered users, with credits for fewer of them than there are.
  channel = await createChannel(db, company, { sms: true, creditsMonth: CREDITS });
  await db.execute(sql`with u as (
      insert into mobile_users (company_id, first_name, platform, phone, registered)
      select ${company}::uuid, 'Member', 'ios', '+1555' || lpad(g::text, 7, '0'), g % 10 <> 0
      from generate_series(1, ${AUDIENCE}::int) g returning id)
    insert into channel_followers (mobile_user_id, content_provider_id)
    select id, ${channel}::uuid from u`);
  await db.execute(sql`analyze`);
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await database.close();
  await adminQuery(`drop database if exists ${name} with (force)`);
});

/**
 * A worker process. By default it walks each message whole (the first tests are about that);
 * `shared` lets it split a message into ranges that the workers share.
 */
function startWorker(workerId: string, shared = false): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/scripts/worker.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      DB_POOL_MODE: testPoolMode(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WORKER_ID: workerId,
      DELIVERY_BATCH_SIZE: '1000',
      // Short, so a killed worker's occurrence is taken over within the test's time.
      DELIVERY_LEASE_MS: '1500',
      DELIVERY_SPLIT_AT: shared ? '10000' : '0',
      DELIVERY_RANGES: '8',
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

/** Receipts and outbox rows of an occurrence, all and distinct, and the channels used. */
async function tally(occurrence: string) {
  const [row] = await rowsOf(
    database.db,
    sql`select count(*)::int as receipts,
        count(distinct (r.occurrence_id, r.mobile_user_id))::int as distinct_receipts,
        count(*) filter (where r.channel = 'sms')::int as sms,
        count(*) filter (where r.channel = 'none')::int as none,
        count(o.receipt_id)::int as outbox,
        count(distinct o.receipt_id)::int as distinct_outbox
      from message_receipts r left join delivery_outbox o on o.receipt_id = r.id
      where r.occurrence_id = ${occurrence}`,
  );
  return {
    receipts: Number(row?.receipts),
    distinctReceipts: Number(row?.distinct_receipts),
    sms: Number(row?.sms),
    none: Number(row?.none),
    outbox: Number(row?.outbox),
    distinctOutbox: Number(row?.distinct_outbox),
  };
}

async function newOccurrence() {
  const message = await createMessage(database.db, {
    companyId: company,
    contentProviderId: channel,
  });
  return addOccurrence(database.db, message, new Date());
}

const untilSomeButNotAll = (occurrence: string) =>
  waitFor('a part of the fan-out', async () => {
    const now = await progress(occurrence);
    if (now.receipts === AUDIENCE) throw new Error('the fan-out finished before the kill');
    return now.receipts > 0 && now.owner ? now : null;
  });

const untilDone = (occurrence: string) =>
  waitFor('the fan-out to finish', async () => {
    const now = await progress(occurrence);
    return now.state === 'done' ? now : null;
  });

describe('delivery worker processes killed mid-way', () => {
  it('sends to every recipient exactly once after a SIGKILL and a restart', async () => {
    const before = await channelRow(database.db, channel);
    const occurrence = await newOccurrence();
    const first = startWorker('first');
    const partial = await untilSomeButNotAll(occurrence);
    await kill(first, 'SIGKILL');
    expect(partial.receipts).toBeLessThan(AUDIENCE);

    const second = startWorker('second');
    await untilDone(occurrence);
    await kill(second, 'SIGTERM');

    const counts = await tally(occurrence);
    expect(counts.receipts).toBe(AUDIENCE);
    expect(counts.distinctReceipts).toBe(AUDIENCE);
    expect(counts.distinctOutbox).toBe(counts.outbox);
    expect(counts.outbox).toBe(AUDIENCE - counts.none);
    // Credits spent exactly, across the kill: every credit there was, and no more.
    const available =
      Math.max(0, before.offAppTextCreditsMonth - before.offAppTextCreditsUsedCurrentMonth) +
      before.purchasedOffAppTextCreditsRemaining;
    expect(counts.sms).toBe(Math.min(SMS_USERS, available));
    const after = await channelRow(database.db, channel);
    expect(after.offAppTextCreditsUsedCurrentMonth - before.offAppTextCreditsUsedCurrentMonth).toBe(
      counts.sms,
    );
  }, 60_000);

  it('sends exactly once with two workers started together, one of them killed', async () => {
    const occurrences = [await newOccurrence(), await newOccurrence()];
    const workers = new Map([
      ['a', startWorker('a')],
      ['b', startWorker('b')],
    ]);
    const [firstOccurrence, secondOccurrence] = occurrences as [string, string];
    const partial = await untilSomeButNotAll(firstOccurrence);
    const holder = workers.get(partial.owner ?? '');
    if (!holder) throw new Error(`unknown lease owner ${partial.owner}`);
    await kill(holder, 'SIGKILL');

    // The survivor finishes its own and takes over the killed one's; a replacement joins in.
    const replacement = startWorker('c');
    await untilDone(firstOccurrence);
    await untilDone(secondOccurrence);
    for (const child of [...workers.values(), replacement]) await kill(child, 'SIGTERM');

    for (const occurrence of occurrences) {
      const counts = await tally(occurrence);
      expect(counts.receipts).toBe(AUDIENCE);
      expect(counts.distinctReceipts).toBe(AUDIENCE);
      expect(counts.outbox).toBe(AUDIENCE - counts.none);
      expect(counts.distinctOutbox).toBe(counts.outbox);
    }
  }, 60_000);

  it('shares one message by ranges between two workers, exactly once when one is killed', async () => {
    const before = await channelRow(database.db, channel);
    const occurrence = await newOccurrence();
    const a = startWorker('a', true);
    const b = startWorker('b', true);
    // Both at work on the one message, then the first of them killed mid-range.
    const busy = await waitFor('two workers on one message', async () => {
      const owners = await rangeOwners(occurrence, 'sending');
      return owners.size === 2 ? owners : null;
    });
    expect(busy).toEqual(new Set(['a', 'b']));
    await kill(a, 'SIGKILL');

    await untilDone(occurrence);
    await kill(b, 'SIGTERM');
    const counts = await tally(occurrence);
    expect(counts.receipts).toBe(AUDIENCE);
    expect(counts.distinctReceipts).toBe(AUDIENCE);
    expect(counts.outbox).toBe(AUDIENCE - counts.none);
    expect(counts.distinctOutbox).toBe(counts.outbox);
    // Credits, spent by both workers under the channel's lock, exactly as many as there were.
    const available =
      Math.max(0, before.offAppTextCreditsMonth - before.offAppTextCreditsUsedCurrentMonth) +
      before.purchasedOffAppTextCreditsRemaining;
    expect(counts.sms).toBe(Math.min(SMS_USERS, available));
    const [ranges] = await rowsOf(
      database.db,
      sql`select count(*)::int as all, count(*) filter (where state = 'done')::int as done
        from occurrence_ranges where occurrence_id = ${occurrence}`,
    );
    expect(ranges).toEqual({ all: 8, done: 8 });
  }, 60_000);
});

/** The workers that hold (or last held) the occurrence's ranges in a state. */
async function rangeOwners(occurrence: string, state: 'sending' | 'done') {
  const rows = await rowsOf(
    database.db,
    sql`select distinct lease_owner from occurrence_ranges
      where occurrence_id = ${occurrence} and state = ${state}`,
  );
  return new Set(rows.map((r) => String(r.lease_owner)));
}
