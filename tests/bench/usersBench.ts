import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import type { MobileUserListBody } from '../../contract/mobileUsers';
import { openPglite, openPostgres, type DatabaseHandle } from '../../server/db/client';
import { adminUsers } from '../../server/db/schema/admins';
import { userGroups } from '../../server/db/schema/userGroups';
import { DEMO_PASSWORD } from '../../server/db/seed/admins';
import { mobileUsersCsv } from '../../server/modules/mobileUsers/csvExport';
import { createMobileUserList } from '../../server/modules/mobileUsers/listRepository';
import type { Scope } from '../../server/plugins/tenancy';
import { startApiServer } from './apiServer';
import { largeCompany } from './largeCompany';
import { ms, percentile, timeEach } from './stats';

/**
 * `npm run bench`: the users list and CSV export at scale, through the real HTTP API and as bare
 * repository calls (the SQL the API runs, with its row mapping), on PostgreSQL (DATABASE_URL)
 * and on the embedded PGlite; then the first page asked for by 200 admins at once, which must
 * all be answered (any failure fails the run). `BENCH_COMPANY=globex` measures the demo's second
 * organisation instead of acme (filled to BENCH_USERS the same way), as its company admin; its
 * channel admin's calls run when it has one (channel@<slug>.test).
 */
const CALLS = Number(process.env.BENCH_CALLS ?? 50);
/** Users asking for the list at the same moment, and how many times they all do. */
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 200);
const WAVES = Number(process.env.BENCH_WAVES ?? 5);
const SEARCHES = [
  'lena',
  'hughes',
  'ava.chen',
  'okafor',
  'milo.p',
  'rosa',
  'novak',
  'tess.k',
  'quinn',
  'ito',
];
const RARE_PAIRS = ['zq', 'xj', 'qv', 'wz', 'jx'];
const WARM_UP_CALLS = SEARCHES.length;
const COMPANY = process.env.BENCH_COMPANY ?? 'acme';
const COMPANY_ADMIN = `admin@${COMPANY}.test`;
const CHANNEL_ADMIN = `channel@${COMPANY}.test`;
const say = (line: string) => process.stdout.write(`${line}\n`);

interface Target {
  name: string;
  users: number;
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
}

async function prepare(database: DatabaseHandle, users: number) {
  const { db } = database;
  const acmeId = await largeCompany(database, COMPANY, users, (line) => say(`  ${line}`));
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.email, COMPANY_ADMIN));
  const [group] = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(eq(userGroups.companyId, acmeId), like(userGroups.name, 'Large group %')))
    .limit(1);
  const scope: Scope = {
    kind: 'company',
    adminId: admin?.id ?? '',
    companyId: acmeId,
    companySlug: COMPANY,
  };
  const [channelAdmin] = await db
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.email, CHANNEL_ADMIN));
  const channelScope: Scope = {
    kind: 'channel',
    adminId: channelAdmin?.id ?? '',
    companyId: acmeId,
    companySlug: COMPANY,
    channelId: channelAdmin?.contentProviderId ?? '',
  };
  return {
    scopes: { company: scope, channel: channelScope },
    groupId: group?.id ?? '',
    hasChannelAdmin: channelAdmin !== undefined,
  };
}

/** Who makes a call: the company admin, or the admin of the channel half the users follow. */
type Caller = 'company' | 'channel';
const ADMIN_OF: Record<Caller, string> = { company: COMPANY_ADMIN, channel: CHANNEL_ADMIN };

function scenarios(
  users: number,
  groupId: string,
  hasChannelAdmin: boolean,
): [string, Caller, (i: number) => MobileUserListBody][] {
  return allScenarios(users, groupId).filter(
    ([, caller]) => hasChannelAdmin || caller !== 'channel',
  );
}

function allScenarios(
  users: number,
  groupId: string,
): [string, Caller, (i: number) => MobileUserListBody][] {
  return [
    ['first page with summary counts', 'company', () => ({ limit: 10 })],
    [
      'deep page (90%)',
      'company',
      (i) => ({ limit: 10, offset: Math.floor(users * 0.9) + i * 10 }),
    ],
    [
      'substring search on name or email',
      'company',
      (i) => ({ limit: 10, searchString: SEARCHES[i % SEARCHES.length] }),
    ],
    [
      'group + status filter',
      'company',
      () => ({ limit: 10, groups: [groupId], userStatus: 'active' }),
    ],
    ["channel admin's first page (half the users follow)", 'channel', () => ({ limit: 10 })],
    // Pairs no generated name or address holds: counted exactly, and the page must not walk
    // every member looking for ten.
    [
      'rare two-letter search',
      'company',
      (i) => ({ limit: 10, searchString: RARE_PAIRS[i % RARE_PAIRS.length] }),
    ],
    [
      "channel admin's rare two-letter search",
      'channel',
      (i) => ({ limit: 10, searchString: RARE_PAIRS[i % RARE_PAIRS.length] }),
    ],
  ];
}

async function tokenFor(url: string, email: string): Promise<string> {
  const login = await fetch(`${url}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** The server's own time for a response, from its Server-Timing header. */
function serverTime(response: Response): number {
  const match = /app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  return match ? Number(match[1]) : Number.NaN;
}

/**
 * WAVES waves of CONCURRENT first-page calls sent at once, each wave after the last has ended:
 * every call's time, the server's own, and the calls that failed (an error or a status other
 * than 200), by what went wrong.
 */
async function concurrentCalls(call: () => Promise<Response>) {
  const api: number[] = [];
  const server: number[] = [];
  const failures = new Map<string, number>();
  const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
  const started = performance.now();
  for (let wave = 0; wave < WAVES; wave++) {
    await Promise.all(
      Array.from({ length: CONCURRENT }, async () => {
        const sent = performance.now();
        try {
          const response = await call();
          await response.arrayBuffer();
          api.push(performance.now() - sent);
          if (response.status === 200) server.push(serverTime(response));
          else fail(`HTTP ${response.status}`);
        } catch (error) {
          fail(error instanceof Error ? error.message : String(error));
        }
      }),
    );
  }
  const perSecond = (CONCURRENT * WAVES) / ((performance.now() - started) / 1000);
  const errors = [...failures.values()].reduce((sum, n) => sum + n, 0);
  return { api, server, failures, errors, perSecond };
}

async function csvRows(stream: AsyncIterable<Uint8Array | string>): Promise<number> {
  let newlines = 0;
  for await (const chunk of stream) {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) newlines++;
  }
  return newlines - 1;
}

async function benchTarget(target: Target, port: number) {
  say(`\n== ${target.name}: ${target.users.toLocaleString('en-US')} app users in ${COMPANY}`);
  const database = await target.open();
  const { scopes, groupId, hasChannelAdmin } = await prepare(database, target.users);
  const scope = scopes.company;
  const list = createMobileUserList(database.db);
  const sqlTimes: Record<string, number[]> = {};
  for (const [name, caller, body] of scenarios(target.users, groupId, hasChannelAdmin)) {
    // Steady state, as a server that has been up a while: each distinct input once, so the
    // timed calls measure the query and not the first read of its pages from disk.
    for (let i = 0; i < WARM_UP_CALLS; i++) await list.list(scopes[caller], body(i));
    sqlTimes[name] = await timeEach(CALLS, (i) => list.list(scopes[caller], body(i)));
  }
  let started = performance.now();
  const sqlRows = await csvRows(mobileUsersCsv(database.db, scope, {}));
  const sqlCsvSeconds = (performance.now() - started) / 1000;
  await database.close();

  let server = await startApiServer(target.env, port);
  const tokens: Record<Caller, string> = {
    company: await tokenFor(server.url, ADMIN_OF.company),
    channel: hasChannelAdmin ? await tokenFor(server.url, ADMIN_OF.channel) : '',
  };
  const post = (caller: Caller, path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[caller]}` },
      body: JSON.stringify(body),
    });

  // "API" is what the client waits for; "server" is the server's own time (its Server-Timing
  // header), without the client's HTTP stack and the loopback between them.
  say(
    '| call | API p50 | API p95 | server p95 | SQL p50 | SQL p95 | API/SQL p95 | server/SQL p95 |',
  );
  say('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, caller, body] of scenarios(target.users, groupId, hasChannelAdmin)) {
    await (await post(caller, '/user/mobile-users/new', body(0))).arrayBuffer();
    const server: number[] = [];
    const api = await timeEach(CALLS, async (i) => {
      const response = await post(caller, '/user/mobile-users/new', body(i));
      await response.arrayBuffer();
      server.push(serverTime(response));
    });
    const sqlRun = sqlTimes[name] ?? [];
    const sqlP95 = percentile(sqlRun, 95);
    say(
      `| ${name} | ${ms(percentile(api, 50))} | ${ms(percentile(api, 95))} | ${ms(percentile(server, 95))} | ${ms(percentile(sqlRun, 50))} | ${ms(sqlP95)} | ${(percentile(api, 95) / sqlP95).toFixed(2)} | ${(percentile(server, 95) / sqlP95).toFixed(2)} |`,
    );
  }
  // Many admins opening the list at once: the calls queue for the pool's connections, so the
  // time is mostly the wait. Every call must succeed.
  const together = await concurrentCalls(() =>
    post('company', '/user/mobile-users/new', { limit: 10 }),
  );
  say(
    `| ${CONCURRENT} concurrent first pages (${WAVES} waves) | ${ms(percentile(together.api, 50))} | ${ms(percentile(together.api, 95))} | ${ms(percentile(together.server, 95))} | errors: ${together.errors} of ${(CONCURRENT * WAVES).toLocaleString('en-US')} | ${Math.round(together.perSecond).toLocaleString('en-US')} calls/s | | |`,
  );
  if (together.errors > 0) {
    for (const [what, n] of together.failures) say(`  ${n} x ${what}`);
    process.exitCode = 1;
  }
  await server.stop();

  // A fresh server, so its peak memory is the export's own.
  server = await startApiServer(target.env, port);
  const csvToken = await tokenFor(server.url, ADMIN_OF.company);
  started = performance.now();
  const response = await fetch(`${server.url}/user/mobile-users/download-csv`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${csvToken}` },
    body: '{}',
  });
  const apiRows = await csvRows(response.body ?? (async function* () {})());
  const apiSeconds = (performance.now() - started) / 1000;
  const peak = await server.peakRssMb();
  await server.stop();
  say(
    `| CSV export of all users | ${apiRows.toLocaleString('en-US')} rows in ${apiSeconds.toFixed(1)} s = ${Math.round(apiRows / apiSeconds).toLocaleString('en-US')} rows/s | server peak RSS ${peak?.toFixed(0) ?? '?'} MB | SQL: ${Math.round(sqlRows / sqlCsvSeconds).toLocaleString('en-US')} rows/s | | ${(apiSeconds / sqlCsvSeconds).toFixed(2)} |`,
  );
}

const targets: Target[] = [];
const pgUrl = process.env.DATABASE_URL;
if (pgUrl) {
  targets.push({
    name: 'PostgreSQL',
    users: Number(process.env.BENCH_USERS ?? 1_000_000),
    env: { DATABASE_URL: pgUrl },
    open: () => Promise.resolve(openPostgres(pgUrl, 4)),
  });
}
if (process.env.BENCH_PGLITE !== '0') {
  const dataDir = process.env.BENCH_PGLITE_DIR ?? (await mkdtemp(join(tmpdir(), 'tidings-bench-')));
  targets.push({
    name: 'PGlite (embedded)',
    users: Number(process.env.BENCH_PGLITE_USERS ?? 200_000),
    // Empty, so the API server does not inherit the PostgreSQL target's DATABASE_URL.
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => openPglite({ dataDir: join(dataDir, 'pglite') }),
  });
}
let port = 4700;
for (const target of targets) await benchTarget(target, port++);
