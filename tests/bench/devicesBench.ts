import { createHash } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { sql, type SQL } from 'drizzle-orm';
import { openPostgres, type Database } from '../../server/db/client';
import { selectRows } from '../../server/db/rows';
import { WHOLE_COMPANY } from '../../server/db/wholeCompany';
import { startApiServer } from './apiServer';
import { largeAcme } from './largeCompany';
import { cpuMs, meterDatabaseCpu } from './processCpu';
import { percentile } from './stats';

/**
 * `npm run bench:devices`: a new app release makes every member's app register its push token
 * again. On PostgreSQL (DATABASE_URL, stock settings) with acme at BENCH_USERS members (seeded
 * once and reused): BENCH_REGISTRATIONS registrations (all of them by default) through the
 * app's own route, POST /app/devices, BENCH_CONCURRENCY at a time against the built API in its
 * own process; then BENCH_BULK_TOKENS tokens changed in SQL, one statement each (replaced in
 * place, then deleted and added again, which turns the members' push reach off and on); after
 * each, the push reach the counters keep is compared with a count of the members themselves.
 * Target: thousands a second (2,000 here), and the counters right.
 */
const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? USERS);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const BULK = Number(process.env.BENCH_BULK_TOKENS ?? 77_000);
/** "Thousands a second": a release's re-registrations and a bulk change in SQL alike. */
const TARGET_PER_SECOND = 2_000;
const say = (line: string) => process.stdout.write(`${line}\n`);
const rate = (rows: number, ms: number) => Math.round(rows / (ms / 1000));
const figure = (n: number) => n.toLocaleString('en-US');

/** The app token the bench gives a member: derived from its id, so SQL and the bench agree. */
const appTokenOf = (memberId: string) =>
  createHash('sha256').update(`bench-device-${memberId}`).digest('base64url');

/** Issues the bench's app tokens to the first `n` live members, by id; answers them in order. */
async function membersWithTokens(db: Database, companyId: string, n: number) {
  await db.execute(sql`insert into app_user_tokens (token_hash, company_id, mobile_user_id)
    select encode(sha256(convert_to(token, 'UTF8')), 'hex'), company_id, id from (
      select id, company_id, rtrim(translate(encode(sha256(convert_to(
        'bench-device-' || id::text, 'UTF8')), 'base64'), '+/', '-_'), '=') as token
      from mobile_users where company_id = ${companyId} and is_deleted = 0
      order by id limit ${n}) t
    on conflict do nothing`);
  return selectRows<{ id: string; platform: string }>(
    db,
    sql`select id::text as id, coalesce(lower(platform), 'android') as platform
      from mobile_users where company_id = ${companyId} and is_deleted = 0
      order by id limit ${n}`,
  );
}

/**
 * The push reach as the counters keep it (the whole company, and each channel) against a count
 * of the members, and members whose has_push_token disagrees with their devices: all must be 0.
 */
async function counterErrors(db: Database, companyId: string) {
  const [row] = await selectRows<{ off_channels: string; off_flags: string }>(
    db,
    sql`with kept as (
        select content_provider_id, sum(users) as users from mobile_user_reach_counts
        where company_id = ${companyId} and registered group by 1),
      counted as (
        select ${WHOLE_COMPANY}::uuid as content_provider_id, count(*) as users
        from mobile_users where company_id = ${companyId} and is_deleted = 0 and registered
          and has_push_token
        union all
        select f.content_provider_id, count(*) from mobile_users u
        join channel_followers f on f.mobile_user_id = u.id
        where u.company_id = ${companyId} and u.is_deleted = 0 and u.registered
          and u.has_push_token group by 1)
      select
        (select count(*) from kept full join counted using (content_provider_id)
          where coalesce(kept.users, 0) <> coalesce(counted.users, 0))::text as off_channels,
        (select count(*) from mobile_users u where u.company_id = ${companyId}
          and u.has_push_token <> exists (select 1 from mobile_user_devices d
            where d.mobile_user_id = u.id))::text as off_flags`,
  );
  return { channels: Number(row?.off_channels ?? -1), flags: Number(row?.off_flags ?? -1) };
}

async function checkCounters(db: Database, companyId: string, after: string) {
  const errors = await counterErrors(db, companyId);
  const right = errors.channels === 0 && errors.flags === 0;
  say(
    `| reach counters after ${after} | ${right ? 'right' : `WRONG: ${errors.channels} counters, ${errors.flags} members' flags`} | | |`,
  );
  if (!right) process.exitCode = 1;
}

/**
 * POSTs JSON over one of the agent's kept-alive connections; answers the status. node:http, not
 * fetch: the phones are not on the server's cores, so the bench's own client should take as
 * little of the machine as it can (fetch took about twice the CPU a call).
 */
function postJson(agent: Agent, url: URL, bearer: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${bearer}`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Every member registers a new token once, CONCURRENCY at a time; answers the latencies. */
async function registerAll(url: string, members: { id: string; platform: string }[], run: string) {
  const latencies: number[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const target = new URL(`${url}/app/devices`);
  let next = 0;
  let failed = 0;
  const loop = async () => {
    for (let i = next++; i < members.length; i = next++) {
      const member = members[i];
      if (!member) break;
      const started = performance.now();
      const status = await postJson(
        agent,
        target,
        appTokenOf(member.id),
        JSON.stringify({
          pushToken: `release-${run}-${i}`,
          platform: member.platform,
          appVersion: '5.0.0 (500)',
        }),
      );
      if (status !== 200) failed++;
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  agent.destroy();
  return { latencies, failed };
}

/** Runs one writing statement; answers its time in ms and the rows it wrote. */
async function timed(db: Database, statement: SQL) {
  const started = performance.now();
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`with written as (${statement} returning 1) select count(*)::int as n from written`,
  );
  return { ms: performance.now() - started, rows: row?.n ?? 0 };
}

const bulkRow = (what: string, { ms, rows }: { ms: number; rows: number }) =>
  say(
    `| ${figure(rows)} tokens ${what}, one statement | ${(ms / 1000).toFixed(1)} s = ${figure(rate(rows, ms))}/s | ≥ ${figure(TARGET_PER_SECOND)}/s | ${rate(rows, ms) >= TARGET_PER_SECOND ? 'yes' : 'NO'} |`,
  );

/** The members whose tokens the bulk statements change (a table: the pool has 4 sessions). */
const GONE = sql.raw('bench_devices_gone');

async function bulkChanges(db: Database, companyId: string, run: string) {
  const replaced = await timed(
    db,
    sql`update mobile_user_devices set push_token = 'bulk-' || ${run} || '-' || id
      where id in (select id from mobile_user_devices where company_id = ${companyId}
        and push_token like 'release-%' order by mobile_user_id limit ${BULK})`,
  );
  bulkRow('replaced in place', replaced);
  await checkCounters(db, companyId, 'the replacement');
  await db.execute(sql`drop table if exists ${GONE}`);
  await db.execute(sql`create unlogged table ${GONE} as select distinct mobile_user_id,
      company_id, platform from mobile_user_devices
    where company_id = ${companyId} and push_token like 'bulk-%'`);
  // Every token of those members: their push reach turns off, and on again when added.
  const deleted = await timed(
    db,
    sql`delete from mobile_user_devices d using ${GONE} g where d.mobile_user_id = g.mobile_user_id`,
  );
  bulkRow(`of ${figure(BULK)} members deleted (push reach off)`, deleted);
  await checkCounters(db, companyId, 'the deletion');
  const added = await timed(
    db,
    sql`insert into mobile_user_devices (company_id, mobile_user_id, push_token, platform)
      select company_id, mobile_user_id, 'readded-' || ${run} || '-' || mobile_user_id, platform
      from ${GONE}`,
  );
  bulkRow(`of ${figure(BULK)} members added again (push reach on)`, added);
  await checkCounters(db, companyId, 'adding them again');
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL: a PostgreSQL database of the bench');
  const database = openPostgres(url, 4);
  const { db } = database;
  try {
    const companyId = await largeAcme(database, USERS, say);
    const run = Date.now().toString(36);
    const members = await membersWithTokens(db, companyId, REGISTRATIONS);
    say('| figure | measured | target | met |');
    say('| --- | --- | --- | --- |');

    const server = await startApiServer({ DATABASE_URL: url }, 4790);
    const pid = await server.serverPid();
    const apiCpu0 = pid ? cpuMs(pid) : 0;
    const databaseCpuOfRun = meterDatabaseCpu(url);
    const started = performance.now();
    const { latencies, failed } = await registerAll(server.url, members, run);
    const elapsed = performance.now() - started;
    const perCall = (ms: number) => (ms / members.length).toFixed(2);
    const apiCpu = pid ? perCall(cpuMs(pid) - apiCpu0) : '?';
    const databaseCpu = perCall(await databaseCpuOfRun());
    const peak = await server.peakRssMb();
    await server.stop();
    const perSecond = rate(members.length, elapsed);
    say(
      `| ${figure(members.length)} registrations through POST /app/devices, ${CONCURRENCY} at a time | ${(elapsed / 1000).toFixed(1)} s = ${figure(perSecond)}/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, API peak RSS ${peak?.toFixed(0) ?? '?'} MB | ≥ ${figure(TARGET_PER_SECOND)}/s, no error | ${perSecond >= TARGET_PER_SECOND && failed === 0 ? 'yes' : `NO (${failed} failed)`} |`,
    );
    // What bounds the rate on a machine of two cores: the CPU each call takes on either side.
    say(`| CPU a registration | API ${apiCpu} ms, PostgreSQL ${databaseCpu} ms | | |`);
    if (failed > 0) process.exitCode = 1;
    await checkCounters(db, companyId, 'the registrations');

    await bulkChanges(db, companyId, run);

    // The bench's tokens go and the members' seeded ones come back, so a second run starts
    // where this one did.
    await db.execute(sql`insert into mobile_user_devices (company_id, mobile_user_id, push_token,
        platform) select company_id, mobile_user_id, 'large-' || mobile_user_id, platform
      from ${GONE} on conflict do nothing`);
    const cleared = await timed(
      db,
      sql`delete from mobile_user_devices where company_id = ${companyId}
        and (push_token like 'release-%' or push_token like 'readded-%')`,
    );
    await db.execute(sql`drop table ${GONE}`);
    say(
      `(the bench's ${figure(cleared.rows)} tokens removed in ${(cleared.ms / 1000).toFixed(1)} s)`,
    );
    await checkCounters(db, companyId, "removing the bench's tokens");
  } finally {
    await database.close();
  }
}

await main();
