import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type DatabaseHandle } from '../../server/db/client';
import { selectRows } from '../../server/db/rows';
import { createMessageBoard } from '../../server/modules/messages/boardRepository';
import type { Scope } from '../../server/plugins/tenancy';
import { ms, percentile, timeEach } from './stats';

/**
 * `npx tsx tests/bench/boardBench.ts`: the acknowledgement board of a message with RECIPIENTS
 * receipts (default 1,000,000), every other one not confirmed, on PostgreSQL (DATABASE_URL, or
 * tidings_board_bench on 127.0.0.1). Builds its own company, users and sent message once, then
 * times pages of the non-confirmers from cursors spread over the whole list, and the board's
 * counts. The target: a page p95 under 50 ms at a million recipients.
 */
const URL_DEFAULT = 'postgres://postgres@127.0.0.1:5432/tidings_board_bench';
const url = process.env.DATABASE_URL ?? URL_DEFAULT;
const RECIPIENTS = Number(process.env.BOARD_RECIPIENTS ?? 1_000_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const PAGE = 50;
const SLUG = `boardbench${RECIPIENTS}`;
const say = (line: string) => process.stdout.write(`${line}\n`);

async function ensureDatabase(): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
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
  messageId: string;
}

async function existing(database: DatabaseHandle): Promise<Fixture | null> {
  const [row] = await selectRows<{ company_id: string; message_id: string }>(
    database.db,
    sql`select c.id::text as company_id, m.id::text as message_id
      from companies c join messages m on m.company_id = c.id
      where c.company_id = ${SLUG} and m.title = 'Board bench' limit 1`,
  );
  return row ? { companyId: row.company_id, messageId: row.message_id } : null;
}

/**
 * A company with RECIPIENTS users and one sent message asking for confirmation, with a receipt
 * each: odd ones confirmed, a tenth of the rest opened, one in fifty answered no. The receipts go
 * in through the same triggers as the fan-out's, so the board's counters are kept as they would be.
 */
async function build(database: DatabaseHandle): Promise<Fixture> {
  const { db } = database;
  const started = performance.now();
  const [ids] = await selectRows<{ company_id: string; channel_id: string; message_id: string }>(
    db,
    sql`with c as (
        insert into companies (company_id, name) values (${SLUG}, 'Board bench') returning id),
      ch as (
        insert into content_providers (company_id, client_name, is_company_default)
        select id, 'Board bench channel', true from c returning id, company_id),
      m as (
        insert into messages (company_id, content_provider_id, title, push_message, message,
          is_read_required, enable_feedback, status, recipients, sent)
        select company_id, id, 'Board bench', 'Please confirm', '<p>Bench</p>', true, true, 0,
          ${RECIPIENTS}, ${RECIPIENTS}
        from ch returning id, company_id, content_provider_id)
      select company_id::text, content_provider_id::text as channel_id, id::text as message_id
      from m`,
  );
  if (!ids) throw new Error('could not create the bench company');
  const [occurrence] = await selectRows<{ id: string }>(
    db,
    sql`insert into message_occurrences (message_id, due_at, state, completed_at)
      values (${ids.message_id}::uuid, now(), 'done', now()) returning id::text`,
  );
  if (!occurrence) throw new Error('could not create the occurrence');
  const chunk = 250_000;
  for (let done = 0; done < RECIPIENTS; done += chunk) {
    const rows = Math.min(chunk, RECIPIENTS - done);
    await db.execute(sql`
      with u as (
        insert into mobile_users (company_id, first_name, last_name, email, platform)
        select ${ids.company_id}::uuid, 'Bench', 'User ' || g, 'bench' || g || '@bench.test',
          'android'
        from generate_series(${done + 1}::int, ${done + rows}::int) g
        returning id),
      n as (select id, row_number() over () as i from u)
      insert into message_receipts (occurrence_id, mobile_user_id, channel, read_at,
        read_response, feedback)
      select ${occurrence.id}::uuid, id, 'push',
        case when i % 2 = 1 or i % 10 = 0 then now() end,
        i % 2 = 1,
        case when i % 50 = 0 then 0 end
      from n`);
    say(`  ${(done + rows).toLocaleString('en-US')} receipts`);
  }
  await db.execute(sql`analyze message_receipts`);
  await db.execute(sql`analyze mobile_users`);
  say(`  built in ${ms(performance.now() - started)}`);
  return { companyId: ids.company_id, messageId: ids.message_id };
}

async function main(): Promise<void> {
  await ensureDatabase();
  const database = openPostgres(url, 4);
  await database.migrate();
  say(`acknowledgement board, ${RECIPIENTS.toLocaleString('en-US')} recipients`);
  const fixture = (await existing(database)) ?? (await build(database));
  const scope: Scope = {
    kind: 'company',
    adminId: '00000000-0000-0000-0000-000000000000',
    companyId: fixture.companyId,
    companySlug: SLUG,
  };
  const board = createMessageBoard(database.db);
  const counts = await board.board(scope, fixture.messageId);
  if (!counts) throw new Error('the fixture message is not in scope');
  const waiting = counts.totals.total - counts.totals.confirmed;
  say(`  ${waiting.toLocaleString('en-US')} have not confirmed`);

  // Cursors spread over the whole list: every page is as deep as any other.
  const cursors = await selectRows<{ user: string }>(
    database.db,
    sql`select r.mobile_user_id::text as user from message_receipts r
      join message_occurrences o on o.id = r.occurrence_id
      where o.message_id = ${fixture.messageId}::uuid
      order by random() limit ${CALLS}`,
  );
  await board.people(scope, fixture.messageId, { limit: PAGE });
  const pages = await timeEach(CALLS, (i) =>
    board.people(scope, fixture.messageId, {
      limit: PAGE,
      ...(i > 0 && cursors[i] ? { after: cursors[i].user } : {}),
    }),
  );
  const answeredNo = await timeEach(Math.min(CALLS, 50), (i) =>
    board.people(scope, fixture.messageId, {
      limit: PAGE,
      state: 'answered_no',
      ...(cursors[i] ? { after: cursors[i].user } : {}),
    }),
  );
  const boards = await timeEach(Math.min(CALLS, 50), () => board.board(scope, fixture.messageId));
  say(
    `  a page of ${PAGE} non-confirmers: p50 ${ms(percentile(pages, 50))}, p95 ${ms(percentile(pages, 95))}`,
  );
  say(`  a page of those who answered no (1 in 50): p95 ${ms(percentile(answeredNo, 95))}`);
  say(`  the board's counts: p95 ${ms(percentile(boards, 95))}`);
  await database.close();
}

await main();
