import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { companies } from '../db/schema/companies';
import { seedDemo } from '../db/seed/demo';
import { selectRows } from '../db/rows';
import {
  killAllApiProcesses,
  startApiProcess,
  waitFor,
  type ApiProcess,
} from '../../tests/reliability/apiProcess';
import {
  call,
  field,
  printFigures,
  sendNowBody,
  signIn,
  thousands,
  uploadCsv,
} from '../../tests/reliability/http';
import { createCluster, type Cluster } from '../../tests/reliability/postgresCluster';
import {
  createAudience,
  creditsOf,
  describeTally,
  tallySend,
  type AudienceMix,
} from '../../tests/reliability/sendFixture';

/**
 * PostgreSQL crashing under the API: a server of the test's own (initdb, pg_ctl on a free port)
 * is stopped with `pg_ctl stop -m immediate` (every backend ends at once, no checkpoint, crash
 * recovery at the next start) and started again, once in the middle of a fan-out and once in
 * the middle of a CSV import. The API (server/main.ts in a process of its own, as `npm start`
 * with DATABASE_URL runs it) must live through it and reconnect without a restart of its own,
 * the send must end exactly once, and the import must be all there or not there at all.
 */
const AUDIENCE = 40_000;
const IMPORT_ROWS = 20_000;
/** A company admin of the demo: sends through a channel of acme and imports into acme. */
const ADMIN = 'admin@acme.test';

let cluster: Cluster;
let dataDir: string;
let database: DatabaseHandle;
let api: ApiProcess;
let token: string;
let acmeId: string;
let channelId: string;
let mix: AudienceMix;
let creditsBefore: { used: number; purchased: number };

beforeAll(async () => {
  cluster = await createCluster();
  dataDir = await mkdtemp(join(tmpdir(), 'tidings-pg-restart-'));
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query('create database tidings');
  await admin.end();

  database = openPostgres(cluster.url('tidings'), 2);
  await database.migrate();
  await seedDemo(database.db);
  const [acme] = await database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.companyId, 'acme'));
  if (!acme) throw new Error('no acme');
  acmeId = acme.id;
  ({ channelId, mix } = await createAudience(database.db, acmeId, AUDIENCE));
  creditsBefore = await creditsOf(database.db, channelId);
  await database.db.execute(sql`analyze`);

  api = await startApiProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: cluster.url('tidings'),
    SEED: 'demo',
    DELIVERY_WORKER: 'on',
    DELIVERY_BATCH_SIZE: '500',
  });
  token = await signIn(api.url, ADMIN);
}, 120_000);

afterAll(async () => {
  killAllApiProcesses();
  await database?.close().catch(() => {});
  await cluster?.destroy();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A statement of the test's own; null while the server is down or recovering. */
async function tryRows(query: ReturnType<typeof sql>) {
  return selectRows(database.db, query).catch(() => null);
}

/** The API process must live through the database's crash; it would end on an uncaught error. */
function expectApiRunning() {
  const { exitCode, signalCode } = api.child;
  if (exitCode !== null || signalCode !== null)
    throw new Error(`the API process ended (${exitCode ?? signalCode}):\n${api.output()}`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Stops PostgreSQL as a crash would and starts it again; answers how long it was away. While it
 * is away the API stays live but says it is not ready, for the database.
 */
async function crashAndRestart(): Promise<number> {
  const started = Date.now();
  await cluster.stop('immediate');
  const live = await fetch(`${api.url}/health/live`);
  expect(live.status).toBe(200);
  const ready = await fetch(`${api.url}/health/ready`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({ ready: false, reason: 'database' });
  await cluster.start();
  return Date.now() - started;
}

describe('PostgreSQL stopped (immediate) and started again under the API', () => {
  it('finishes a send exactly once after a crash of the database mid-fan-out', async () => {
    const started = Date.now();
    const sent = await call(
      api.url,
      token,
      'POST',
      '/messages/',
      sendNowBody(channelId, 'Restart'),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const messageId = String(field(sent.body, 'data', 'message', '_id'));
    const receipts = sql`select count(*)::int as n,
        (select state from message_occurrences where message_id = ${messageId}) as state
      from message_receipts where occurrence_id =
        (select id from message_occurrences where message_id = ${messageId})`;

    const before = await waitFor('a part of the fan-out', async () => {
      const [row] = (await tryRows(receipts)) ?? [];
      const n = Number(row?.n ?? 0);
      if (row?.state === 'done') throw new Error('the send finished before the crash');
      return n >= mix.total / 4 ? n : null;
    });
    const awayMs = await crashAndRestart();
    expectApiRunning();

    // The API answers again on its own: its pool drops the dead connections and opens new ones.
    const answered = await call(
      api.url,
      token,
      'GET',
      `/messages/acme/message/${messageId}?limit=1`,
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expectApiRunning();
    const back = Date.now();
    const [atRestart] = (await tryRows(receipts)) ?? [];
    const committed = Number(atRestart?.n ?? NaN);
    await waitFor('the worker to go on sending', async () => {
      const [row] = (await tryRows(receipts)) ?? [];
      return Number(row?.n ?? 0) > committed ? true : null;
    });
    const resumedMs = Date.now() - back;
    await waitFor(
      'the send to finish after the restart',
      async () => {
        const [row] = (await tryRows(receipts)) ?? [];
        return row?.state === 'done' ? true : null;
      },
      { timeoutMs: 60_000, everyMs: 100 },
    );
    const finishedMs = Date.now() - back;

    expectApiRunning();
    const tally = await tallySend(database.db, messageId, channelId, creditsBefore);
    printFigures(
      `PostgreSQL stopped (immediate) mid-send (${thousands(committed)} receipts committed) ` +
        `and started again (${seconds(awayMs)} away); the API answered at once, sending resumed ` +
        `${seconds(resumedMs)} and finished ${seconds(finishedMs)} later: ` +
        `${describeTally(tally, mix.sms)} ` +
        `[${seconds(Date.now() - started)}]`,
    );
    expect(before).toBeLessThan(mix.total);
    expect(committed).toBeLessThan(mix.total);
    // The worker resumes its own send at once, not a whole lease (30 s) after the restart.
    expect(resumedMs).toBeLessThan(10_000);
    expect(tally).toMatchObject({
      audience: mix.total,
      missing: 0,
      duplicated: 0,
      strays: 0,
      receipts: mix.total,
      push: mix.push,
      sms: mix.sms,
      email: mix.email,
      none: mix.none,
      outbox: mix.total - mix.none,
      outboxMissing: 0,
      outboxDuplicated: 0,
      occurrences: 1,
      doneOccurrences: 1,
      creditsSpent: mix.sms,
    });
  }, 120_000);

  it('keeps a CSV import all-or-nothing when the database crashes in the middle of it', async () => {
    const started = Date.now();
    const lines = ['email,firstname,lastname,phone,platform,userid'];
    for (let i = 1; i <= IMPORT_ROWS; i++)
      lines.push(
        `member${i}@restart.test,Member,${i},+1666${String(i).padStart(7, '0')},ios,R-${i}`,
      );
    const csv = lines.join('\n');
    const imported = sql`select count(*)::int as n from mobile_users
      where company_id = ${acmeId} and userid like 'R-%' and is_deleted = 0`;

    // The import's transaction holds the company's import lock (an advisory lock) while it
    // writes its chunks; the table's heap grows with its rows before they are committed. Once a
    // quarter or so is written (1 MB of 20,000 rows), the server crashes.
    const size = sql`select pg_relation_size('mobile_users')::bigint as n`;
    // The send above rewrote its recipients' rows (their push tokens set has_push_token), and
    // vacuum may since have freed that space: new rows would fill it and the heap not grow.
    await database.db.execute(sql`vacuum full mobile_users`);
    const [start] = (await tryRows(size)) ?? [];
    const midway = sql`select exists (select 1 from pg_locks
        where locktype = 'advisory' and classid = 7341903)
      and pg_relation_size('mobile_users') >= ${Number(start?.n) + 1024 * 1024} as midway`;
    expectApiRunning();
    const answer = uploadCsv(api.url, token, csv);
    // Awaited below; a failure before then must not count as unhandled.
    answer.catch(() => undefined);
    await waitFor(
      'the import to be half written',
      async () => {
        const [row] = (await tryRows(midway)) ?? [];
        return row?.midway === true ? true : null;
      },
      { everyMs: 5 },
    );
    await crashAndRestart();
    expectApiRunning();
    const during = await answer;
    const [after] = (await tryRows(imported)) ?? [];
    const rowsAfter = Number(after?.n ?? NaN);

    // Again, once the server is back: every row, exactly once.
    expectApiRunning();
    const retried = await uploadCsv(api.url, token, csv);
    const [afterRetry] = (await tryRows(imported)) ?? [];
    const rowsAfterRetry = Number(afterRetry?.n ?? NaN);
    printFigures(
      `PostgreSQL stopped (immediate) mid-import of ${thousands(IMPORT_ROWS)} rows: the API ` +
        `answered ${during.status} and ${thousands(rowsAfter)} rows stayed ` +
        `(${rowsAfter === 0 || rowsAfter === IMPORT_ROWS ? 'all or nothing' : 'HALF WRITTEN'}); the ` +
        `import again answered ${retried.status}: ${thousands(rowsAfterRetry)} of ` +
        `${thousands(IMPORT_ROWS)} rows [${seconds(Date.now() - started)}]`,
    );

    // The database was away: a 503 to try again, not an internal error.
    if (rowsAfter === 0) expect(during.status).toBe(503);
    else expect(rowsAfter).toBe(IMPORT_ROWS);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(field(retried.body, 'data', 'imported')).toBe(IMPORT_ROWS - rowsAfter);
    expect(rowsAfterRetry).toBe(IMPORT_ROWS);

    // Still the process started before both crashes, and it shuts down cleanly.
    expectApiRunning();
    await api.stop('SIGTERM');
    expect(api.child.exitCode, api.output()).toBe(0);
  }, 120_000);
});
