import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../../server/config';
import { openPostgres, type Database } from '../../server/db/client';
import { selectRows } from '../../server/db/rows';
import { certificateIn } from '../../server/providers/testing/providerStandIns';
import {
  type BenchDevice,
  type BenchMessage,
  describeRun,
  providerFigures,
  runName,
  summaryTable,
  targetsTable,
  type RunResult,
} from './dispatchReport';
import { queueMessage, spanishHalf } from './dispatchMessage';
import {
  anyQueued,
  fannedOut,
  filledByColumn,
  outboxHasOccurrence,
  outboxTally,
  removeBenchMessages,
} from './dispatchOutbox';
import { ensureDispatchCompany, type DispatchCompany } from './dispatchSeed';
import {
  buildWorker,
  startWorker,
  TSX_WORKER,
  TUNING_VARIABLES,
  TWILIO_SID,
  TWILIO_TOKEN,
  workerEnv,
  writeProviderKeys,
  type ProviderEndpoints,
  type WorkerCommand,
} from './dispatchWorkers';
import { spawnStandIns, type StandInsProcess } from './standInsProcess';

/**
 * `npm run bench:dispatch`: deliveries a second per provider, end to end. One message to every
 * app user of a seeded company (BENCH_DISPATCH_USERS app users with one push token each, three
 * in five Android, and a fiftieth as many unregistered members reached by SMS), queued as the
 * console queues it, fanned out and dispatched by real `npm run worker` processes to local
 * stand-ins of FCM, APNs and Twilio (server/providers/testing/providerStandIns.ts) running in
 * processes of their own, at each provider latency (BENCH_LATENCIES) with 1 and 2 workers
 * (BENCH_PROCESSES), FCM over HTTP/2 and over HTTP/1.1 only (BENCH_FCM_PROTOCOLS). Rates come
 * from the stand-ins' per-second counts; each worker's peak RSS from /proc. On PostgreSQL
 * (DATABASE_URL, default tidings_dispatch_bench on 127.0.0.1, created when missing).
 */
const DATABASE_URL =
  process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/tidings_dispatch_bench';
const PUSH_USERS = Number(process.env.BENCH_DISPATCH_USERS ?? 1_000_000);
const SMS_USERS = Number(
  process.env.BENCH_DISPATCH_SMS_USERS ?? Math.max(10, Math.round(PUSH_USERS / 50)),
);
const list = (raw: string | undefined, fallback: string) =>
  (raw || fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const LATENCIES = list(process.env.BENCH_LATENCIES, '0,50,200').map(Number);
const PROCESSES = list(process.env.BENCH_PROCESSES, '1,2').map(Number);
const PROTOCOLS_SET = Boolean(process.env.BENCH_FCM_PROTOCOLS);
const PROTOCOLS = list(process.env.BENCH_FCM_PROTOCOLS, 'h2,http1');
/**
 * The messages each run sends: plain, and personal (merge fields rendered per recipient, in
 * English or, for half the members, in Spanish).
 */
const MESSAGES = list(process.env.BENCH_MESSAGES, 'plain,personal');
/**
 * Whom each run's message targets (its `device`): everyone (FCM and APNs share the worker), or
 * Android or iOS alone, to measure what one process gives one provider.
 */
const DEVICES = list(process.env.BENCH_DEVICES, 'all');
const TIMEOUT_MS = Number(process.env.BENCH_DISPATCH_TIMEOUT_S ?? 900) * 1000;
/** A rate limit the Twilio stand-in enforces (429 past it), like an account's sending rate. */
const TWILIO_LIMIT = Number(process.env.BENCH_TWILIO_LIMIT ?? 0);
/** `tsx` (default): the worker as `npm run worker` runs it; `built`: compiled, as in production. */
const WORKER = process.env.BENCH_WORKER || 'tsx';
if (WORKER !== 'tsx' && WORKER !== 'built') throw new Error('BENCH_WORKER is tsx or built');

const say = (line: string) => process.stdout.write(`${line}\n`);
const fmt = (n: number) => n.toLocaleString('en-US');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const [name, values] of [
  ['BENCH_LATENCIES', LATENCIES],
  ['BENCH_PROCESSES', PROCESSES],
] as const)
  if (values.some((v) => !Number.isInteger(v) || v < 0)) throw new Error(`${name}: whole numbers`);
const isBenchMessage = (m: string): m is BenchMessage => m === 'plain' || m === 'personal';
if (!MESSAGES.every(isBenchMessage)) throw new Error('BENCH_MESSAGES lists plain and/or personal');
const isBenchDevice = (d: string): d is BenchDevice =>
  d === 'all' || d === 'android' || d === 'ios';
if (!DEVICES.every(isBenchDevice)) throw new Error('BENCH_DEVICES lists all, android and/or ios');
if (PROTOCOLS.some((p) => p !== 'h2' && p !== 'http1'))
  throw new Error('BENCH_FCM_PROTOCOLS lists h2 and/or http1');
if (!Number.isInteger(PUSH_USERS) || PUSH_USERS < 1)
  throw new Error('BENCH_DISPATCH_USERS: 1 or more');

async function ensureDatabase(): Promise<void> {
  const name = new URL(DATABASE_URL).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(DATABASE_URL), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      say(`creating the database ${name}`);
      await admin.query(`create database "${name.replaceAll('"', '')}"`);
    }
  } finally {
    await admin.end();
  }
}

const APP_NAME = 'dispatch-bench';

/** The database url with the application name its connections show in pg_stat_activity. */
function named(url: string, name: string): string {
  const withName = new URL(url);
  withName.searchParams.set('application_name', name);
  return withName.toString();
}

/**
 * One bench at a time on a database: two would each take the other's deliveries (every worker
 * takes any queued row) and delete each other's messages. Held by its own connection until the
 * bench ends.
 */
async function lockDatabase(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: named(DATABASE_URL, APP_NAME) });
  await client.connect();
  const key = "hashtext('tidings bench:dispatch')";
  const tried = await client.query<{ locked: boolean }>(
    `select pg_try_advisory_lock(${key}) as locked`,
  );
  if (!tried.rows[0]?.locked) {
    say('another bench:dispatch is running on this database: waiting for it to end');
    await client.query(`select pg_advisory_lock(${key})`);
  }
  return client;
}

/**
 * Other clients of the database (an API or workers started by hand) may take the bench's
 * deliveries too: named, so a run that counts more sends than it queued can be understood.
 */
async function otherClients(db: Database): Promise<string[]> {
  const rows = await selectRows<{ name: string; n: string }>(
    db,
    sql`select coalesce(nullif(application_name, ''), '(unnamed)') as name, count(*)::text as n
      from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
        and application_name not like ${`${APP_NAME}%`} group by 1`,
  );
  return rows.map((r) => `${r.name} ×${r.n}`);
}

/** The SMS rate the workers are configured with, when config.ts has one. */
function configuredSmsRate(env: Record<string, string>): number | null {
  try {
    const twilio: unknown = loadConfig(env).delivery.twilio;
    const limits =
      twilio && typeof twilio === 'object' ? (twilio as { limits?: unknown }).limits : null;
    const rate =
      limits && typeof limits === 'object'
        ? (limits as { ratePerSecond?: unknown }).ratePerSecond
        : null;
    return typeof rate === 'number' && rate > 0 ? rate : null;
  } catch {
    return null;
  }
}

interface Providers {
  fcm: StandInsProcess;
  apns: StandInsProcess;
  twilio: StandInsProcess;
}

async function runOnce(
  db: Database,
  company: DispatchCompany,
  providers: Providers,
  worker: { command: WorkerCommand; env: Record<string, string> },
  run: {
    latencyMs: number;
    processes: number;
    fcmProtocol: string;
    hasColumn: boolean;
    message: BenchMessage;
    device: BenchDevice;
  },
): Promise<RunResult> {
  await removeBenchMessages(db, company.companyId);
  const others = await otherClients(db);
  if (others.length)
    say(
      `  other connections to this database (they may send this bench's deliveries): ${others.join(', ')}`,
    );
  const standIns = [providers.fcm, providers.apns, providers.twilio];
  for (const s of standIns) {
    await s.setLatency(run.latencyMs);
    await s.reset();
  }
  // The members reached by SMS are Android users without a device: an iOS send leaves them out.
  const expected = {
    fcm: run.device === 'ios' ? 0 : company.androidUsers,
    apns: run.device === 'android' ? 0 : company.pushUsers - company.androidUsers,
    twilio: run.device === 'ios' ? 0 : company.smsUsers,
  };
  const startedAt = Date.now();
  const queuedAt = Date.now();
  const { occurrenceId, audience } = await queueMessage(
    db,
    company,
    `Dispatch bench: ${runName(run)}`,
    run.message,
    run.device,
  );
  say(
    `\n${runName(run)}: queued to ${fmt(audience.total)} (push ${fmt(audience.push)}, SMS ${fmt(audience.sms)})`,
  );
  const workers = Array.from({ length: run.processes }, () =>
    startWorker(worker.command, worker.env),
  );
  let timedOut = false;
  let lastReport = Date.now();
  let byColumn: boolean | null = null;
  for (;;) {
    await sleep(1000);
    if (byColumn === null && (await fannedOut(db, occurrenceId)))
      byColumn = await filledByColumn(db, occurrenceId, run.hasColumn);
    if (byColumn !== null && !(await anyQueued(db, occurrenceId, byColumn))) break;
    if (workers.every((w) => w.exited())) {
      const stopped = await Promise.all(workers.map((w) => w.stop()));
      for (const w of stopped)
        say(`  worker ${w.pid} exited with ${w.exitCode}:\n    ${w.stderrTail.join('\n    ')}`);
      throw new Error('every worker exited before the message was sent');
    }
    if (Date.now() - queuedAt > TIMEOUT_MS) {
      timedOut = true;
      break;
    }
    if (Date.now() - lastReport >= 10_000) {
      lastReport = Date.now();
      const [fcm, apns, twilio] = await Promise.all(standIns.map((s) => s.stats()));
      say(
        `  ${Math.round((Date.now() - queuedAt) / 1000)} s: FCM ${fmt(fcm?.fcm?.accepted ?? 0)}, APNs ${fmt(apns?.apns?.accepted ?? 0)}, Twilio ${fmt(twilio?.twilio?.accepted ?? 0)}`,
      );
    }
  }
  const [fcmStats, apnsStats, twilioStats] = await Promise.all(standIns.map((s) => s.stats()));
  const wallMs = Date.now() - startedAt;
  const stopped = await Promise.all(workers.map((w) => w.stop()));
  const cpu = (snapshot: { process: { cpuMs: number } } | undefined) =>
    snapshot ? { cpuMs: snapshot.process.cpuMs, wallMs } : null;
  return {
    message: run.message,
    device: run.device,
    latencyMs: run.latencyMs,
    processes: run.processes,
    fcmProtocol: run.fcmProtocol,
    pushUsers: expected.fcm + expected.apns,
    expected,
    queuedAt,
    fcm: providerFigures(fcmStats?.fcm, cpu(fcmStats)),
    apns: providerFigures(apnsStats?.apns, cpu(apnsStats)),
    twilio: providerFigures(twilioStats?.twilio, cpu(twilioStats)),
    workers: stopped,
    outbox: await outboxTally(
      db,
      occurrenceId,
      byColumn ?? (await filledByColumn(db, occurrenceId, run.hasColumn)),
    ),
    timedOut,
    wallSeconds: wallMs / 1000,
  };
}

await ensureDatabase();
const lock = await lockDatabase();
const database = openPostgres(named(DATABASE_URL, APP_NAME), 4);
const folder = await mkdtemp(join(tmpdir(), 'dispatch-bench-'));
const started: StandInsProcess[] = [];
try {
  await database.migrate();
  say(
    `== Dispatch bench: ${fmt(PUSH_USERS)} app users with a push token, ${fmt(SMS_USERS)} by SMS`,
  );
  const company = await ensureDispatchCompany(
    database.db,
    { pushUsers: PUSH_USERS, smsUsers: SMS_USERS },
    say,
  );
  if (MESSAGES.includes('personal')) await spanishHalf(database.db, company.companyId);
  const hasColumn = await outboxHasOccurrence(database.db);
  const certificate = await certificateIn(join(folder, 'tls'));
  const tlsDir = ['--tls-dir', join(folder, 'tls'), '--url-host', 'localhost'];
  const command = WORKER === 'built' ? await buildWorker(join(folder, 'worker')) : TSX_WORKER;
  // APNs and Twilio in a process each for the whole bench; FCM once per protocol.
  const apns = await spawnStandIns([...tlsDir, '--providers', 'apns']);
  started.push(apns);
  const twilio = await spawnStandIns([
    ...tlsDir,
    '--providers',
    'twilio',
    '--twilio-sid',
    TWILIO_SID,
    '--twilio-token',
    TWILIO_TOKEN,
    ...(TWILIO_LIMIT > 0 ? ['--twilio-rate', String(TWILIO_LIMIT)] : []),
  ]);
  started.push(twilio);
  const tuning = TUNING_VARIABLES.filter((name) => process.env[name])
    .map((name) => `${name}=${process.env[name]}`)
    .join(' ');
  say(`workers: ${WORKER === 'built' ? 'compiled (BENCH_WORKER=built)' : 'under tsx'}`);
  say(`tuning passed to the workers: ${tuning || 'none (their defaults)'}`);

  const results: RunResult[] = [];
  let smsRate: number | null = null;
  for (const protocol of PROTOCOLS) {
    // HTTP/1.1 FCM only at 50 ms unless the protocols were chosen by hand.
    const latencies =
      protocol === 'http1' && !PROTOCOLS_SET ? LATENCIES.filter((l) => l === 50) : LATENCIES;
    if (latencies.length === 0) continue;
    const fcm = await spawnStandIns([...tlsDir, '--providers', 'fcm', '--fcm-protocol', protocol]);
    started.push(fcm);
    const endpoints: ProviderEndpoints = {
      fcmUrl: fcm.fcm?.url ?? '',
      fcmTokenUri: fcm.fcm?.tokenUri ?? '',
      apnsUrl: apns.apns?.url ?? '',
      twilioUrl: twilio.twilio?.url ?? '',
      caFile: certificate.caFile,
    };
    const keys = await writeProviderKeys(folder, endpoints.fcmTokenUri);
    const env = workerEnv(named(DATABASE_URL, `${APP_NAME}-worker`), endpoints, keys);
    smsRate = configuredSmsRate(env);
    for (const latencyMs of latencies)
      for (const processes of PROCESSES)
        for (const message of MESSAGES.filter(isBenchMessage))
          for (const device of DEVICES.filter(isBenchDevice)) {
            const result = await runOnce(
              database.db,
              company,
              { fcm, apns, twilio },
              { command, env },
              {
                latencyMs,
                processes,
                fcmProtocol: protocol,
                hasColumn,
                message,
                device,
              },
            );
            results.push(result);
            for (const line of describeRun(result)) say(line);
          }
    await fcm.stop();
    started.splice(started.indexOf(fcm), 1);
  }
  await removeBenchMessages(database.db, company.companyId);
  for (const line of summaryTable(results)) say(line);
  for (const line of targetsTable(results, { smsRatePerSecond: smsRate, worker: WORKER }))
    say(line);
} finally {
  await Promise.all(started.map((s) => s.stop()));
  await database.close();
  await lock.end();
  await rm(folder, { recursive: true, force: true });
}
