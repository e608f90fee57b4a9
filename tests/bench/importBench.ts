import { createWriteStream } from 'node:fs';
import http from 'node:http';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { UserImportSummary } from '../../contract/userImport';
import { openPostgres } from '../../server/db/client';
import { selectRows } from '../../server/db/rows';
import { DEMO_PASSWORD } from '../../server/db/seed/admins';
import { startApiServer } from './apiServer';
import { largeAcme } from './largeCompany';

/**
 * `npm run bench:import`: a million-row CSV of app users imported into acme through the API
 * (POST /user/upload, as the console sends it), on PostgreSQL (DATABASE_URL, stock settings)
 * with acme at BENCH_USERS members (seeded once and reused). The file (BENCH_IMPORT_ROWS rows,
 * the export's columns) holds new members, 1% members acme has already, 0.5% rows repeating an
 * earlier row and 0.5% bad emails. Timed: the dry run, then the import; the API's peak memory;
 * then the counts are checked against the database and the imported members removed again, so
 * the database can be reused. Target: under 3 minutes with its checks.
 */
const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000_000);
const TARGET_SECONDS = 180;
const say = (line: string) => process.stdout.write(`${line}\n`);
const figure = (n: number) => n.toLocaleString('en-US');

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('bench:import runs on PostgreSQL: set DATABASE_URL');

interface Expected {
  valid: number;
  existing: number;
  repeated: number;
  bad: number;
}

/** Writes the file; answers what an import of it must find. */
async function writeFile(path: string, run: string, taken: readonly string[]): Promise<Expected> {
  const out = createWriteStream(path);
  const expected: Expected = { valid: 0, existing: 0, repeated: 0, bad: 0 };
  const write = (line: string) =>
    out.write(line)
      ? Promise.resolve()
      : new Promise<void>((resolve) => out.once('drain', () => resolve()));
  await write(
    'Email,First name,Last name,Phone,Platform,Member ID,State,Zip,Country,Local,Shift\r\n',
  );
  for (let n = 1; n <= ROWS; n++) {
    const kind = n % 200;
    let email = `imp.${run}.${n}@acme-import.test`;
    let phone = `+1 (7${String(n % 100).padStart(2, '0')}) ${String(n).padStart(7, '0')}`;
    if (kind === 1 && taken.length > 0) {
      email = taken[n % taken.length]?.toUpperCase() ?? email;
      phone = '';
      expected.existing += 1;
    } else if (kind === 2 && n > 200) {
      email = `imp.${run}.${n - 100}@acme-import.test`;
      phone = '';
      expected.repeated += 1;
    } else if (kind === 3) {
      email = `not-an-email-${n}`;
      expected.bad += 1;
    } else if (kind === 4 && taken.length > 0) {
      email = taken[(n + 7) % taken.length] ?? email;
      phone = '';
      expected.existing += 1;
    } else expected.valid += 1;
    const first = ['Ava', 'Ben', 'Cara', 'Dev'][n % 4];
    const last = ['Alvarez', 'Brooks', 'Chen'][n % 3];
    await write(
      `${email},${first},${last},${phone},${['ios', 'android', 'web'][n % 3]},IMP-${run}-${n},CA,${String(n % 99999).padStart(5, '0')},US,${12 + (n % 3)},Day\r\n`,
    );
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return expected;
}

/**
 * POSTs `body` and reads the answer without a time limit: a large import answers after minutes,
 * past the 300 s that fetch waits for response headers.
 */
async function postWithoutTimeout(url: string, token: string, body: Request) {
  const payload = Buffer.from(await body.arrayBuffer());
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': body.headers.get('content-type') ?? '',
          'content-length': payload.length,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function upload(url: string, token: string, file: Blob, dryRun: boolean) {
  const form = new FormData();
  form.append('file', file, 'members.csv');
  const target = `${url}/user/upload${dryRun ? '?dryRun=true' : ''}`;
  // A Request encodes the form as the console's fetch does (multipart, with its boundary).
  const encoded = new Request(target, { method: 'POST', body: form });
  const started = performance.now();
  const response = await postWithoutTimeout(target, token, encoded);
  const seconds = (performance.now() - started) / 1000;
  const body = JSON.parse(response.text) as { data?: UserImportSummary; message?: string };
  if (response.status !== 200 || !body.data) {
    throw new Error(`the upload answered ${response.status}: ${body.message ?? ''}`);
  }
  return { summary: body.data, seconds };
}

const database = openPostgres(databaseUrl, 2);

/** Where PostgreSQL's write-ahead log stands: what a write costs the disk, and its replicas. */
async function walPosition(): Promise<string> {
  const [row] = await selectRows<{ lsn: string }>(
    database.db,
    sql`select pg_current_wal_lsn()::text as lsn`,
  );
  return row?.lsn ?? '0/0';
}

/** Megabytes of write-ahead log written since `before` (a `walPosition`). */
async function walMegabytesSince(before: string): Promise<number> {
  const [row] = await selectRows<{ bytes: string }>(
    database.db,
    sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), ${before}::pg_lsn)::text as bytes`,
  );
  return Number(row?.bytes ?? 0) / 1024 / 1024;
}
const dir = await mkdtemp(join(tmpdir(), 'tidings-import-bench-'));
try {
  const acme = await largeAcme(database, USERS, say);
  const run = Date.now().toString(36);
  const taken = (
    await selectRows<{ email: string }>(
      database.db,
      sql`select email from mobile_users where company_id = ${acme} and is_deleted = 0
        and email is not null order by id limit 10000`,
    )
  ).map((row) => row.email);
  const path = join(dir, 'members.csv');
  const expected = await writeFile(path, run, taken);
  const megabytes = (await stat(path)).size / 1024 / 1024;
  say(
    `\n${figure(ROWS)} rows (${megabytes.toFixed(0)} MB) into acme with ${figure(USERS)} members:`,
  );

  const port = 4700 + Math.floor(Math.random() * 200);
  const server = await startApiServer({ DATABASE_URL: databaseUrl }, port);
  const login = await fetch(`${server.url}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@acme.test', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const file = new Blob([await readFile(path)], { type: 'text/csv' });
  const dry = await upload(server.url, token, file, true);
  const walBefore = await walPosition();
  const done = await upload(server.url, token, file, false);
  const walMb = await walMegabytesSince(walBefore);
  const peak = await server.peakRssMb();
  await server.stop();

  const [added] = await selectRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from mobile_users
      where company_id = ${acme} and userid like ${`IMP-${run}-%`} and is_deleted = 0`,
  );
  const duplicates = expected.existing + expected.repeated;
  const right = (summary: UserImportSummary) =>
    summary.rows === ROWS &&
    summary.valid === expected.valid &&
    summary.duplicateCount === duplicates &&
    summary.errorCount === expected.bad;
  const met = (seconds: number) => (seconds < TARGET_SECONDS ? 'yes' : 'NO');
  say('| step | seconds | rows a second | target | met | counts |');
  say('|---|---|---|---|---|---|');
  for (const [step, { summary, seconds }] of [
    ['dry run (checks only)', dry],
    ['import (checks and adds)', done],
  ] as const) {
    say(
      `| ${step} | ${seconds.toFixed(1)} | ${figure(Math.round(ROWS / seconds))} | < ${TARGET_SECONDS} s | ${met(seconds)} | ${right(summary) ? 'right' : `WRONG: ${JSON.stringify({ ...summary, errors: undefined, duplicates: undefined })}`} |`,
    );
  }
  const addedRight = added?.n === expected.valid && done.summary.imported === expected.valid;
  say(
    `| members added | ${figure(added?.n ?? 0)} | | ${figure(expected.valid)} | ${addedRight ? 'yes' : 'NO'} | |`,
  );
  say(`| API peak RSS | ${peak?.toFixed(0) ?? '?'} MB | | | | |`);
  say(`| PostgreSQL log (WAL) written by the import | ${figure(Math.round(walMb))} MB | | | | |`);
  if (!right(dry.summary) || !right(done.summary) || !addedRight) process.exitCode = 1;

  // The bench database is reused: the imported members go again, by the statement a member's
  // erasure would use for many (hard delete; the counters' triggers follow).
  const started = performance.now();
  await database.db.execute(
    sql`delete from mobile_users where company_id = ${acme} and userid like ${`IMP-${run}-%`}`,
  );
  say(`\n(imported members removed in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
} finally {
  await rm(dir, { recursive: true, force: true });
  await database.close();
}
