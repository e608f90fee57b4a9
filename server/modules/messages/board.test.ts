import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardPerson, MessageBoard } from '../../../contract/messageBoard';
import type {
  MessageDetail,
  MessageDetailResponse,
  MessageSummary,
} from '../../../contract/messages';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { selectRows } from '../../db/rows';
import { messages } from '../../db/schema/messages';
import { userGroupMembers, userGroups } from '../../db/schema/userGroups';
import { runReminders } from '../delivery/public';
import { deliverDue, drain, steppedWorker } from '../delivery/testKit';
import { ACME, GLOBEX, messagesTestKit, type MessagesTestKit } from './testKit';

let t: TestApp;
let k: MessagesTestKit;
let primary: string;
let byDefault: string;
let users: string[];
beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
  primary = await k.channel('acme', 'PRIMARY');
  byDefault = await k.channel('acme', 'DEFAULT');
  users = await k.users('acme', 8);
  // Whatever the seed left due goes out first, so the engine below works on these tests only.
  await deliverDue(t.db, new Date(Date.now() + 1000));
});
afterAll(() => t.close());

const boardUrl = (id: string) => `/messages/acme/message/${id}/board`;
const peopleUrl = (id: string, query = '') => `/messages/acme/message/${id}/board/people${query}`;

async function boardOf(id: string, email = ACME): Promise<MessageBoard> {
  const response = await k.call(email, 'GET', boardUrl(id));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: MessageBoard }>().data;
}

/** Every page of the people list, walked by its cursor `limit` at a time. */
async function allPeople(id: string, state = 'unconfirmed', limit = 2): Promise<BoardPerson[]> {
  const people: BoardPerson[] = [];
  let after: string | null = null;
  for (let page = 0; page < 100; page++) {
    const query = `?state=${state}&limit=${limit}${after ? `&after=${after}` : ''}`;
    const response = await k.call(ACME, 'GET', peopleUrl(id, query));
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{ data: { people: BoardPerson[]; next: string | null } }>().data;
    people.push(...data.people);
    after = data.next;
    if (!after) return people;
  }
  throw new Error('the people list never ended');
}

/** The board's figures counted from the receipts themselves. */
async function realCounts(occurrenceId: string) {
  const rows = await selectRows<{ channel: string; state: string; n: number }>(
    t.db,
    sql`select channel, receipt_board_state(read_at, read_response, feedback) as state,
        count(*)::int as n
      from message_receipts where occurrence_id = ${occurrenceId} group by 1, 2`,
  );
  const total = (state: string, channel?: string) =>
    rows
      .filter((row) => row.state === state && (!channel || row.channel === channel))
      .reduce((sum, row) => sum + Number(row.n), 0);
  return { total, rows };
}

const confirm = (receiptId: string) =>
  t.app.inject({ method: 'GET', url: `/api/channel/sms/update/read-response/${receiptId}` });
const answer = (receiptId: string, feedback: 0 | 1) =>
  t.app.inject({
    method: 'POST',
    url: `/api/channel/sms/update/feedback/${receiptId}`,
    payload: { feedback },
  });
const open = (receiptId: string) =>
  t.app.inject({ method: 'GET', url: `/api/channel/sms/update/status/${receiptId}` });

function user(index: number): string {
  const id = users[index];
  if (!id) throw new Error(`acme has no user ${index}`);
  return id;
}

describe('the acknowledgement board', () => {
  it('counts by state, channel and group exactly as the receipts say, as they change', async () => {
    const [group] = await t.db
      .insert(userGroups)
      .values({ companyId: await t.companyIdOf('acme'), name: 'Board night shift' })
      .returning();
    if (!group) throw new Error('no group');
    await t.db
      .insert(userGroupMembers)
      .values([0, 1, 2].map((i) => ({ groupId: group.id, mobileUserId: user(i) })));
    const sent = await k.sentMessage(
      'acme',
      primary,
      [0, 1, 2, 3, 4, 5].map((i) => ({ userId: user(i), channel: i % 2 === 0 ? 'push' : 'sms' })),
      { audience: { kind: 'groups', groups: [group.id] } },
    );
    const receipt = (i: number) => sent.receipts.find((r) => r.mobileUserId === user(i))?.id ?? '';
    expect((await confirm(receipt(0))).statusCode).toBe(200);
    expect((await answer(receipt(1), 0)).statusCode).toBe(200);
    expect((await answer(receipt(3), 1)).statusCode).toBe(200);
    expect((await open(receipt(4))).statusCode).toBe(200);
    // Leaving the group after the sending moves nothing: the board keeps who was in it then.
    await t.db.delete(userGroupMembers).where(eq(userGroupMembers.mobileUserId, user(2)));
    expect((await confirm(receipt(2))).statusCode).toBe(200);

    const board = await boardOf(sent.message.id);
    const real = await realCounts(sent.occurrence.id);
    expect(board.asksConfirmation).toBe(true);
    expect(board.totals).toEqual({
      total: 6,
      notOpened: real.total('not_opened'),
      opened: real.total('opened'),
      answeredNo: real.total('answered_no'),
      confirmed: real.total('confirmed'),
    });
    expect(board.totals).toMatchObject({ notOpened: 1, opened: 1, answeredNo: 1, confirmed: 3 });
    for (const channel of board.byChannel) {
      expect(channel.confirmed).toBe(real.total('confirmed', channel.channel));
      expect(channel.notOpened).toBe(real.total('not_opened', channel.channel));
    }
    expect(board.byChannel.map((c) => c.channel)).toEqual(['push', 'sms']);
    expect(board.byGroup).toEqual([
      {
        _id: group.id,
        name: 'Board night shift',
        total: 3,
        notOpened: 0,
        opened: 0,
        answeredNo: 1,
        confirmed: 2,
      },
    ]);
  });

  it('pages the people short of confirming by a cursor, each once, filtered by state', async () => {
    const sent = await k.sentMessage(
      'acme',
      primary,
      users.map((userId, i) => ({
        userId,
        readAt: i % 3 === 0 ? null : new Date(),
        readResponse: i % 3 === 2,
        feedback: i === 1 ? 0 : null,
      })),
    );
    const real = await selectRows<{ user: string }>(
      t.db,
      sql`select mobile_user_id::text as user from message_receipts
        where occurrence_id = ${sent.occurrence.id}
          and receipt_board_state(read_at, read_response, feedback) <> 'confirmed'
        order by 1`,
    );
    const people = await allPeople(sent.message.id);
    expect(people.map((p) => p.mobileUserId)).toEqual(real.map((row) => row.user));
    expect(people.find((p) => p.mobileUserId === user(1))?.state).toBe('answered_no');
    const notOpened = await allPeople(sent.message.id, 'not_opened', 1);
    expect(notOpened.every((p) => p.state === 'not_opened')).toBe(true);
    expect(notOpened).toHaveLength(users.filter((_, i) => i % 3 === 0).length);
  });

  it('shows an empty board for a message that asks for nothing', async () => {
    const sent = await k.sentMessage('acme', primary, [{ userId: user(0) }]);
    await t.db
      .update(messages)
      .set({ isReadRequired: false, enableFeedback: false })
      .where(eq(messages.id, sent.message.id));
    const board = await boardOf(sent.message.id);
    expect(board.asksConfirmation).toBe(false);
  });

  it('is not another organisation’s to see or act on', async () => {
    const sent = await k.sentMessage('acme', primary, [{ userId: user(0) }]);
    const id = sent.message.id;
    expect((await k.call(GLOBEX, 'GET', boardUrl(id))).statusCode).toBe(404);
    expect((await k.call(GLOBEX, 'GET', peopleUrl(id))).statusCode).toBe(404);
    const followUp = await k.call(GLOBEX, 'POST', `/messages/${id}/follow-up`, {
      payload: { title: 'Again', push_message: 'Please confirm' },
    });
    expect(followUp.statusCode).toBe(404);
    expect(await k.occurrencesOf(id)).toHaveLength(1);
  });

  it('refuses bad input with the error model, never a 500', async () => {
    const sent = await k.sentMessage('acme', primary, [{ userId: user(0) }]);
    const id = sent.message.id;
    for (const url of [
      peopleUrl(id, '?after=nope'),
      peopleUrl(id, '?state=everyone'),
      peopleUrl(id, '?limit=0'),
      '/messages/acme/message/not-a-uuid/board',
    ]) {
      const response = await k.call(ACME, 'GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('validation_error');
    }
    const empty = await k.call(ACME, 'POST', `/messages/${id}/follow-up`, {
      payload: { title: '', push_message: 'x' },
    });
    expect(empty.statusCode).toBe(400);
    const reminders = await k.call(ACME, 'POST', '/messages/', {
      payload: {
        cpId: primary,
        type: 'Regular Message',
        title: 'Asks nothing',
        push_message: 'Hello',
        message: '<p>Hi</p>',
        device: 'all',
        isReadRequired: false,
        enableFeedback: false,
        audience: { kind: 'all' },
        reminders: { afterHours: 2, times: 1 },
      },
    });
    expect(reminders.statusCode).toBe(400);
    expect(reminders.json<{ details?: { field: string }[] }>().details?.[0]?.field).toBe(
      'reminders',
    );
  });
});

describe('the follow-up', () => {
  it('refuses a message that has not gone out, and one everyone confirmed', async () => {
    const pending = await k.sentMessage('acme', byDefault, []);
    await t.db.execute(
      sql`update message_occurrences set state = 'pending' where message_id = ${pending.message.id}`,
    );
    const notYet = await k.call(ACME, 'POST', `/messages/${pending.message.id}/follow-up`, {
      payload: { title: 'Again', push_message: 'Please confirm' },
    });
    expect(notYet.statusCode).toBe(400);
    const all = await k.sentMessage('acme', byDefault, [
      { userId: user(0), readAt: new Date(), readResponse: true },
    ]);
    const nobody = await k.call(ACME, 'POST', `/messages/${all.message.id}/follow-up`, {
      payload: { title: 'Again', push_message: 'Please confirm' },
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json<{ code: string }>().code).toBe('error_no_recipients');
    expect(
      await t.db.select().from(messages).where(eq(messages.followUpOf, all.message.id)),
    ).toEqual([]);
  });

  it('reaches exactly those who had not confirmed when it was sent, whatever happens meanwhile', async () => {
    const sent = await k.sentMessage(
      'acme',
      byDefault,
      users.map((userId, i) => ({
        userId,
        readAt: i < 3 ? new Date() : null,
        readResponse: i < 2,
        feedback: i === 2 ? 0 : null,
      })),
    );
    const expected = users.slice(2).sort();
    const response = await k.call(ACME, 'POST', `/messages/${sent.message.id}/follow-up`, {
      payload: { title: 'Please confirm', push_message: 'We still need your answer' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const followUp = response.json<{ data: { message: MessageSummary } }>().data.message;
    expect(followUp).toMatchObject({ followUpOf: sent.message.id, recipients: expected.length });

    // The fan-out goes one recipient a batch; the last of them confirms the original between
    // batches, and an earlier confirmer's state cannot bring anyone in.
    const worker = steppedWorker(t.db, new Date(Date.now() + 1000), 1);
    expect(await worker.runOnce()).toBe(true);
    expect(await worker.runOnce()).toBe(true);
    const last = sent.receipts.find((r) => r.mobileUserId === expected.at(-1));
    expect((await confirm(last?.id ?? '')).statusCode).toBe(200);
    await drain(worker);

    const reached = await selectRows<{ user: string }>(
      t.db,
      sql`select r.mobile_user_id::text as user from message_receipts r
        join message_occurrences o on o.id = r.occurrence_id
        where o.message_id = ${followUp._id} order by 1`,
    );
    expect(reached.map((row) => row.user)).toEqual(expected);

    const detail = await k.call(ACME, 'GET', `/messages/acme/message/${followUp._id}`);
    const message = detail.json<{ data: { message: MessageDetail } }>().data.message;
    expect(message).toMatchObject({
      followUpOf: sent.message.id,
      followUpOfTitle: 'Sent earlier',
      audience: { kind: 'followUp', messageId: sent.message.id },
    });
    const board = await boardOf(sent.message.id);
    expect(board.followUps).toMatchObject([
      { _id: followUp._id, title: 'Please confirm', reminderNumber: null },
    ]);
  });
});

describe('one definition of confirmed', () => {
  it('holds for the receipts, the board, a follow-up and a reminder alike', async () => {
    const sent = await k.sentMessage(
      'acme',
      byDefault,
      [0, 1, 2, 3, 4, 5].map((i) => ({ userId: user(i) })),
    );
    const receiptOf = (i: number) => sent.receipts.find((r) => r.mobileUserId === user(i))?.id;
    const userOf = new Map(sent.receipts.map((r) => [r.id, r.mobileUserId]));
    // 0 confirms and then answers no; 1 answers yes only; 2 answers no only; 3 opens; 4 confirms.
    expect((await confirm(receiptOf(0) ?? '')).statusCode).toBe(200);
    expect((await answer(receiptOf(0) ?? '', 0)).statusCode).toBe(200);
    expect((await answer(receiptOf(1) ?? '', 1)).statusCode).toBe(200);
    expect((await answer(receiptOf(2) ?? '', 0)).statusCode).toBe(200);
    expect((await open(receiptOf(3) ?? '')).statusCode).toBe(200);
    expect((await confirm(receiptOf(4) ?? '')).statusCode).toBe(200);
    const confirmers = [user(0), user(1), user(4)].sort();
    const others = [user(2), user(3), user(5)].sort();

    // The receipts: each receipt's status, the confirmed filter and the counts.
    const detailOf = async (query = '') => {
      const response = await k.call(
        ACME,
        'GET',
        `/messages/acme/message/${sent.message.id}${query}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<MessageDetailResponse>().data;
    };
    const users = (ids: string[]) => ids.map((id) => userOf.get(id) ?? id).sort();
    const all = await detailOf('?limit=100');
    const filtered = await detailOf('?status=opened_confirmed&limit=100');
    expect(users(all.receipts.filter((r) => r.confirmed).map((r) => r._id))).toEqual(confirmers);
    expect(users(filtered.receipts.map((r) => r._id))).toEqual(confirmers);
    expect(filtered.totalReceipts).toBe(confirmers.length);

    // The board: its counts and its people short of confirming.
    const board = await boardOf(sent.message.id);
    expect(board.totals.confirmed).toBe(all.counts.openedConfirmed);
    expect(board.totals.total - board.totals.confirmed).toBe(
      all.counts.notOpened + all.counts.openedUnconfirmed,
    );
    const waiting = await allPeople(sent.message.id);
    expect(waiting.map((p) => p.mobileUserId).sort()).toEqual(others);
    expect(waiting.find((p) => p.mobileUserId === user(2))?.state).toBe('answered_no');

    // A follow-up and a reminder are frozen to exactly the board's non-confirmers.
    const frozen = async (messageId: string) =>
      (
        await selectRows<{ user: string }>(
          t.db,
          sql`select s.mobile_user_id::text as user from messages m
            join message_audience_snapshots s
              on s.snapshot_id = (m.audience->>'snapshotId')::uuid
            where m.id = ${messageId} order by 1`,
        )
      ).map((row) => row.user);
    const response = await k.call(ACME, 'POST', `/messages/${sent.message.id}/follow-up`, {
      payload: { title: 'Please confirm', push_message: 'We still need your answer' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const followUp = response.json<{ data: { message: MessageSummary } }>().data.message;
    expect(await frozen(followUp._id)).toEqual(others);

    await t.db
      .update(messages)
      .set({ reminderAfterHours: 1, reminderTimes: 1 })
      .where(eq(messages.id, sent.message.id));
    await runReminders({ db: t.db, clock: () => new Date(Date.now() + 2 * 3_600_000) });
    const [reminder] = await t.db
      .select({ id: messages.id })
      .from(messages)
      .where(sql`${messages.followUpOf} = ${sent.message.id} and ${messages.reminderNumber} = 1`);
    expect(await frozen(reminder?.id ?? '')).toEqual(others);
  });
});
