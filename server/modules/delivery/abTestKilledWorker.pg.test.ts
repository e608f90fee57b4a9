import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrlFor, TEMPLATE_DATABASE } from '../../../tests/api/templates';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { abTests, abTestVariants } from '../../db/schema/abTests';
import { rowsOf } from './sqlRowsRepository';
import { addOccurrence, createChannel, createCompany, createMessage } from './testKit';

/**
 * An A/B test exactly once when workers die: real `npm run worker` processes on PostgreSQL,
 * killed with SIGKILL in the middle of the variants' fan-out and of the winner's, and a worker
 * dying mid-way through the winner's choice. PGlite cannot share one database between
 * processes, so this file runs on PostgreSQL only.
 */
const AUDIENCE = 50_000;
/** 20 % of the audience: the buckets below 2,000 of 10,000. */
const SHARE = 20;

const name = `tidings_test_${randomUUID().replaceAll('-', '')}`;
const url = databaseUrlFor(name);
let database: DatabaseHandle;
let company: string;
let channel: string;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  await adminQuery(`create database ${name} template ${TEMPLATE_DATABASE}`);
  database = openPostgres(url, 3);
  const { db } = database;
  company = await createCompany(db);
  channel = await createChannel(db, company, {});
  await db.execute(sql`with u as (
      insert into mobile_users (company_id, first_name, platform, registered)
      select ${company}::uuid, 'Member', 'ios', true
      from generate_series(1, ${AUDIENCE}::int) g returning id),
    -- Each with a live device, so a push reaches every one of them.
    d as (insert into mobile_user_devices (company_id, mobile_user_id, push_token, platform)
      select ${company}::uuid, id, 'token-' || id, 'ios' from u)
    insert into channel_followers (mobile_user_id, content_provider_id)
    select id, ${channel}::uuid from u`);
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
      // Small batches, so a kill lands in the middle of a fan-out.
      DELIVERY_BATCH_SIZE: '200',
      DELIVERY_LEASE_MS: '1500',
      DELIVERY_SPLIT_AT: '0',
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

async function progress(messageId: string) {
  const [row] = await rowsOf(
    database.db,
    sql`select count(r.id)::int as receipts, min(o.state) as state, min(o.lease_owner) as owner
      from message_occurrences o left join message_receipts r on r.occurrence_id = o.id
      where o.message_id = ${messageId}::uuid`,
  );
  return {
    receipts: Number(row?.receipts),
    state: String(row?.state),
    owner: typeof row?.owner === 'string' ? row.owner : null,
  };
}

const untilSomeButNotAll = (messageId: string, all: number) =>
  waitFor('a part of the fan-out', async () => {
    const now = await progress(messageId);
    if (now.receipts === all) throw new Error('the fan-out finished before the kill');
    return now.receipts > 0 && now.owner ? now : null;
  });

const untilDone = (messageId: string) =>
  waitFor('the fan-out to finish', async () => {
    const now = await progress(messageId);
    return now.state === 'done' ? now : null;
  });

/** Each receipt of a message: its member, the member's bucket and its outbox title. */
async function receiptsOf(messageId: string, testId: string) {
  return rowsOf(
    database.db,
    sql`select r.mobile_user_id::text as member, ab_bucket(${testId}::uuid, r.mobile_user_id)
        as bucket, o.title
      from message_occurrences oc join message_receipts r on r.occurrence_id = oc.id
      left join delivery_outbox o on o.receipt_id = r.id
      where oc.message_id = ${messageId}::uuid`,
  );
}

describe('an A/B test with workers killed mid-way', () => {
  it('sends each member one variant or the winner, once, and picks the winner once', async () => {
    const { db } = database;
    const messageId = await createMessage(db, {
      companyId: company,
      contentProviderId: channel,
      title: 'A',
      pushMessage: 'Text A',
      deliveryMode: 'push',
      status: 1,
    });
    const [test] = await db
      .insert(abTests)
      .values({
        companyId: company,
        messageId,
        sharePercent: SHARE,
        variantCount: 2,
        metric: 'open',
        waitHours: 1,
        decision: 'automatic',
      })
      .returning({ id: abTests.id });
    if (!test) throw new Error('no test');
    await db.insert(abTestVariants).values([
      { testId: test.id, position: 0, title: 'A', pushMessage: 'Text A' },
      { testId: test.id, position: 1, title: 'B', pushMessage: 'Text B' },
    ]);
    const [expected] = await rowsOf(
      db,
      sql`select count(*)::int as n from mobile_users
        where company_id = ${company}::uuid and ab_bucket(${test.id}::uuid, id) < ${SHARE * 100}`,
    );
    const sampleSize = Number(expected?.n);
    await addOccurrence(db, messageId, new Date());

    // The variants' fan-out, its worker killed mid-way and another finishing it.
    const first = startWorker('first');
    await untilSomeButNotAll(messageId, sampleSize);
    await kill(first, 'SIGKILL');
    const second = startWorker('second');
    await untilDone(messageId);
    await kill(second, 'SIGTERM');

    const sample = await receiptsOf(messageId, test.id);
    expect(sample.length).toBe(sampleSize);
    expect(new Set(sample.map((row) => row.member)).size).toBe(sampleSize);
    for (const row of sample) {
      expect(Number(row.bucket)).toBeLessThan(SHARE * 100);
      expect(row.title).toBe(Number(row.bucket) % 2 === 0 ? 'A' : 'B');
    }

    // B's members open it: B wins by open rate. The time to decide has come.
    await db.execute(sql`update message_receipts r set read_at = now()
      from message_occurrences o where o.id = r.occurrence_id and o.message_id = ${messageId}::uuid
        and ab_bucket(${test.id}::uuid, r.mobile_user_id) % 2 = 1`);
    await db.execute(sql`update message_occurrences set completed_at = now() - interval '2 hours'
      where message_id = ${messageId}::uuid`);

    // A worker dies half-way through choosing (A, and its message for the rest half written):
    // the workers that look meanwhile wait for it, and its death takes everything back.
    const dying = openPostgres(url, 1);
    let pid = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const died = dying.db
      .transaction(async (tx) => {
        const [row] = await rowsOf(tx, sql`select pg_backend_pid() as pid`);
        await tx.execute(sql`update ab_tests set winner = 0, chosen_by = 'automatic',
          decided_at = now() where id = ${test.id}::uuid and winner is null`);
        await tx.execute(sql`insert into messages (company_id, content_provider_id, title,
          push_message) values (${company}::uuid, ${channel}::uuid, 'Dying', 'Dying')`);
        pid = Number(row?.pid);
        release();
        // Busy until it is killed.
        await tx.execute(sql`select pg_sleep(100)`);
      })
      .catch((error: unknown) => error);
    await held;
    const third = startWorker('third');
    const fourth = startWorker('fourth');
    // Both wait on the dying choice's lock before it dies.
    await waitFor('the workers to wait on the choice', async () => {
      const [row] = await rowsOf(
        db,
        sql`select count(*)::int as n from pg_stat_activity
          where datname = ${name} and wait_event_type = 'Lock'`,
      );
      return Number(row?.n) >= 1 ? true : null;
    });
    await db.execute(sql`select pg_terminate_backend(${pid}::int)`);
    expect(await died).toBeInstanceOf(Error);
    await dying.close().catch(() => undefined);

    const restId = await waitFor('the winner to be sent to the rest', async () => {
      const [row] = await rowsOf(
        db,
        sql`select winner, remainder_message_id::text as rest from ab_tests
          where id = ${test.id}::uuid`,
      );
      return typeof row?.rest === 'string' ? { winner: Number(row.winner), rest: row.rest } : null;
    });
    expect(restId.winner).toBe(1);

    // The rest's fan-out, its worker killed mid-way too.
    const rest = AUDIENCE - sampleSize;
    const busy = await untilSomeButNotAll(restId.rest, rest);
    for (const [id, child] of [
      ['third', third],
      ['fourth', fourth],
    ] as const)
      if (busy.owner === id) await kill(child, 'SIGKILL');
    const fifth = startWorker('fifth');
    await untilDone(restId.rest);
    for (const child of [third, fourth, fifth]) await kill(child, 'SIGTERM');

    const winners = await receiptsOf(restId.rest, test.id);
    expect(winners.length).toBe(rest);
    for (const row of winners) {
      expect(Number(row.bucket)).toBeGreaterThanOrEqual(SHARE * 100);
      expect(row.title).toBe('B');
    }
    const everyone = new Set([...sample, ...winners].map((row) => row.member));
    expect(everyone.size).toBe(AUDIENCE);
    // One message for the rest, and nothing of the dead choice.
    const [messages] = await rowsOf(
      db,
      sql`select count(*)::int as n, count(*) filter (where title = 'Dying')::int as dying
        from messages where company_id = ${company}::uuid`,
    );
    expect(messages).toEqual({ n: 2, dying: 0 });
  }, 120_000);
});
