import { spawn } from 'node:child_process';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { openPglite, openPostgres, type DatabaseHandle } from '../../server/db/client';
import { adminUsers } from '../../server/db/schema/admins';
import { contentProviders } from '../../server/db/schema/channels';
import {
  messageOccurrences,
  messageVariants,
  messages,
  type StoredAudience,
} from '../../server/db/schema/messages';
import { segments } from '../../server/db/schema/segments';
import type { SegmentRule } from '../../contract/segments';
import { DEMO_PASSWORD } from '../../server/db/seed/admins';
import { countAudience } from '../../server/modules/delivery/audienceRepository';
import { loadSendingChannel } from '../../server/modules/delivery/sendingChannelRepository';
import { rowsOf } from '../../server/modules/delivery/sqlRowsRepository';
import { createMessageHistory } from '../../server/modules/messages/historyRepository';
import type { Scope } from '../../server/plugins/tenancy';
import { startApiServer } from './apiServer';
import { largeAcme } from './largeCompany';
import { ms, percentile, timeEach } from './stats';

/**
 * `npm run bench:fanout`: one message to every active app user of acme through the outbox
 * providers, written by a worker in its own process (so its peak memory is its own), on
 * PostgreSQL (DATABASE_URL) and on the embedded PGlite. Then the history list with 10,000
 * messages and a page of the big message's receipts, as bare SQL and through the HTTP API.
 */
const CALLS = Number(process.env.BENCH_CALLS ?? 50);
const HISTORY_MESSAGES = 10_000;
const say = (line: string) => process.stdout.write(`${line}\n`);

interface Target {
  name: string;
  port: number;
  users: number;
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
}

async function prepare(database: DatabaseHandle, users: number) {
  const companyId = await largeAcme(database, users, (line) => say(`  ${line}`));
  const [defaultChannel] = await database.db
    .select({ id: contentProviders.id })
    .from(contentProviders)
    .where(
      and(eq(contentProviders.companyId, companyId), eq(contentProviders.isCompanyDefault, true)),
    );
  if (!defaultChannel) throw new Error('acme has no default channel');
  return { companyId, channelId: defaultChannel.id };
}

/** Fills the history to 10,000 messages of acme's default channel, each already sent. */
async function fillHistory(database: DatabaseHandle, companyId: string, channelId: string) {
  const [have] = await database.db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.companyId, companyId), eq(messages.kind, 'message')));
  const missing = HISTORY_MESSAGES - (have?.n ?? 0);
  if (missing <= 0) return;
  await database.db.execute(sql`insert into messages (company_id, content_provider_id, title,
      push_message, message, status, sent, recipients, date_created)
    select ${companyId}::uuid, ${channelId}::uuid, 'History ' || g, 'Message ' || g,
      '<p>Message ' || g || '</p>', 0, g % 1000, g % 1000,
      now() - g * interval '37 minutes'
    from generate_series(1, ${missing}::int) g`);
  // Fresh statistics, as autovacuum would gather them on a live server.
  await database.db.execute(sql`analyze messages`);
}

interface WorkerRun {
  seconds: number;
  startedAt: number;
  endedAt: number;
  maxRssKb: number;
}

/** Runs one bench worker process until no occurrence is left: its timing and peak RSS. */
function runWorker(env: Record<string, string>) {
  return new Promise<WorkerRun>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/fanoutWorker.ts'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`the bench worker exited with ${code}`));
      else {
        const last: unknown = JSON.parse(out.trim().split('\n').pop() ?? '{}');
        const field = (name: string) =>
          Number(last && typeof last === 'object' ? (last as Record<string, unknown>)[name] : NaN);
        resolve({
          seconds: field('seconds'),
          startedAt: field('startedAt'),
          endedAt: field('endedAt'),
          maxRssKb: field('maxRssKb'),
        });
      }
    });
  });
}

/**
 * `count` worker processes at once on what is due: from the first one's start to the last one's
 * end, and the largest peak RSS among them.
 */
async function runWorkers(env: Record<string, string>, count: number) {
  const runs = await Promise.all(Array.from({ length: count }, () => runWorker(env)));
  const span = Math.max(...runs.map((r) => r.endedAt)) - Math.min(...runs.map((r) => r.startedAt));
  return {
    seconds: count === 1 ? (runs[0]?.seconds ?? NaN) : span / 1000,
    maxRssKb: Math.max(...runs.map((r) => r.maxRssKb)),
  };
}

/** A message to every active app user of acme, due now: its id and its occurrence's. */
async function newBenchMessage(
  database: DatabaseHandle,
  input: { companyId: string; channelId: string; recipients: number; title: string },
  local?: { date: string; time: string },
  personal = false,
  audience: StoredAudience = { kind: 'all' },
) {
  const [message] = await database.db
    .insert(messages)
    .values({
      companyId: input.companyId,
      contentProviderId: input.channelId,
      audience,
      title: personal ? `${PERSONAL.title}: ${input.title}` : input.title,
      pushMessage: personal ? PERSONAL.pushMessage : 'One message to everyone',
      recipients: input.recipients,
      ...(local ? { localTimeSend: true, scheduleDate: local.date, scheduleTime: local.time } : {}),
    })
    .returning({ id: messages.id });
  if (!message) throw new Error('no message');
  if (personal)
    await database.db.insert(messageVariants).values({
      messageId: message.id,
      language: 'es',
      title: `${PERSONAL.titleEs}: ${input.title}`,
      pushMessage: PERSONAL.pushMessageEs,
      message: '<p>Un mensaje para todos.</p>',
    });
  const [occurrence] = await database.db
    .insert(messageOccurrences)
    .values({ messageId: message.id, dueAt: new Date() })
    .returning({ id: messageOccurrences.id });
  if (!occurrence) throw new Error('no occurrence');
  return { messageId: message.id, occurrenceId: occurrence.id };
}

/** The personalised, two-language send: merge fields in both versions, Spanish beside English. */
const PERSONAL = {
  title: 'Hi {{ firstname | default: "member" }}',
  pushMessage: '{{ firstname }} {{ lastname }} of {{ organisation }}: one message to everyone',
  titleEs: 'Hola {{ firstname | default: "miembro" }}',
  pushMessageEs: '{{ firstname }} {{ lastname }} de {{ organisation }}: un mensaje para todos',
};

/**
 * Every other app user of the company reads Spanish (by user id, so the split is the same on
 * every run); written once, so a rerun finds it done.
 */
async function halfInSpanish(database: DatabaseHandle, companyId: string) {
  await database.db.execute(sql`update mobile_users set language = 'es'
    where company_id = ${companyId}::uuid and language is null
      and ('x' || substr(md5(id::text), 1, 8))::bit(32)::int % 2 = 0`);
  // Half a million rows rewritten leave as many dead ones: cleared, as autovacuum would.
  await database.db.execute(sql`vacuum analyze mobile_users`);
}

/** Receipts of an occurrence: all, distinct users, outbox rows. */
async function tallyOf(database: DatabaseHandle, occurrenceId: string) {
  const [written] = await rowsOf(
    database.db,
    sql`select count(*)::int as receipts, count(distinct mobile_user_id)::int as users,
        count(*) filter (where channel = 'capped')::int as capped,
        (select count(*) from delivery_outbox o join message_receipts r on r.id = o.receipt_id
          where r.occurrence_id = ${occurrenceId})::int as outbox
      from message_receipts where occurrence_id = ${occurrenceId}`,
  );
  return {
    receipts: Number(written?.receipts),
    users: Number(written?.users),
    capped: Number(written?.capped),
    outbox: Number(written?.outbox),
  };
}

/** How many of an occurrence's receipts got the Spanish version. */
async function spanishReceipts(database: DatabaseHandle, occurrenceId: string) {
  const [row] = await rowsOf(
    database.db,
    sql`select count(*)::int as n from message_receipts
      where occurrence_id = ${occurrenceId} and language = 'es'`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The bench's receipts go again, so repeated runs measure the same database. A million dead rows
 * left in the tables and their indexes slow the next run's writes by half; production tables see
 * no such mass deletes, so the next run starts from a clean state.
 */
async function removeBenchMessage(database: DatabaseHandle, messageId: string, keepCounts = false) {
  const { db } = database;
  const receipts = sql`select r.id from message_receipts r
    join message_occurrences o on o.id = r.occurrence_id where o.message_id = ${messageId}`;
  await db.execute(sql`delete from delivery_outbox where receipt_id in (${receipts})`);
  await db.execute(sql`delete from message_receipts where occurrence_id in
    (select id from message_occurrences where message_id = ${messageId})`);
  await db.delete(messages).where(eq(messages.id, messageId));
  if (!keepCounts) await db.execute(sql`delete from recipient_send_counts`);
  await db.execute(sql`vacuum analyze message_receipts, delivery_outbox, recipient_send_counts`);
}

const fmt = (n: number) => n.toLocaleString('en-US');

interface Variant {
  name: string;
  workers: number;
  /** The company's rules for the run, put back after it. */
  rules?: { quietStart?: number; quietEnd?: number; cap?: number };
  localTime?: boolean;
  /** Leaves the frequency-cap counts for the next run: its message is the period's second. */
  keepCounts?: boolean;
  /** Merge fields and a Spanish version, half the members reading Spanish. */
  personal?: boolean;
  /** One member in twenty opted out of push, one in a hundred with quiet hours of their own. */
  optOuts?: boolean;
  /** To a saved segment with an engagement condition, evaluated as the send goes out. */
  segment?: boolean;
}

/**
 * A saved segment as an organisation keeps one: registered members on a phone, in any of three
 * of its custom-field values or none set, who have not confirmed a message in 30 days. A third
 * of the members get engagement facts, half of those a confirmation within the 30 days.
 * Removed again with `on` false.
 */
async function benchSegment(
  database: DatabaseHandle,
  companyId: string,
  on: boolean,
): Promise<StoredAudience> {
  const { db } = database;
  if (!on) {
    await db.execute(sql`delete from segments where company_id = ${companyId} and name = 'Bench'`);
    await db.execute(sql`delete from member_engagement where company_id = ${companyId}`);
    return { kind: 'all' };
  }
  await db.execute(sql`insert into member_engagement
      (mobile_user_id, company_id, last_received_at, last_opened_at, last_confirmed_at)
    select id, company_id, now() - interval '2 days', now() - interval '2 days',
      case when hashtext(id::text) % 6 = 0 then now() - interval '5 days'
        else now() - interval '90 days' end
    from mobile_users where company_id = ${companyId} and hashtext(id::text) % 3 = 0
    on conflict (mobile_user_id) do nothing`);
  // Vacuumed as autovacuum soon would after such an insert: the fan-out probes the facts by
  // their key, and a freshly loaded table makes every probe check each row's visibility.
  await db.execute(sql`vacuum analyze member_engagement`);
  const rule: SegmentRule = {
    match: 'all',
    conditions: [
      { field: 'registration', values: ['registered'] },
      { field: 'platform', values: ['ios', 'android'] },
      { field: 'engagement', event: 'confirmed', withinDays: 30, negate: true },
    ],
  };
  const [segment] = await db
    .insert(segments)
    .values({ companyId, name: 'Bench', rule })
    .returning({ id: segments.id });
  if (!segment) throw new Error('no segment');
  return { kind: 'users', filter: { segmentId: segment.id } };
}

/** Opt-outs and members' own quiet hours as a large organisation has them (removed after). */
async function someOptedOut(database: DatabaseHandle, companyId: string, on: boolean) {
  if (!on) {
    await database.db.execute(sql`delete from member_opt_outs where company_id = ${companyId}`);
    await database.db.execute(sql`delete from member_quiet_hours where company_id = ${companyId}`);
    return;
  }
  await database.db.execute(sql`insert into member_opt_outs
      (company_id, mobile_user_id, delivery, source)
    select company_id, id, 'push', 'app' from mobile_users
    where company_id = ${companyId} and hashtext(id::text) % 20 = 0`);
  await database.db
    .execute(sql`insert into member_quiet_hours (mobile_user_id, company_id, start, "end")
    select id, company_id, 1320, 420 from mobile_users
    where company_id = ${companyId} and hashtext(id::text) % 100 = 1`);
  await database.db.execute(sql`analyze member_opt_outs`);
}

/**
 * The same send to everyone again, with two workers sharing it, and with each recipient rule on:
 * the rate of each beside the plain one-worker rate, so what a rule costs shows as a share.
 */
async function fanOutVariants(
  database: DatabaseHandle,
  target: Target,
  input: { companyId: string; channelId: string; recipients: number; baseline: number },
) {
  const variants: Variant[] = [
    { name: 'two workers sharing the message', workers: 2 },
    {
      name: 'quiet hours on (21:00 to 08:00)',
      workers: 1,
      rules: { quietStart: 1260, quietEnd: 480 },
    },
    {
      name: 'frequency cap on (5 a day), first message of the day',
      workers: 1,
      rules: { cap: 5 },
      keepCounts: true,
    },
    { name: 'frequency cap on (5 a day), second message', workers: 1, rules: { cap: 5 } },
    { name: "at 09:00 on each recipient's clock", workers: 1, localTime: true },
    { name: 'personalised, two languages (half in Spanish)', workers: 1, personal: true },
    {
      name: '5 % opted out of push, 1 % with their own quiet hours',
      workers: 1,
      optOuts: true,
    },
    {
      name: 'segment: registered, on a phone, not confirmed in 30 days',
      workers: 1,
      segment: true,
    },
  ];
  // BENCH_FANOUT_VARIANTS=<regular expression> runs only the runs it matches.
  const only = new RegExp(process.env.BENCH_FANOUT_VARIANTS ?? '', 'i');
  say('\n| run | seconds | recipients/s | beside one worker, no rules |');
  say('| --- | --- | --- | --- |');
  say(`| one worker, no rules | | ${fmt(input.baseline)} | 100 % |`);
  for (const variant of variants.filter((v) => only.test(v.name))) {
    const { rules } = variant;
    await database.db.execute(sql`update companies set
        quiet_hours_start = ${rules?.quietStart ?? null}, quiet_hours_end = ${rules?.quietEnd ?? null},
        frequency_cap = ${rules?.cap ?? null}
      where id = ${input.companyId}`);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    if (variant.personal) await halfInSpanish(database, input.companyId);
    if (variant.optOuts) await someOptedOut(database, input.companyId, true);
    const audience = await benchSegment(database, input.companyId, variant.segment === true);
    const sent = await newBenchMessage(
      database,
      { ...input, title: `Fan-out bench: ${variant.name}` },
      variant.localTime ? { date: tomorrow, time: '09:00' } : undefined,
      variant.personal,
      audience,
    );
    const run = await runWorkers(target.env, variant.workers);
    const tally = await tallyOf(database, sent.occurrenceId);
    if (variant.optOuts) await someOptedOut(database, input.companyId, false);
    if (variant.segment) await benchSegment(database, input.companyId, false);
    await database.db.execute(sql`update companies set quiet_hours_start = null,
        quiet_hours_end = null, frequency_cap = null where id = ${input.companyId}`);
    if (tally.users !== tally.receipts) throw new Error(`${variant.name}: a recipient twice`);
    const spanish = variant.personal ? await spanishReceipts(database, sent.occurrenceId) : 0;
    const rate = tally.receipts / run.seconds;
    say(
      `| ${variant.name} (${fmt(tally.receipts)} receipts, each user once${tally.capped ? `, ${fmt(tally.capped)} capped` : ''}${spanish ? `, ${fmt(spanish)} in Spanish` : ''}) | ${run.seconds.toFixed(1)} | ${fmt(Math.round(rate))} | ${Math.round((rate / input.baseline) * 100)} % |`,
    );
    await removeBenchMessage(database, sent.messageId, variant.keepCounts);
  }
}

async function benchTarget(target: Target) {
  say(`\n== ${target.name}: acme with ${target.users.toLocaleString('en-US')} app users`);
  let database = await target.open();
  const { companyId, channelId } = await prepare(database, target.users);
  await fillHistory(database, companyId, channelId);
  const channel = await loadSendingChannel(database.db, companyId, channelId);
  if (!channel) throw new Error('no sending channel');
  const audience = await countAudience(database.db, {
    channel,
    device: 'all',
    audience: { kind: 'all' },
  });
  const sent = await newBenchMessage(database, {
    companyId,
    channelId,
    recipients: audience.total,
    title: 'Fan-out bench',
  });
  const message = { id: sent.messageId };
  // The embedded database is one process's: hand it to the worker and take it back after.
  if (target.env.BENCH_PGLITE_DIR) await database.close();

  const run = await runWorkers(target.env, 1);
  if (target.env.BENCH_PGLITE_DIR) database = await target.open();
  const written = await tallyOf(database, sent.occurrenceId);
  const { receipts } = written;
  const baseline = Math.round(receipts / run.seconds);
  say('| measure | value |');
  say('| --- | --- |');
  say(
    `| audience | ${fmt(audience.total)} (push ${fmt(audience.push)}, SMS ${audience.sms}, email ${audience.email}, none ${fmt(audience.none)}) |`,
  );
  say(
    `| receipts written | ${fmt(receipts)} (distinct users ${fmt(written.users)}, outbox rows ${fmt(written.outbox)}) |`,
  );
  say(`| fan-out, one worker | ${run.seconds.toFixed(1)} s = ${fmt(baseline)} recipients/s |`);
  say(`| worker peak RSS | ${(run.maxRssKb / 1024).toFixed(0)} MB |`);

  // The repository calls the routes make, so the API's overhead over them is what shows.
  const [admin] = await database.db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, 'admin@acme.test'));
  const scope: Scope = {
    kind: 'company',
    adminId: admin?.id ?? '',
    companyId,
    companySlug: 'acme',
  };
  const repository = createMessageHistory(database.db);
  const history = (i: number) =>
    repository.list(scope, 'all', { offset: (i * 10) % 1000, limit: 10 });
  const receiptsPage = (i: number) =>
    repository.detail(scope, message.id, { offset: (i * 10) % 1000, limit: 10 });
  await history(0);
  await receiptsPage(0);
  const historyTimes = await timeEach(CALLS, history);
  const receiptTimes = await timeEach(Math.min(CALLS, 20), receiptsPage);
  say(
    `| history list, 10,000 messages (SQL) | p50 ${ms(percentile(historyTimes, 50))}, p95 ${ms(percentile(historyTimes, 95))} |`,
  );
  say(
    `| a page of the big message's receipts (SQL) | p50 ${ms(percentile(receiptTimes, 50))}, p95 ${ms(percentile(receiptTimes, 95))} |`,
  );

  // The same two reads through the HTTP API, served by its own process (not sending).
  if (target.env.BENCH_PGLITE_DIR) await database.close();
  const server = await startApiServer({ ...target.env, DELIVERY_WORKER: 'off' }, target.port);
  try {
    const login = await fetch(`${server.url}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@acme.test', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const get = async (path: string) => {
      const response = await fetch(`${server.url}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      await response.arrayBuffer();
    };
    const historyPath = (i: number) => `/messages/all?limit=10&offset=${(i * 10) % 1000}`;
    const receiptsPath = (i: number) =>
      `/messages/acme/message/${message.id}?limit=10&offset=${(i * 10) % 1000}`;
    await get(historyPath(0));
    await get(receiptsPath(0));
    const apiHistory = await timeEach(CALLS, (i) => get(historyPath(i)));
    // Each answer counts the receipts by status, so fewer calls keep the bench short.
    const apiReceipts = await timeEach(Math.min(CALLS, 20), (i) => get(receiptsPath(i)));
    say(
      `| history list, 10,000 messages (API, GET /messages/all) | p50 ${ms(percentile(apiHistory, 50))}, p95 ${ms(percentile(apiHistory, 95))} |`,
    );
    say(
      `| a page of the big message's receipts (API, GET /messages/acme/message/{id}, first 100 pages) | p50 ${ms(percentile(apiReceipts, 50))}, p95 ${ms(percentile(apiReceipts, 95))} |`,
    );
  } finally {
    await server.stop();
  }
  if (target.env.BENCH_PGLITE_DIR) database = await target.open();

  await removeBenchMessage(database, message.id);
  // Several worker processes share one database only on PostgreSQL.
  if (!target.env.BENCH_PGLITE_DIR && process.env.BENCH_FANOUT_VARIANTS !== '0') {
    await fanOutVariants(database, target, {
      companyId,
      channelId,
      recipients: audience.total,
      baseline,
    });
  }
  await database.close();
}

const targets: Target[] = [];
const pgUrl = process.env.DATABASE_URL;
if (pgUrl) {
  targets.push({
    name: 'PostgreSQL',
    port: 4760,
    users: Number(process.env.BENCH_USERS ?? 1_000_000),
    env: { DATABASE_URL: pgUrl },
    open: () => Promise.resolve(openPostgres(pgUrl, 4)),
  });
}
if (process.env.BENCH_PGLITE !== '0') {
  const dataDir = process.env.BENCH_PGLITE_DIR ?? (await mkdtemp(join(tmpdir(), 'tidings-bench-')));
  await mkdir(dataDir, { recursive: true });
  targets.push({
    name: 'PGlite (embedded)',
    port: 4761,
    users: Number(process.env.BENCH_PGLITE_USERS ?? 200_000),
    env: { BENCH_PGLITE_DIR: dataDir, DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => openPglite({ dataDir: join(dataDir, 'pglite') }),
  });
}
for (const target of targets) await benchTarget(target);
