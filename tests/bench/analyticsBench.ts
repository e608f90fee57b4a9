import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../../server/config';
import { openPostgres, type DatabaseHandle } from '../../server/db/client';
import { contentProviders } from '../../server/db/schema/channels';
import { companies } from '../../server/db/schema/companies';
import { messageOccurrences, messages } from '../../server/db/schema/messages';
import { seedDemo } from '../../server/db/seed/demo';
import { seedLargeCompany } from '../../server/db/seed/large';
import { createAnalyticsService } from '../../server/modules/analytics/service';
import { rowsOf } from '../../server/modules/delivery/sqlRowsRepository';
import { createDeliveryWorker } from '../../server/modules/delivery/worker';
import type { Scope } from '../../server/plugins/tenancy';
import { createOutboxProvider } from '../../server/providers/delivery';
import { ms, percentile, timeEach } from './stats';

/**
 * `npm run bench:analytics`, on a PostgreSQL database of its own (`analytics_bench` beside
 * TEST_DATABASE_URL's, dropped and made again each run):
 * 1. the kept daily rollups of a big organisation, generated directly: a year × BENCH_CHANNELS
 *    channels × push, SMS and email × BENCH_TYPES message types, holding 10,000,000 receipts'
 *    worth of recipients, beside BENCH_OTHER_COMPANIES smaller organisations; then random
 *    ranges of up to a year (by day and by week, the organisation's and one channel's) through
 *    the analytics service, p50/p95 against 100 ms;
 * 2. what keeping the rollups and the engagement facts costs the fan-out: BENCH_FANOUT_USERS
 *    app users sent one message with the triggers of migration 0068 on and one with them off,
 *    twice each, alternately, in this process (recipients a second, the better run of each).
 */
const CALLS = Number(process.env.BENCH_CALLS ?? 100);
const CHANNELS = Number(process.env.BENCH_CHANNELS ?? 20);
const TYPES = Number(process.env.BENCH_TYPES ?? 6);
const OTHERS = Number(process.env.BENCH_OTHER_COMPANIES ?? 50);
const RECEIPTS = 10_000_000;
const FANOUT_USERS = Number(process.env.BENCH_FANOUT_USERS ?? 200_000);
const TARGET_MS = 100;
const say = (line: string) => process.stdout.write(`${line}\n`);

const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const benchUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = '/analytics_bench';
  return url.toString();
})();

async function freshDatabase(): Promise<DatabaseHandle> {
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(adminUrl), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  try {
    await admin.query('drop database if exists analytics_bench with (force)');
    await admin.query('create database analytics_bench');
  } finally {
    await admin.end();
  }
  const database = openPostgres(benchUrl, 4);
  await database.migrate();
  return database;
}

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The rollups of one organisation: a year of days × channels × delivery channels × types. */
async function generateRollups(
  database: DatabaseHandle,
  companyId: string,
  channels: number,
  types: number,
  recipientsPerRow: number,
) {
  await database.db.execute(sql`insert into engagement_daily (channel_id, day, delivery_channel,
      message_type, company_id, sends, recipients, handed, stored, failed, opened, confirmed,
      feedback_yes, feedback_no)
    select ch.id, current_date - d, dc, 'Type ' || t, ${companyId}::uuid, 2,
      case when dc = 'all' then 0 else r end,
      case when dc = 'all' then 0 else r * 97 / 100 end, 0,
      case when dc = 'all' then 0 else r * 3 / 100 end,
      case when dc = 'all' then 0 else r * 45 / 100 end,
      case when dc = 'all' then 0 else r * 20 / 100 end,
      case when dc = 'all' then 0 else r * 8 / 100 end,
      case when dc = 'all' then 0 else r * 2 / 100 end
    from generate_series(0, 365) d,
      (select gen_random_uuid() as id from generate_series(1, ${channels})) ch,
      unnest(array['push', 'sms', 'email', 'all']) dc,
      generate_series(1, ${types}) t,
      lateral (select ${recipientsPerRow}::bigint + (d % 7) as r) x`);
  // The organisation's own rows: its channels' summed, as the triggers keep them.
  await database.db.execute(sql`insert into engagement_daily_org (company_id, day,
      delivery_channel, message_type, sends, recipients, handed, stored, failed, opened,
      confirmed, feedback_yes, feedback_no)
    select company_id, day, delivery_channel, message_type, sum(sends), sum(recipients),
      sum(handed), sum(stored), sum(failed), sum(opened), sum(confirmed), sum(feedback_yes),
      sum(feedback_no)
    from engagement_daily where company_id = ${companyId}::uuid group by 1, 2, 3, 4`);
}

async function benchReads(database: DatabaseHandle) {
  const { db } = database;
  const company = (
    await rowsOf(
      db,
      sql`insert into companies (company_id, name)
    values ('analytics-big', 'Analytics big') returning id`,
    )
  )[0];
  const companyId = String(company?.id);
  const rows = 366 * CHANNELS * 3 * TYPES;
  const perRow = Math.round(RECEIPTS / rows);
  say(
    `Generating the rollups: ${CHANNELS} channels × 3 delivery channels × ${TYPES} types × 366 days`,
  );
  await generateRollups(database, companyId, CHANNELS, TYPES, perRow);
  for (let i = 0; i < OTHERS; i++) {
    const other = (
      await rowsOf(
        db,
        sql`insert into companies (company_id, name)
      values (${`analytics-${i}`}, ${`Analytics ${i}`}) returning id`,
      )
    )[0];
    await generateRollups(database, String(other?.id), 3, 2, 20);
  }
  await db.execute(sql`vacuum analyze engagement_daily`);
  await db.execute(sql`vacuum analyze engagement_daily_org`);
  const [count] = await rowsOf(
    db,
    sql`select count(*)::int as rows,
      (select sum(recipients) from engagement_daily where company_id = ${companyId})::bigint as big
    from engagement_daily`,
  );
  say(
    `  ${Number(count?.rows).toLocaleString('en-US')} rollup rows; the big organisation's hold ${Number(count?.big).toLocaleString('en-US')} recipients`,
  );
  const [channel] = await rowsOf(
    db,
    sql`select channel_id from engagement_daily
    where company_id = ${companyId} limit 1`,
  );
  const channelId = String(channel?.channel_id);

  const service = createAnalyticsService(db);
  const companyScope: Scope = {
    kind: 'company',
    adminId: '00000000-0000-0000-0000-000000000001',
    companyId,
    companySlug: 'analytics-big',
  };
  const channelScope: Scope = {
    adminId: companyScope.adminId,
    companyId,
    companySlug: 'analytics-big',
    kind: 'channel',
    channelId,
  };
  const today = Date.now();
  // A range of the year at random: 1 to 366 days ending on any day of it; the first call of
  // each case a full year.
  const rangeAt = (i: number) => {
    const days = i === 0 ? 366 : 1 + Math.floor(Math.random() * 366);
    const end = today - Math.floor(Math.random() * (367 - days)) * DAY_MS;
    return { from: dayOf(end - (days - 1) * DAY_MS), to: dayOf(end) };
  };
  const cases = [
    { name: 'organisation, by day', scope: companyScope, interval: 'day' as const },
    { name: 'organisation, by week', scope: companyScope, interval: 'week' as const },
    { name: 'one channel, by day', scope: channelScope, interval: 'day' as const },
    { name: 'one channel, by week', scope: channelScope, interval: 'week' as const },
  ];
  const results: string[] = [];
  for (const c of cases) {
    // Warm: the first few calls read the pages from disk.
    for (let i = 0; i < 3; i++)
      await service.report(c.scope, { ...rangeAt(0), interval: c.interval });
    const year = await timeEach(Math.max(10, CALLS / 5), () =>
      service.report(c.scope, { ...rangeAt(0), interval: c.interval }),
    );
    const any = await timeEach(CALLS, (i) =>
      service.report(c.scope, { ...rangeAt(i), interval: c.interval }),
    );
    const line = `  ${c.name}: a whole year p50 ${ms(percentile(year, 50))} p95 ${ms(percentile(year, 95))}; any range p50 ${ms(percentile(any, 50))} p95 ${ms(percentile(any, 95))}`;
    say(line);
    results.push(
      `${percentile(year, 95) < TARGET_MS && percentile(any, 95) < TARGET_MS ? 'ok  ' : 'SLOW'} ${c.name}`,
    );
  }
  const credits = await timeEach(20, () => service.credits(companyScope, rangeAt(0)));
  say(`  credits per month, a year: p95 ${ms(percentile(credits, 95))}`);
  return results;
}

const TRIGGERS = [
  ['message_receipts', 'engagement_receipts_insert'],
  ['delivery_progress', 'engagement_progress_insert'],
  ['delivery_progress', 'engagement_progress_update'],
  ['messages', 'engagement_messages_update'],
] as const;

async function setTriggers(database: DatabaseHandle, on: boolean) {
  for (const [table, trigger] of TRIGGERS) {
    await database.db.execute(
      sql.raw(`alter table ${table} ${on ? 'enable' : 'disable'} trigger ${trigger}`),
    );
  }
}

async function benchFanOut(database: DatabaseHandle) {
  const { db } = database;
  say(`\nSeeding the demo and ${FANOUT_USERS.toLocaleString('en-US')} app users of acme...`);
  await seedDemo(db);
  const [acme] = await db.select().from(companies).where(eq(companies.companyId, 'acme'));
  if (!acme) throw new Error('no acme');
  const channels = await db
    .select()
    .from(contentProviders)
    .where(eq(contentProviders.companyId, acme.id));
  await seedLargeCompany(db, {
    companyId: acme.id,
    slug: 'acme',
    users: FANOUT_USERS,
    primaryChannelId: channels.find((c) => c.isLocal)?.id ?? '',
    hybridChannelId: channels.find((c) => c.allowRegistration)?.id ?? '',
  });
  await db.execute(sql`vacuum analyze`);
  const defaultChannel = channels.find((c) => c.isCompanyDefault);
  if (!defaultChannel) throw new Error('acme has no default channel');
  const delivery = loadConfig().delivery;
  const worker = createDeliveryWorker({
    db,
    clock: () => new Date(),
    workerId: 'analytics-bench',
    batchSize: delivery.batchSize,
    providers: {
      push: createOutboxProvider(),
      sms: createOutboxProvider(),
      email: createOutboxProvider(),
    },
    consoleUrl: 'http://localhost:3000',
  });
  const sendOnce = async (title: string) => {
    const [message] = await db
      .insert(messages)
      .values({
        companyId: acme.id,
        contentProviderId: defaultChannel.id,
        title,
        pushMessage: 'One message to everyone',
      })
      .returning({ id: messages.id });
    if (!message) throw new Error('no message');
    const [occurrence] = await db
      .insert(messageOccurrences)
      .values({ messageId: message.id, dueAt: new Date() })
      .returning({ id: messageOccurrences.id });
    if (!occurrence) throw new Error('no occurrence');
    const started = performance.now();
    while (await worker.runOnce()) {
      /* until the send is done */
    }
    const seconds = (performance.now() - started) / 1000;
    const [written] = await rowsOf(
      db,
      sql`select count(*)::int as n from message_receipts where occurrence_id = ${occurrence.id}`,
    );
    await db.execute(sql`checkpoint`).catch(() => undefined);
    return Number(written?.n) / seconds;
  };
  const rates = { on: [] as number[], off: [] as number[] };
  for (const round of [1, 2]) {
    for (const on of [true, false]) {
      await setTriggers(database, on);
      const rate = await sendOnce(`Round ${round} ${on ? 'kept' : 'not kept'}`);
      (on ? rates.on : rates.off).push(rate);
      say(
        `  round ${round}, rollups and facts ${on ? 'kept' : 'not kept'}: ${Math.round(rate).toLocaleString('en-US')} recipients/s`,
      );
    }
  }
  await setTriggers(database, true);
  const best = (list: number[]) => Math.max(...list);
  const share = 1 - best(rates.on) / best(rates.off);
  say(
    `  the better run kept ${Math.round(best(rates.on)).toLocaleString('en-US')}/s against ${Math.round(best(rates.off)).toLocaleString('en-US')}/s: ${(share * 100).toFixed(1)} % of the rate`,
  );
  const [facts] = await rowsOf(
    db,
    sql`select count(*)::int as n from member_engagement
    where company_id = ${acme.id} and last_received_at is not null`,
  );
  say(`  members with a last received time: ${Number(facts?.n).toLocaleString('en-US')}`);
}

const database = await freshDatabase();
try {
  say('Engagement rollups: ranges of a year');
  const results = await benchReads(database);
  await benchFanOut(database);
  say('\nTargets (p95 under 100 ms for a whole year and for any range of it):');
  for (const line of results) say(`  ${line}`);
} finally {
  await database.close();
}
