import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AbTestResultResponse } from '../../../contract/abTests';
import type { MessageListResponse, SentMessageResponse } from '../../../contract/messages';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { selectRows } from '../../db/rows';
import { runAbTestDecisions } from '../delivery/public';
import { deliverDue } from '../delivery/testKit';
import { ACME, GLOBEX, messagesTestKit, type MessagesTestKit } from './testKit';

let t: TestApp;
let k: MessagesTestKit;
let channelId: string;
let members: string[];
beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
  // The organisation's default channel speaks to every member, so the chosen ones are reached.
  channelId = await k.channel('acme', 'DEFAULT');
  // Members a push reaches at once (the demo gives some members quiet hours of their own), so
  // each receipt has its outbox row.
  const rows = await selectRows<{ id: string }>(
    t.db,
    sql`select u.id::text as id from mobile_users u
      where u.company_id = ${await t.companyIdOf('acme')} and u.is_deleted = 0
        and u.is_active = 1 and u.registered and u.has_push_token
        and not exists (select 1 from member_opt_outs o where o.mobile_user_id = u.id)
        and not exists (select 1 from member_quiet_hours q where q.mobile_user_id = u.id)
      order by u.id limit 400`,
  );
  members = rows.map((row) => row.id);
});
afterAll(() => t.close());

const HOUR = 3_600_000;

/** Acme's message history, as the list asks for it. */
async function listed() {
  const history = await k.call(ACME, 'GET', '/messages/all?offset=0&limit=100');
  return history.json<MessageListResponse>().data.messages;
}

const variants = [
  { title: 'Variant A', push_message: 'Text A' },
  { title: 'Variant B', push_message: 'Text B', pushImage: 'https://img.example/b.png' },
];

const body = (abTest: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}) => ({
  type: 'Regular Message',
  title: 'Variant A',
  push_message: 'Text A',
  message: '<p>Hello</p>',
  device: 'all',
  isReadRequired: true,
  enableFeedback: false,
  deliveryMode: 'push',
  audience: { kind: 'users', filter: { selectionType: 'ids', userIds: members } },
  cpId: channelId,
  abTest: {
    sharePercent: 50,
    variants,
    metric: 'open',
    waitHours: 4,
    decision: 'automatic',
    ...abTest,
  },
  ...overrides,
});

async function send(payload: Record<string, unknown>) {
  const sent = await k.call(ACME, 'POST', '/messages/', { payload });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json<SentMessageResponse>().data.message._id;
}

/** Every receipt of a message: its member, the member's hash bucket, the outbox title. */
async function receiptsOf(messageId: string) {
  return selectRows<{ user: string; bucket: number; title: string | null; release: unknown }>(
    t.db,
    sql`select r.mobile_user_id::text as user,
        ab_bucket(t.id, r.mobile_user_id) as bucket, o.title, o.next_attempt_at as release
      from message_receipts r join message_occurrences oc on oc.id = r.occurrence_id
      left join delivery_outbox o on o.receipt_id = r.id
      left join ab_tests t on t.message_id = ${messageId}::uuid
      where oc.message_id = ${messageId}`,
  );
}

/** The engine's loop at `at`; answers whether it decided the test of `messageId`. */
async function decide(messageId: string, at: Date) {
  await runAbTestDecisions({ db: t.db, clock: () => at });
  return (await result(messageId)).data.winner !== null;
}

async function result(messageId: string, as = ACME) {
  const answer = await k.call(as, 'GET', `/messages/${messageId}/ab-test`);
  return { status: answer.statusCode, data: answer.json<AbTestResultResponse>().data };
}

/** Marks receipts of a variant's members opened (and confirmed), as the app would. */
async function act(messageId: string, position: number, share: number, confirm = false) {
  await t.db.execute(sql`update message_receipts r set read_at = now(), read_response = ${confirm}
    from message_occurrences oc, ab_tests t
    where oc.id = r.occurrence_id and oc.message_id = ${messageId}::uuid
      and t.message_id = oc.message_id
      and ab_bucket(t.id, r.mobile_user_id) % t.variant_count = ${position}
      and r.id in (select r2.id from message_receipts r2 where r2.occurrence_id = oc.id
        and ab_bucket(t.id, r2.mobile_user_id) % t.variant_count = ${position}
        order by r2.id limit (select greatest(1, (count(*) * ${share}::float8)::int)
          from message_receipts r3 where r3.occurrence_id = oc.id
            and ab_bucket(t.id, r3.mobile_user_id) % t.variant_count = ${position}))`);
}

describe('an A/B test', () => {
  it('gives each member exactly one variant, once, and the rest the winner by open rate', async () => {
    expect(members.length).toBeGreaterThan(20);
    const id = await send(body());
    const now = Date.now();
    await deliverDue(t.db, new Date(now + 1000));

    // The sample: the members whose bucket is below 50 × 100, each with the variant of the hash.
    const sample = await receiptsOf(id);
    expect(sample.length).toBeGreaterThan(0);
    expect(sample.length).toBeLessThan(members.length);
    for (const row of sample) {
      expect(row.bucket).toBeLessThan(5000);
      expect(row.title).toBe(row.bucket % 2 === 0 ? 'Variant A' : 'Variant B');
    }
    const inSample = new Set(sample.map((row) => row.user));
    expect(inSample.size).toBe(sample.length);

    // B is opened more: by the stated rule (open rate) it wins.
    await act(id, 1, 0.5);
    const before = await result(id);
    expect(before.status).toBe(200);
    expect(before.data.state).toBe('testing');
    expect(before.data.variants.map((v) => v.sampleSize).reduce((a, b) => a + b, 0)).toBe(
      sample.length,
    );
    expect(before.data.variants[1]?.leading).toBe(true);
    expect(before.data.variants[1]?.openRate).toBeGreaterThan(0);
    expect(before.data.variants[0]?.openRate).toBe(0);
    // The history says the test's message is testing, no winner yet.
    expect((await listed()).find((m) => m._id === id)?.abTest).toMatchObject({
      role: 'test',
      state: 'testing',
      winner: null,
    });

    // Nothing is decided before the wait is over; after it, once however often the loop looks.
    expect(await decide(id, new Date(now + 3 * HOUR))).toBe(false);
    const decideAt = new Date(now + 5 * HOUR);
    expect(await decide(id, decideAt)).toBe(true);
    const chosen = await result(id);
    expect(await decide(id, decideAt)).toBe(true);
    expect((await result(id)).data.remainderMessageId).toBe(chosen.data.remainderMessageId);
    expect(chosen.data.winner).toBe(1);
    expect(chosen.data.chosenBy).toBe('automatic');
    expect(chosen.data.state).toBe('winnerChosen');
    const restId = chosen.data.remainderMessageId;
    if (!restId) throw new Error('no message for the rest');

    await deliverDue(t.db, new Date(decideAt.getTime() + 1000));
    const rest = await receiptsOf(restId);
    for (const row of rest) {
      expect(row.title).toBe('Variant B');
      expect(inSample.has(row.user)).toBe(false);
    }
    // Every member of the audience exactly once, across the variants and the winner.
    const all = [...sample, ...rest].map((row) => row.user).sort();
    expect(all).toEqual([...members].sort());
    expect((await result(id)).data.state).toBe('sentToRest');
    // The winner's message answers the same result.
    expect((await result(restId)).data.id).toBe(chosen.data.id);

    // The history marks both, each leading to the test's result; other messages not at all.
    const history = await listed();
    expect(history.find((m) => m._id === id)?.abTest).toEqual({
      role: 'test',
      testMessageId: id,
      variants: 2,
      state: 'sentToRest',
      winner: 1,
    });
    expect(history.find((m) => m._id === restId)?.abTest).toEqual({
      role: 'winner',
      testMessageId: id,
      variants: 2,
      state: 'sentToRest',
      winner: 1,
    });
    expect(history.filter((m) => m.abTest).length).toBeGreaterThanOrEqual(2);
    // A plain message says nothing of a test.
    const plain = history.find((m) => m.title === 'Welcome to Acme News');
    expect(plain).toBeDefined();
    expect(plain).not.toHaveProperty('abTest');
  });

  it('picks by confirmation rate when asked, the first variant on a tie', async () => {
    const id = await send(body({ metric: 'confirmation', variants: [...variants, variants[0]] }));
    const now = Date.now();
    await deliverDue(t.db, new Date(now + 1000));
    // Opened by many of A's, confirmed only by C's: C wins by confirmations.
    await act(id, 0, 1);
    await act(id, 2, 0.3, true);
    await decide(id, new Date(now + 5 * HOUR));
    expect((await result(id)).data.winner).toBe(2);

    // Nothing done by anyone: a tie, and the first variant wins.
    const tied = await send(body());
    await deliverDue(t.db, new Date(now + 1000));
    await decide(tied, new Date(now + 5 * HOUR));
    const answer = await result(tied);
    expect(answer.data.winner).toBe(0);
    expect(answer.data.meaningful).toBe(false);
  });

  it("holds a variant until its own send time, and decides after the last one's wait", async () => {
    const now = Date.now();
    const sendAt = new Date(now + 2 * HOUR);
    const id = await send(
      body({ variants: [variants[0], { ...variants[1], sendAt: sendAt.toISOString() }] }),
    );
    await deliverDue(t.db, new Date(now + 1000));
    for (const row of await receiptsOf(id)) {
      const release = new Date(String(row.release)).getTime();
      if (row.bucket % 2 === 1) expect(release).toBe(sendAt.getTime());
      else expect(release).toBeLessThan(sendAt.getTime());
    }
    // 4 hours after the send is not yet 4 hours after B's send time.
    expect(await decide(id, new Date(now + 5 * HOUR))).toBe(false);
    expect(await decide(id, new Date(now + 7 * HOUR))).toBe(true);
  });

  it('lets the sender choose the winner, once, and the loop leaves a manual test alone', async () => {
    const id = await send(body({ decision: 'manual' }));
    const now = Date.now();
    await deliverDue(t.db, new Date(now + 1000));
    expect(await decide(id, new Date(now + 50 * HOUR))).toBe(false);
    // The time to decide come (its sending finished long ago), it awaits the sender.
    await t.db.execute(sql`update message_occurrences set completed_at = now() - interval '5 hours'
      where message_id = ${id}::uuid`);
    expect((await result(id)).data.state).toBe('awaitingChoice');
    // The history says so too, as the result page does.
    expect((await listed()).find((m) => m._id === id)?.abTest?.state).toBe('awaitingChoice');

    const chose = await k.call(ACME, 'POST', `/messages/${id}/ab-test/winner`, {
      payload: { position: 1 },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    const again = await k.call(ACME, 'POST', `/messages/${id}/ab-test/winner`, {
      payload: { position: 0 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('error_ab_test_decided');
    const answer = await result(id);
    expect(answer.data).toMatchObject({ winner: 1, chosenBy: 'manual' });
    const restId = answer.data.remainderMessageId;
    if (!restId) throw new Error('no message for the rest');
    await deliverDue(t.db, new Date(Date.now() + 1000));
    const rest = await receiptsOf(restId);
    expect(rest.length).toBeGreaterThan(0);
    for (const row of rest) expect(row.title).toBe('Variant B');
    // Chosen, and the rest's message sent: the history names the winner and the state.
    expect((await listed()).find((m) => m._id === restId)?.abTest).toMatchObject({
      role: 'winner',
      state: 'sentToRest',
      winner: 1,
    });

    // An automatic test may be decided by the sender before its time too.
    const early = await send(body());
    const picked = await k.call(ACME, 'POST', `/messages/${early}/ab-test/winner`, {
      payload: { position: 0 },
    });
    expect(picked.statusCode).toBe(200);
    await decide(early, new Date(now + 50 * HOUR));
    expect((await result(early)).data).toMatchObject({ winner: 0, chosenBy: 'manual' });
  });

  it("shows another organisation's admin nothing and lets them choose nothing", async () => {
    const id = await send(body());
    expect((await result(id, GLOBEX)).status).toBe(404);
    const chose = await k.call(GLOBEX, 'POST', `/messages/${id}/ab-test/winner`, {
      payload: { position: 1 },
    });
    expect(chose.statusCode).toBe(404);
    expect((await result(id)).data.winner).toBeNull();
  });

  it('refuses bad input with the field named, storing nothing', async () => {
    const count = async () =>
      (await selectRows<{ n: number }>(t.db, sql`select count(*)::int as n from ab_tests`))[0]?.n;
    const before = await count();
    const refused = async (payload: Record<string, unknown>, field?: string) => {
      const answer = await k.call(ACME, 'POST', '/messages/', { payload });
      expect(answer.statusCode, answer.body).toBe(400);
      const json = answer.json<{ code: string; details?: { field: string }[] }>();
      expect(json.code).toBe('validation_error');
      if (field) expect(json.details?.[0]?.field).toBe(field);
    };
    await refused(body({ sharePercent: 60 }));
    await refused(body({ sharePercent: 4 }));
    await refused(body({ variants: [variants[0]] }));
    await refused(body({ variants: [...variants, ...variants, variants[0]] }));
    await refused(body({ waitHours: 0 }));
    await refused(body({ metric: 'clicks' }));
    await refused(body({ decision: 'sometime' }));
    await refused(
      body({ variants: [variants[0], { ...variants[1], pushImage: 'http://img.example/b.png' }] }),
      'abTest.variants.1.pushImage',
    );
    await refused(
      body({ variants: [variants[0], { ...variants[1], sendAt: '2001-01-01T00:00:00Z' }] }),
      'abTest.variants.1.sendAt',
    );
    await refused(
      body({ variants: [{ ...variants[0], title: '   ' }, variants[1]] }),
      'abTest.variants.0.title',
    );
    await refused(
      body(
        {},
        { variants: [{ language: 'es', title: 'Hola', push_message: 'Hola', message: '' }] },
      ),
      'abTest',
    );
    const scheduled = await k.call(ACME, 'POST', '/messages/schedule', {
      payload: {
        ...body(),
        scheduleType: 'once',
        schedule_date: '2099-01-01',
        schedule_time: '09:00',
        userTimeZone: 'Europe/Berlin',
      },
    });
    expect(scheduled.statusCode).toBe(400);
    expect(await count()).toBe(before);

    const id = await send(body());
    const bad = await k.call(ACME, 'POST', `/messages/${id}/ab-test/winner`, {
      payload: { position: 3 },
    });
    expect(bad.statusCode).toBe(400);
    const none = await k.call(ACME, 'POST', `/messages/${id}/ab-test/winner`, {
      payload: { position: 'B' },
    });
    expect(none.statusCode).toBe(400);
    // A message without a test has no result.
    const plain = await send(body({}, { abTest: null }));
    expect((await result(plain)).status).toBe(404);
  });
});
