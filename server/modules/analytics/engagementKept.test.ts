import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { selectRows } from '../../db/rows';
import {
  addOccurrence,
  addUser,
  createChannel,
  createCompany,
  createMessage,
  deliverDue,
} from '../delivery/testKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Tally = Record<string, string>;
const KEY = ['company_id', 'channel_id', 'day', 'delivery_channel', 'message_type'];
const FIGURES = [
  'sends',
  'recipients',
  'handed',
  'stored',
  'failed',
  'opened',
  'confirmed',
  'feedback_yes',
  'feedback_no',
];

const cell = (value: unknown): string =>
  value === null || value === undefined
    ? '-'
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
      ? String(value)
      : JSON.stringify(value);

const tallyOf = (rows: Record<string, unknown>[], key: string[], figures: string[]): Tally => {
  const entries: [string, string][] = rows.map((row) => [
    key.map((k) => cell(row[k])).join('|'),
    figures.map((f) => cell(row[f])).join('/'),
  ]);
  return Object.fromEntries(
    entries.filter(([, value]) => value.split('/').some((v) => v !== '0' && v !== '-')),
  );
};

const keptRollups = async () =>
  tallyOf(
    await selectRows(
      t.db,
      sql`select company_id, channel_id, day::text as day, delivery_channel,
      message_type, sends, recipients, handed, stored, failed, opened, confirmed, feedback_yes,
      feedback_no from engagement_daily`,
    ),
    KEY,
    FIGURES,
  );

/**
 * The rollups counted again from the receipts and the providers' counters, with "confirmed" and
 * the send day written out rather than read through the migration's functions.
 */
const countedRollups = async () =>
  tallyOf(
    await selectRows(
      t.db,
      sql`with live as (
          select o.id as occurrence_id, m.company_id,
            coalesce(m.content_provider_id, '00000000-0000-0000-0000-000000000000') as channel_id,
            to_char(o.due_at at time zone 'UTC', 'YYYY-MM-DD') as day, m.type as message_type
          from message_occurrences o join messages m on m.id = o.message_id
          where not m.is_deleted
        ),
        parts as (
          select l.company_id, l.channel_id, l.day, r.channel as delivery_channel, l.message_type,
            0 as sends, 1 as recipients, 0 as handed, 0 as stored, 0 as failed,
            (r.read_at is not null)::int as opened,
            (r.read_at is not null and (r.read_response or r.feedback = 1))::int as confirmed,
            (r.feedback = 1)::int as feedback_yes, (r.feedback = 0)::int as feedback_no
          from message_receipts r join live l on l.occurrence_id = r.occurrence_id
          union all
          select l.company_id, l.channel_id, l.day, s.channel, l.message_type, 1, 0, 0, 0, 0, 0,
            0, 0, 0
          from (select distinct occurrence_id, channel from message_receipts
            union all select distinct occurrence_id, 'all' from message_receipts) s
          join live l on l.occurrence_id = s.occurrence_id
          union all
          select l.company_id, l.channel_id, l.day, p.channel, l.message_type, 0, 0,
            case when p.outcome = 'sent' then p.n else 0 end,
            case when p.outcome = 'stored' then p.n else 0 end,
            case when p.outcome like 'failed:%' then p.n else 0 end, 0, 0, 0, 0
          from delivery_progress p join live l on l.occurrence_id = p.occurrence_id
        )
        select company_id, channel_id, day, delivery_channel, message_type,
          sum(sends) as sends, sum(recipients) as recipients, sum(handed) as handed,
          sum(stored) as stored, sum(failed) as failed, sum(opened) as opened,
          sum(confirmed) as confirmed, sum(feedback_yes) as feedback_yes,
          sum(feedback_no) as feedback_no
        from parts group by 1, 2, 3, 4, 5`,
    ),
    KEY,
    FIGURES,
  );

const FACTS = [
  'last_received_at',
  'last_opened_at',
  'last_confirmed_at',
  'last_feedback_yes_at',
  'last_feedback_no_at',
];

const keptFacts = async () =>
  tallyOf(
    await selectRows(
      t.db,
      sql`select mobile_user_id, company_id,
      extract(epoch from last_received_at)::text as last_received_at,
      extract(epoch from last_opened_at)::text as last_opened_at,
      extract(epoch from last_confirmed_at)::text as last_confirmed_at,
      extract(epoch from last_feedback_yes_at)::text as last_feedback_yes_at,
      extract(epoch from last_feedback_no_at)::text as last_feedback_no_at
      from member_engagement`,
    ),
    ['mobile_user_id', 'company_id'],
    FACTS,
  );

/** Each member's facts counted from every receipt they hold, their company from the member. */
const countedFacts = async () =>
  tallyOf(
    await selectRows(
      t.db,
      sql`select r.mobile_user_id, u.company_id,
        extract(epoch from max(r.sent_at) filter (where r.channel in ('push', 'sms', 'email')))::text
          as last_received_at,
        extract(epoch from max(r.read_at))::text as last_opened_at,
        extract(epoch from max(coalesce(r.confirmed_at, r.read_at))
          filter (where r.read_at is not null and (r.read_response or r.feedback = 1)))::text
          as last_confirmed_at,
        extract(epoch from max(coalesce(r.feedback_at, r.read_at)) filter (where r.feedback = 1))::text
          as last_feedback_yes_at,
        extract(epoch from max(coalesce(r.feedback_at, r.read_at)) filter (where r.feedback = 0))::text
          as last_feedback_no_at
      from message_receipts r join mobile_users u on u.id = r.mobile_user_id
      group by 1, 2`,
    ),
    ['mobile_user_id', 'company_id'],
    FACTS,
  );

const receiptOf = async (occurrenceId: string, userId: string) => {
  const [row] = await selectRows(
    t.db,
    sql`select id from message_receipts where occurrence_id = ${occurrenceId}
      and mobile_user_id = ${userId}`,
  );
  if (!row) throw new Error('no receipt');
  return String(row.id);
};

/** The organisation's rollups, and its channels' summed per organisation. */
const orgRollups = async () => {
  const read = async (query: ReturnType<typeof sql>) =>
    tallyOf(
      await selectRows(t.db, query),
      ['company_id', 'day', 'delivery_channel', 'message_type'],
      FIGURES,
    );
  const kept = await read(sql`select company_id, day::text as day, delivery_channel, message_type,
      sends, recipients, handed, stored, failed, opened, confirmed, feedback_yes, feedback_no
    from engagement_daily_org`);
  const summed = await read(sql`select company_id, day::text as day, delivery_channel,
      message_type, sum(sends) as sends, sum(recipients) as recipients, sum(handed) as handed,
      sum(stored) as stored, sum(failed) as failed, sum(opened) as opened,
      sum(confirmed) as confirmed, sum(feedback_yes) as feedback_yes,
      sum(feedback_no) as feedback_no
    from engagement_daily group by 1, 2, 3, 4`);
  return { kept, summed };
};

const expectKeptTrue = async () => {
  const [rollups, facts] = [await countedRollups(), await countedFacts()];
  expect(await keptRollups()).toEqual(rollups);
  const org = await orgRollups();
  expect(org.kept).toEqual(org.summed);
  expect(await keptFacts()).toEqual(facts);
};

describe('engagement facts and daily rollups', () => {
  it('start equal to a recount of the demo receipts (the backfill)', async () => {
    const rollups = await countedRollups();
    expect(Object.keys(rollups).length).toBeGreaterThan(0);
    expect(Object.keys(await countedFacts()).length).toBeGreaterThan(0);
    await expectKeptTrue();
  });

  it('follow sends, opens, confirmations, answers, provider outcomes and deletions', async () => {
    const { db } = t;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, { sms: true, email: true, creditsMonth: 5 });
    const follows = [channel];
    const users = [
      await addUser(db, company, { follows }),
      await addUser(db, company, { follows }),
      await addUser(db, company, { follows }),
      await addUser(db, company, { follows, registered: false, phone: '+15550101' }),
      await addUser(db, company, { follows, registered: false, email: 'kept@example.test' }),
      await addUser(db, company, { follows, registered: false }),
    ];
    const message = await createMessage(db, {
      companyId: company,
      contentProviderId: channel,
      enableFeedback: true,
      isReadRequired: true,
    });
    const occurrence = await addOccurrence(db, message, new Date('2026-03-02T23:59:00Z'));
    await deliverDue(db, new Date('2026-03-03T00:00:05Z'), 2);
    const [sent] = await selectRows(
      db,
      sql`select count(*)::int as n, count(distinct channel)::int as channels
        from message_receipts where occurrence_id = ${occurrence}`,
    );
    expect(sent).toEqual({ n: 6, channels: 4 });
    await expectKeptTrue();

    const [a, b, c, d] = await Promise.all(users.slice(0, 4).map((u) => receiptOf(occurrence, u)));
    const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    // The recipient page: open, confirm, answer.
    expect((await inject('GET', `/api/channel/sms/update/status/${a}`)).statusCode).toBe(200);
    expect((await inject('GET', `/api/channel/sms/update/read-response/${b}`)).statusCode).toBe(
      200,
    );
    const yes = await inject('POST', `/api/channel/sms/update/feedback/${c}`, { feedback: 1 });
    expect(yes.statusCode).toBe(200);
    const no = await inject('POST', `/api/channel/sms/update/feedback/${d}`, { feedback: 0 });
    expect(no.statusCode).toBe(200);
    await expectKeptTrue();
    const [fact] = await selectRows(
      db,
      sql`select last_confirmed_at is not null as confirmed from member_engagement
        where mobile_user_id = ${users[1] ?? ''}`,
    );
    expect(fact?.confirmed).toBe(true);

    // Any other path: a statement of several receipts, and a confirmation after an answer of no.
    await db.execute(sql`update message_receipts set read_at = now() - interval '1 hour'
      where occurrence_id = ${occurrence} and read_at is null`);
    await db.execute(sql`update message_receipts set read_response = true where id = ${d}`);
    // The providers' counters, as the dispatcher's record statement writes them.
    await db.execute(sql`insert into delivery_progress (occurrence_id, channel, outcome, shard, n,
        first_at, last_at)
      values (${occurrence}, 'push', 'sent', 7, 2, now(), now()),
        (${occurrence}, 'push', 'failed:timeout', 7, 1, now(), now())
      on conflict (occurrence_id, channel, outcome, shard) do update
        set n = delivery_progress.n + excluded.n`);
    await db.execute(sql`insert into delivery_progress (occurrence_id, channel, outcome, shard, n,
        first_at, last_at)
      values (${occurrence}, 'push', 'sent', 7, 1, now(), now())
      on conflict (occurrence_id, channel, outcome, shard) do update
        set n = delivery_progress.n + excluded.n`);
    await expectKeptTrue();

    // Deleted from the history: its counts leave the rollups; restored, they come back.
    await db.execute(sql`update messages set is_deleted = true where id = ${message}`);
    await expectKeptTrue();
    const [left] = await selectRows(
      db,
      sql`select coalesce(sum(recipients), 0)::int as n from engagement_daily
        where company_id = ${company}`,
    );
    expect(left?.n).toBe(0);
    await db.execute(sql`update messages set is_deleted = false where id = ${message}`);
    await expectKeptTrue();

    // A deleted receipt (nothing in the product deletes one) leaves the rollups too; the facts
    // keep what its member did.
    await db.execute(sql`delete from message_receipts where id = ${a}`);
    expect(await keptRollups()).toEqual(await countedRollups());
  });
});
