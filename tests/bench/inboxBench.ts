import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type DatabaseHandle } from '../../server/db/client';
import { selectRows } from '../../server/db/rows';
import { issueAppToken } from '../../server/modules/devices/public';
import { startApiServer } from './apiServer';
import { ms, percentile, timeEach } from './stats';

/**
 * `npm run bench:inbox`: the member's app inbox through the real HTTP API (the compiled server)
 * on PostgreSQL (DATABASE_URL, or tidings_inbox_bench on 127.0.0.1, created if absent). Builds
 * once: a company of MEMBERS members (default 1,000,000) and MESSAGES messages (default 10,000),
 * each sent to RECEIPTS / MESSAGES members (default 5,000,000 receipts in all), and one member
 * who got every message (10,000 receipts), nineteen in twenty of them read. Then times, as that
 * member's app: the first page, pages deep in the inbox by their cursors, and the unread count.
 * The target: p95 under 50 ms.
 */
const URL_DEFAULT = 'postgres://postgres@127.0.0.1:5432/tidings_inbox_bench';
const url = process.env.DATABASE_URL ?? URL_DEFAULT;
const MEMBERS = Number(process.env.INBOX_BENCH_MEMBERS ?? 1_000_000);
const MESSAGES = Number(process.env.INBOX_BENCH_MESSAGES ?? 10_000);
const RECEIPTS = Number(process.env.INBOX_BENCH_RECEIPTS ?? 5_000_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const API_PORT = 4731;
const SLUG = `inboxbench${MEMBERS}x${RECEIPTS}`;
const say = (line: string) => process.stdout.write(`${line}\n`);

async function ensureDatabase(): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '')}"`);
  } finally {
    await admin.end();
  }
}

interface Fixture {
  companyId: string;
  /** The member who got every message. */
  memberId: string;
}

async function existing(database: DatabaseHandle): Promise<Fixture | null> {
  const [row] = await selectRows<{ company_id: string; member_id: string }>(
    database.db,
    sql`select c.id::text as company_id, u.id::text as member_id
      from companies c join mobile_users u on u.company_id = c.id and u.first_name = 'Inbox'
      where c.company_id = ${SLUG} limit 1`,
  );
  return row ? { companyId: row.company_id, memberId: row.member_id } : null;
}

async function timed(label: string, run: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await run();
  say(`  ${label}: ${ms(performance.now() - started)}`);
}

/**
 * The company, its members and messages, the receipts (with the fan-out's triggers, so counts
 * and boards are kept as they would be) and the one member with every message.
 */
async function build(database: DatabaseHandle): Promise<Fixture> {
  const { db } = database;
  const started = performance.now();
  const [ids] = await selectRows<{ company_id: string; channel_id: string }>(
    db,
    sql`with c as (
        insert into companies (company_id, name) values (${SLUG}, 'Inbox bench') returning id),
      ch as (
        insert into content_providers (company_id, client_name, is_company_default)
        select id, 'Inbox bench channel', true from c returning id, company_id)
      select company_id::text, id::text as channel_id from ch`,
  );
  if (!ids) throw new Error('could not create the bench company');
  await db.execute(sql`drop table if exists inbox_bench_members`);
  await timed(`${MEMBERS.toLocaleString('en-US')} members`, async () => {
    const chunk = 250_000;
    for (let done = 0; done < MEMBERS; done += chunk) {
      const rows = Math.min(chunk, MEMBERS - done);
      await db.execute(sql`insert into mobile_users (company_id, first_name, last_name, email,
          platform)
        select ${ids.company_id}::uuid, 'Bench', 'Member ' || g, 'inbox' || g || '@bench.test',
          'android'
        from generate_series(${done + 1}::int, ${done + rows}::int) g`);
    }
    await db.execute(sql`insert into mobile_users (company_id, first_name, last_name, platform)
      values (${ids.company_id}::uuid, 'Inbox', 'Reader', 'ios')`);
    await db.execute(sql`create unlogged table inbox_bench_members as
      select (row_number() over (order by id))::int as i, id from mobile_users
      where company_id = ${ids.company_id}::uuid and first_name = 'Bench'`);
    await db.execute(sql`create index on inbox_bench_members (i)`);
  });
  // One message a minute, the newest now; a tenth ask for confirmation, every fifth greets by name.
  await timed(`${MESSAGES.toLocaleString('en-US')} messages`, () =>
    db.execute(sql`with m as (
        insert into messages (company_id, content_provider_id, title, push_message, message,
          is_read_required, enable_feedback, status, recipients, sent, date_created)
        select ${ids.company_id}::uuid, ${ids.channel_id}::uuid, 'Bench message ' || g,
          case when g % 5 = 0 then 'Hello {{ firstname }}, news ' || g else 'News ' || g end,
          '<p>News number ' || g || '</p>', g % 10 = 0, g % 10 = 0, 0,
          ${Math.round(RECEIPTS / MESSAGES) + 1}, ${Math.round(RECEIPTS / MESSAGES) + 1},
          now() - (${MESSAGES} - g) * interval '1 minute'
        from generate_series(1, ${MESSAGES}::int) g
        returning id, date_created)
      insert into message_occurrences (message_id, due_at, state, completed_at)
      select id, date_created, 'done', date_created from m`),
  );
  await db.execute(sql`drop table if exists inbox_bench_occurrences`);
  await db.execute(sql`create unlogged table inbox_bench_occurrences as
    select (row_number() over (order by o.due_at))::int as k, o.id, o.due_at
    from message_occurrences o join messages m on m.id = o.message_id
    where m.company_id = ${ids.company_id}::uuid`);
  const perMessage = Math.max(1, Math.floor(RECEIPTS / MESSAGES));
  await timed(`${(perMessage * MESSAGES).toLocaleString('en-US')} receipts`, async () => {
    const chunk = Math.max(1, Math.floor(500_000 / perMessage));
    for (let from = 1; from <= MESSAGES; from += chunk) {
      // Message k reaches perMessage members from the (k * perMessage)th on, round the company.
      await db.execute(sql`insert into message_receipts (occurrence_id, mobile_user_id, channel,
          sent_at, read_at)
        select o.id, bm.id, 'push', o.due_at, case when g % 3 = 0 then o.due_at end
        from inbox_bench_occurrences o
        cross join generate_series(0, ${perMessage - 1}::int) g
        join inbox_bench_members bm
          on bm.i = 1 + ((o.k::bigint * ${perMessage} + g) % ${MEMBERS})
        where o.k between ${from} and ${from + chunk - 1}`);
    }
  });
  await timed('the reader: a receipt of every message, 19 in 20 read', () =>
    db.execute(sql`insert into message_receipts (occurrence_id, mobile_user_id, channel, sent_at,
        read_at)
      select o.id, u.id, 'push', o.due_at, case when o.k % 20 <> 0 then o.due_at end
      from inbox_bench_occurrences o
      join mobile_users u on u.company_id = ${ids.company_id}::uuid and u.first_name = 'Inbox'`),
  );
  await db.execute(sql`drop table inbox_bench_members`);
  await db.execute(sql`drop table inbox_bench_occurrences`);
  await timed('analyze', async () => {
    await db.execute(sql`analyze message_receipts`);
    await db.execute(sql`analyze mobile_users`);
    await db.execute(sql`analyze messages`);
    await db.execute(sql`analyze message_occurrences`);
  });
  say(`  built in ${ms(performance.now() - started)}`);
  const fixture = await existing(database);
  if (!fixture) throw new Error('the bench reader is missing');
  return fixture;
}

interface Page {
  data: { messages: { receiptId: string }[]; nextCursor: string | null; unread: number };
}

async function main(): Promise<void> {
  await ensureDatabase();
  const database = openPostgres(url, 4);
  await database.migrate();
  say(
    `app inbox: ${MEMBERS.toLocaleString('en-US')} members, ${MESSAGES.toLocaleString('en-US')} messages, ~${RECEIPTS.toLocaleString('en-US')} receipts`,
  );
  const fixture = (await existing(database)) ?? (await build(database));
  const [counted] = await selectRows<{ receipts: string; mine: string }>(
    database.db,
    sql`select (select reltuples::bigint from pg_class where relname = 'message_receipts')::text
        as receipts,
      (select count(*) from message_receipts where mobile_user_id = ${fixture.memberId})::text
        as mine`,
  );
  say(`  receipts in the table (estimate): ${Number(counted?.receipts).toLocaleString('en-US')}`);
  say(`  the reader's receipts: ${Number(counted?.mine).toLocaleString('en-US')}`);
  const token = await issueAppToken(database.db, {
    mobileUserId: fixture.memberId,
    companyId: fixture.companyId,
  });
  await database.close();

  // No rate limit here: one token calls far more than an app would. Each call still counts.
  const api = await startApiServer(
    { DATABASE_URL: url, DELIVERY_WORKER: 'off', APP_CALLS_PER_MINUTE: '0' },
    API_PORT,
  );
  try {
    const get = async (path: string): Promise<Page> => {
      const response = await fetch(`${api.url}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.status !== 200)
        throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as Page;
    };
    // The whole inbox once, by its cursor: every page's cursor, for the deep pages below.
    const cursors: string[] = [];
    let seen = 0;
    const walkStarted = performance.now();
    let cursor: string | null = null;
    do {
      const page: Page = await get(`/app/inbox?limit=20${cursor ? `&cursor=${cursor}` : ''}`);
      seen += page.data.messages.length;
      cursor = page.data.nextCursor;
      if (cursor) cursors.push(cursor);
    } while (cursor);
    const walkMs = performance.now() - walkStarted;
    say(
      `  the whole inbox by its cursor: ${seen.toLocaleString('en-US')} messages in ${cursors.length + 1} pages, ${ms(walkMs)} (${ms(walkMs / (cursors.length + 1))} a page)`,
    );
    const unread = (await get('/app/inbox/unread-count')) as unknown as {
      data: { unread: number };
    };
    say(`  unread (counted among the newest 1,000, up to 100): ${unread.data.unread}`);

    const line = (name: string, durations: number[]) =>
      `  ${name.padEnd(34)} p50 ${ms(percentile(durations, 50))}, p95 ${ms(percentile(durations, 95))}, max ${ms(Math.max(...durations))}`;
    say(`\n${CALLS} calls each, one after another, through HTTP (the machine is shared):`);
    say(line('first page (20)', await timeEach(CALLS, () => get('/app/inbox'))));
    say(
      line(
        'deep pages (20) by cursor',
        await timeEach(CALLS, (i) =>
          get(`/app/inbox?cursor=${cursors[(i * 37) % cursors.length] ?? ''}`),
        ),
      ),
    );
    say(
      line(
        'deep pages (50) by cursor',
        await timeEach(CALLS, (i) =>
          get(`/app/inbox?limit=50&cursor=${cursors[(i * 53) % cursors.length] ?? ''}`),
        ),
      ),
    );
    say(line('unread count', await timeEach(CALLS, () => get('/app/inbox/unread-count'))));
  } finally {
    await api.stop();
  }
}

await main();
