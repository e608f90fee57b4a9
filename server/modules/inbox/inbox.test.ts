import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxMessage, InboxPage, InboxReceiptAnswer } from '../../../contract/inbox';
import type { MessageBoard } from '../../../contract/messageBoard';
import type { MessageDetailResponse, SentMessageResponse } from '../../../contract/messages';
import type { RecipientMessage } from '../../../contract/recipientMessages';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { selectRows } from '../../db/rows';
import { messageReceipts, messages } from '../../db/schema/messages';
import { mobileUsers } from '../../db/schema/mobileUsers';
import { addUser, deliverDue } from '../delivery/testKit';
import { issueAppToken } from '../devices/testKit';
import { ACME, messagesTestKit, type MessagesTestKit } from '../messages/testKit';

let t: TestApp;
let k: MessagesTestKit;
let primary: string;
let everyone: string;
let acme: string;
/** Members with no message yet: ann and ben of acme, gus of globex; each with an app token. */
const members = { ann: '', ben: '', gus: '' };
const tokens = { ann: '', ben: '', gus: '' };

beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
  primary = await k.channel('acme', 'PRIMARY');
  everyone = await k.channel('acme', 'DEFAULT');
  acme = await t.companyIdOf('acme');
  const globex = await t.companyIdOf('globex');
  // Whatever the seed left due goes out first, so the engine below sends these tests' only.
  await deliverDue(t.db, new Date(Date.now() + 1000));
  members.ann = await addUser(t.db, acme, { firstName: 'Ana' });
  members.ben = await addUser(t.db, acme, { firstName: 'Ben' });
  members.gus = await addUser(t.db, globex, { firstName: 'Gus' });
  tokens.ann = await issueAppToken(t.db, { mobileUserId: members.ann, companyId: acme });
  tokens.ben = await issueAppToken(t.db, { mobileUserId: members.ben, companyId: acme });
  tokens.gus = await issueAppToken(t.db, { mobileUserId: members.gus, companyId: globex });
});
afterAll(() => t.close());

const asApp = (token: string) => ({ authorization: `Bearer ${token}` });

async function inboxPage(token: string, query = ''): Promise<InboxPage> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/app/inbox${query}`,
    headers: asApp(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: InboxPage }>().data;
}

/** Every page of a member's inbox, `limit` at a time, by the cursor. */
async function wholeInbox(token: string, limit: number): Promise<InboxMessage[]> {
  const all: InboxMessage[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const data = await inboxPage(token, `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(data.messages.length).toBeLessThanOrEqual(limit);
    all.push(...data.messages);
    cursor = data.nextCursor;
    if (!cursor) return all;
  }
  throw new Error('the inbox never ended');
}

function act(
  token: string,
  receiptId: string,
  what: 'read' | 'confirm' | 'feedback',
  body?: object,
) {
  return t.app.inject({
    method: 'POST',
    url: `/app/inbox/${receiptId}/${what}`,
    headers: asApp(token),
    ...(body ? { payload: body } : {}),
  });
}

const unreadOf = async (token: string): Promise<number> => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/app/inbox/unread-count',
    headers: asApp(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { unread: number } }>().data.unread;
};

const removeFromInbox = (token: string, receiptId: string) =>
  t.app.inject({ method: 'DELETE', url: `/app/inbox/${receiptId}`, headers: asApp(token) });

/** A message sent to one member, one receipt; answers the message's and the receipt's ids. */
async function sentTo(
  userId: string,
  options: { enableFeedback?: boolean; title?: string; channel?: string } = {},
) {
  const sent = await k.sentMessage(
    'acme',
    primary,
    [{ userId, ...(options.channel ? { channel: options.channel } : {}) }],
    options,
  );
  const receipt = sent.receipts[0];
  if (!receipt) throw new Error('no receipt');
  return { messageId: sent.message.id, receiptId: receipt.id };
}

async function setSentAt(receiptId: string, at: Date) {
  await t.db.update(messageReceipts).set({ sentAt: at }).where(eq(messageReceipts.id, receiptId));
}

/** What the console shows of a message: its history detail's counts and receipts, its board. */
async function consoleView(messageId: string) {
  const detail = await k.call(ACME, 'GET', `/messages/acme/message/${messageId}`);
  expect(detail.statusCode, detail.body).toBe(200);
  const { message, counts, receipts } = detail.json<MessageDetailResponse>().data;
  const board = await k.call(ACME, 'GET', `/messages/acme/message/${messageId}/board`);
  expect(board.statusCode, board.body).toBe(200);
  const { totals, byChannel } = board.json<{ data: MessageBoard }>().data;
  return {
    recipients: message.recipients,
    sent: message.sent,
    read: message.read,
    counts,
    receipts: receipts.map((r) => ({
      is_read: r.is_read,
      readResponse: r.readResponse,
      confirmed: r.confirmed,
      feedback: r.feedback,
      feedbackComment: r.feedbackComment,
      channel: r.channel,
    })),
    totals,
    byChannel,
  };
}

async function receiptRow(id: string) {
  const [row] = await t.db.select().from(messageReceipts).where(eq(messageReceipts.id, id));
  if (!row) throw new Error(`no receipt ${id}`);
  return row;
}

describe('who may read an inbox', () => {
  it('answers 401 without an app token, with an unknown one and with an admin session', async () => {
    for (const headers of [
      {},
      asApp('x'.repeat(43)),
      asApp('not a token'),
      asApp(await t.tokenFor(ACME)),
    ]) {
      for (const [method, url] of [
        ['GET', '/app/inbox'],
        ['GET', '/app/inbox/unread-count'],
        ['POST', '/app/inbox/00000000-0000-4000-8000-000000000000/read'],
        ['DELETE', '/app/inbox/00000000-0000-4000-8000-000000000000'],
      ] as const) {
        const response = await t.app.inject({ method, url, headers });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toMatchObject({ code: 'error_unauthorized' });
      }
    }
  });

  it("answers 404 for another member's receipt, of the same organisation or another", async () => {
    const { receiptId } = await sentTo(members.ann);
    for (const token of [tokens.ben, tokens.gus]) {
      for (const what of ['read', 'confirm'] as const) {
        const response = await act(token, receiptId, what);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'not_found' });
      }
      expect((await act(token, receiptId, 'feedback', { feedback: 1 })).statusCode).toBe(404);
      expect((await removeFromInbox(token, receiptId)).statusCode).toBe(404);
    }
    const row = await receiptRow(receiptId);
    expect(row).toMatchObject({ readAt: null, readResponse: false, feedback: null });
    expect(row.inboxRemovedAt).toBeNull();
    expect((await wholeInbox(tokens.ben, 50)).map((m) => m.receiptId)).not.toContain(receiptId);
    expect((await wholeInbox(tokens.gus, 50)).map((m) => m.receiptId)).not.toContain(receiptId);
  });

  it('refuses a receipt id that is not one, and a cursor the inbox did not give, as 400', async () => {
    const bad = await act(tokens.ann, 'abc', 'read');
    expect(bad.statusCode).toBe(400);
    for (const cursor of ['abc', Buffer.from('12.not-a-uuid').toString('base64url'), '%00']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/app/inbox?cursor=${cursor}`,
        headers: asApp(tokens.ann),
      });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
    }
    for (const limit of ['0', '51', 'x']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/app/inbox?limit=${limit}`,
        headers: asApp(tokens.ann),
      });
      expect(response.statusCode, limit).toBe(400);
    }
  });
});

describe('GET /app/inbox', () => {
  it('pages the whole inbox newest first by its cursor, ties by id, none twice', async () => {
    const member = await addUser(t.db, acme, { firstName: 'Pat' });
    const token = await issueAppToken(t.db, { mobileUserId: member, companyId: acme });
    const base = Date.parse('2026-11-01T12:00:00Z');
    const sent: string[] = [];
    for (let i = 0; i < 23; i++) {
      const { receiptId } = await sentTo(member, { title: `Message ${i}` });
      // Two at the very same instant (8 and 9): the id decides between them.
      await setSentAt(receiptId, new Date(base + Math.min(i, 8) * 60_000 + (i > 9 ? i : 0) * 1000));
      sent.push(receiptId);
    }
    const expected = await selectRows<{ id: string }>(
      t.db,
      sql`select id::text as id from message_receipts where mobile_user_id = ${member}
        order by sent_at desc, id desc`,
    );
    const first = await inboxPage(token);
    expect(first.messages).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    expect(first.unread).toBe(23);
    expect(first.messages[0]).toMatchObject({ title: 'Message 22', channelName: 'Acme News' });
    for (const limit of [1, 5, 7, 50]) {
      const walked = await wholeInbox(token, limit);
      expect(walked.map((m) => m.receiptId)).toEqual(expected.map((row) => row.id));
    }
    const all = await wholeInbox(token, 50);
    expect(new Set(all.map((m) => m.receiptId))).toEqual(new Set(sent));
    // sentAt is ISO 8601, newest first.
    const times = all.map((m) => Date.parse(m.sentAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.at(-1)?.sentAt).toBe('2026-11-01T12:00:00.000Z');
  });

  it('shows the language version the member got, with their names filled, as the receipt page does', async () => {
    const ana = await addUser(t.db, acme, { firstName: 'Ana' });
    await t.db.update(mobileUsers).set({ language: 'es' }).where(eq(mobileUsers.id, ana));
    const token = await issueAppToken(t.db, { mobileUserId: ana, companyId: acme });
    const response = await k.call(ACME, 'POST', '/messages/', {
      payload: {
        type: 'Regular Message',
        title: 'Meeting moved',
        push_message: 'The meeting is on Friday',
        message: '<p>See you <b>Friday</b></p>',
        device: 'all',
        isReadRequired: true,
        enableFeedback: false,
        deliveryMode: 'push',
        audience: { kind: 'users', filter: { selectionType: 'ids', userIds: [ana] } },
        cpId: everyone,
        variants: [
          {
            language: 'es',
            title: 'Reunión movida, {{ firstname }}',
            push_message: 'La reunión es el viernes {{ firstname }}',
            message: '<p>Hola {{ firstname }}, nos vemos el <b>viernes</b></p>',
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { message } = response.json<SentMessageResponse>().data;
    await deliverDue(t.db, new Date(Date.now() + 1000));

    const [shown] = (await inboxPage(token)).messages;
    expect(shown).toMatchObject({
      title: 'Reunión movida, Ana',
      pushMessage: 'La reunión es el viernes Ana',
      html: '<p>Hola Ana, nos vemos el <b>viernes</b></p>',
      language: 'es',
      type: 'Regular Message',
      isReadRequired: true,
      enableFeedback: false,
      fileUrl: null,
      media: null,
      state: { read: false, readAt: null, readResponse: false, confirmed: false, feedback: null },
    });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/channel/pushcast/${shown?.receiptId}`,
    });
    const onPage = page.json<{ data: RecipientMessage }>().data;
    expect(shown).toMatchObject({
      title: onPage.title,
      pushMessage: onPage.push_message,
      html: onPage.message,
      channelName: onPage.cp_name,
    });
    const [receipt] = await selectRows<{ id: string }>(
      t.db,
      sql`select r.id::text as id from message_receipts r
        join message_occurrences o on o.id = r.occurrence_id where o.message_id = ${message._id}`,
    );
    expect(shown?.receiptId).toBe(receipt?.id);
  });

  it('keeps messages no way reached and capped ones, and leaves out deleted messages', async () => {
    const member = await addUser(t.db, acme, { firstName: 'Lee' });
    const token = await issueAppToken(t.db, { mobileUserId: member, companyId: acme });
    const none = await sentTo(member, { channel: 'none', title: 'Reached no way' });
    const capped = await sentTo(member, { channel: 'capped', title: 'Over the cap' });
    const gone = await sentTo(member, { title: 'Deleted by the organisation' });
    await t.db.update(messages).set({ isDeleted: true }).where(eq(messages.id, gone.messageId));
    const shown = await wholeInbox(token, 50);
    expect(shown.map((m) => m.receiptId).sort()).toEqual([none.receiptId, capped.receiptId].sort());
    expect(await unreadOf(token)).toBe(2);
    expect((await act(token, gone.receiptId, 'read')).statusCode).toBe(404);
  });
});

describe("the inbox's answers move the same receipts as the receipt page", () => {
  it('read, confirm and feedback: the receipt, counts, board and history as from the page', async () => {
    const byApp = await sentTo(members.ann, { title: 'By the app' });
    const byPage = await sentTo(members.ann, { title: 'By the page' });
    expect(await unreadOf(tokens.ann)).toBeGreaterThanOrEqual(2);
    const unreadBefore = await unreadOf(tokens.ann);

    const read = await act(tokens.ann, byApp.receiptId, 'read');
    expect(read.statusCode, read.body).toBe(200);
    const readAnswer = read.json<{ data: InboxReceiptAnswer }>().data;
    expect(readAnswer).toMatchObject({
      receiptId: byApp.receiptId,
      state: { read: true, readResponse: false, confirmed: false, feedback: null },
      unread: unreadBefore - 1,
    });
    expect(readAnswer.state.readAt).not.toBeNull();
    // Twice is once.
    expect((await act(tokens.ann, byApp.receiptId, 'read')).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/channel/sms/update/status/${byPage.receiptId}`,
        })
      ).statusCode,
    ).toBe(200);
    expect(await consoleView(byApp.messageId)).toEqual(await consoleView(byPage.messageId));
    expect((await consoleView(byApp.messageId)).read).toBe(1);

    const confirmed = await act(tokens.ann, byApp.receiptId, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ data: InboxReceiptAnswer }>().data.state).toMatchObject({
      readResponse: true,
      confirmed: true,
    });
    await t.app.inject({
      method: 'GET',
      url: `/api/channel/sms/update/read-response/${byPage.receiptId}`,
    });

    const answered = await act(tokens.ann, byApp.receiptId, 'feedback', {
      feedback: 0,
      feedbackComment: '  Not this time ',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<{ data: InboxReceiptAnswer }>().data.state).toMatchObject({
      feedback: 0,
      feedbackComment: 'Not this time',
      confirmed: true,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/channel/sms/update/feedback/${byPage.receiptId}`,
      payload: { feedback: 0, feedbackComment: '  Not this time ' },
    });
    // An answer is final, from either.
    const again = await act(tokens.ann, byApp.receiptId, 'feedback', { feedback: 1 });
    expect(again.json<{ data: InboxReceiptAnswer }>().data.state.feedback).toBe(0);

    const app = await receiptRow(byApp.receiptId);
    const page = await receiptRow(byPage.receiptId);
    for (const row of [app, page])
      expect(row).toMatchObject({
        readResponse: true,
        feedback: 0,
        feedbackComment: 'Not this time',
      });
    const appView = await consoleView(byApp.messageId);
    expect(appView).toEqual(await consoleView(byPage.messageId));
    expect(appView).toMatchObject({ read: 1, totals: { total: 1, confirmed: 1, notOpened: 0 } });
    // The inbox shows the state the page's answers left.
    const shown = (await wholeInbox(tokens.ann, 50)).find((m) => m.receiptId === byPage.receiptId);
    expect(shown?.state).toMatchObject({ read: true, readResponse: true, feedback: 0 });
  });

  it('refuses feedback to a message that asks for none, as the page does', async () => {
    const { receiptId } = await sentTo(members.ann, { enableFeedback: false });
    const response = await act(tokens.ann, receiptId, 'feedback', { feedback: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error' });
    expect((await act(tokens.ann, receiptId, 'feedback', { feedback: 7 })).statusCode).toBe(400);
    expect((await receiptRow(receiptId)).feedback).toBeNull();
  });
});

describe('DELETE /app/inbox/{receiptId}', () => {
  it("hides the message from the member's inbox and count only; the organisation's records stay", async () => {
    const member = await addUser(t.db, acme, { firstName: 'Kim' });
    const token = await issueAppToken(t.db, { mobileUserId: member, companyId: acme });
    const kept = await sentTo(member, { title: 'Kept' });
    const removed = await sentTo(member, { title: 'Removed' });
    await act(token, removed.receiptId, 'confirm');
    const unreadRemoved = await sentTo(member, { title: 'Removed unread' });
    expect(await unreadOf(token)).toBe(2);
    const before = await consoleView(removed.messageId);
    const beforeUnread = await consoleView(unreadRemoved.messageId);

    for (const id of [removed.receiptId, unreadRemoved.receiptId]) {
      const response = await removeFromInbox(token, id);
      expect(response.statusCode, response.body).toBe(200);
    }
    // A repeat answers the same.
    const again = await removeFromInbox(token, removed.receiptId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, data: { unread: 1 } });

    expect((await wholeInbox(token, 50)).map((m) => m.receiptId)).toEqual([kept.receiptId]);
    expect(await unreadOf(token)).toBe(1);
    expect(await consoleView(removed.messageId)).toEqual(before);
    expect(await consoleView(unreadRemoved.messageId)).toEqual(beforeUnread);
    expect(await receiptRow(removed.receiptId)).toMatchObject({ readResponse: true });
    expect((await receiptRow(removed.receiptId)).inboxRemovedAt).not.toBeNull();
    // The receipt page's link still opens it.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/channel/sms/${removed.receiptId}`,
    });
    expect(page.statusCode).toBe(200);
  });
});

describe('GET /app/inbox/unread-count', () => {
  it('counts unread messages up to 100 (99+)', async () => {
    const member = await addUser(t.db, acme, { firstName: 'Max' });
    const token = await issueAppToken(t.db, { mobileUserId: member, companyId: acme });
    const { messageId, receiptId } = await sentTo(member);
    await act(token, receiptId, 'read');
    expect(await unreadOf(token)).toBe(0);
    // 104 more occurrences of the message, each with the member's unread receipt.
    await t.db.execute(sql`with occ as (
        insert into message_occurrences (message_id, due_at, state, completed_at)
        select ${messageId}, now() - g * interval '1 minute', 'done', now()
        from generate_series(1, 104) g returning id)
      insert into message_receipts (occurrence_id, mobile_user_id, channel)
      select id, ${member}, 'push' from occ`);
    expect(await unreadOf(token)).toBe(100);
    expect((await inboxPage(token)).unread).toBe(100);
    await t.db.execute(sql`update message_receipts set read_at = now()
      where mobile_user_id = ${member} and id in (select id from message_receipts
        where mobile_user_id = ${member} and read_at is null limit 10)`);
    expect(await unreadOf(token)).toBe(94);
  });
});
