import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageDetailResponse, MessageListResponse } from '../../../contract/messages';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { ACME, CHANNEL, GLOBEX, SUPER, messagesTestKit, type MessagesTestKit } from './testKit';

let t: TestApp;
let k: MessagesTestKit;
let primary: string;
let hybrid: string;
let globexPrimary: string;
let detailed: Awaited<ReturnType<MessagesTestKit['sentMessage']>>;

const WALL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
  primary = await k.channel('acme', 'PRIMARY');
  hybrid = await k.channel('acme', 'HYBRID');
  globexPrimary = await k.channel('globex', 'PRIMARY');
  const users = await k.users('acme', 7);
  const [u1, u2, u3, u4, u5, u6, u7] = users;
  if (!u1 || !u2 || !u3 || !u4 || !u5 || !u6 || !u7) throw new Error('acme has users');
  detailed = await k.sentMessage(
    'acme',
    primary,
    [
      { userId: u1 },
      { userId: u2, readAt: minutesAgo(5) },
      { userId: u3, readAt: minutesAgo(5), readResponse: true },
      { userId: u4, readAt: minutesAgo(4), feedback: 1, feedbackComment: 'Great' },
      { userId: u5, readAt: minutesAgo(3), feedback: 0 },
      { userId: u6, readAt: minutesAgo(2), feedback: -1 },
      { userId: u7, channel: 'sms' },
    ],
    { title: 'With receipts' },
  );
  await k.sentMessage('acme', hybrid, [], { title: 'Hybrid news' });
  const [g1] = await k.users('globex', 1);
  if (!g1) throw new Error('globex has users');
  await k.sentMessage('globex', globexPrimary, [{ userId: g1 }], { title: 'Globex only' });
});
afterAll(() => t.close());

async function list(email: string, cpId: string, query = '', company?: string) {
  const response = await k.call(email, 'GET', `/messages/${cpId}${query}`, { company });
  expect(response.statusCode).toBe(200);
  return response.json<MessageListResponse>().data;
}

async function detail(email: string, id: string, query = '') {
  return k.call(email, 'GET', `/messages/acme/message/${id}${query}`);
}

describe('GET /messages/{cpId}', () => {
  it("lists every channel's messages for a company admin, newest first, with LA times", async () => {
    const { messages, total } = await list(ACME, 'all', '?limit=100');
    const titles = messages.map((m) => m.title);
    expect(titles).toContain('With receipts');
    expect(titles).toContain('Hybrid news');
    expect(titles).not.toContain('Globex only');
    expect(total).toBe(messages.length);
    const created = messages.map((m) => m.dateCreated);
    expect([...created].sort().reverse()).toEqual(created);
    for (const message of messages) expect(message.dateCreated).toMatch(WALL_TIME);
    expect(messages.find((m) => m.title === 'With receipts')).toMatchObject({
      cp_id: primary,
      cp_name: 'Acme News',
      sent: 7,
      read: 5,
    });
  });

  it('pages with offset and limit and keeps the total', async () => {
    const all = await list(ACME, 'all', '?limit=100');
    const page = await list(ACME, 'all', '?offset=1&limit=1');
    expect(page.total).toBe(all.total);
    expect(page.messages.map((m) => m._id)).toEqual([all.messages[1]?._id]);
  });

  it('narrows to one channel, and shows a channel admin only its own', async () => {
    const ofHybrid = await list(ACME, hybrid);
    expect(ofHybrid.messages.every((m) => m.cp_id === hybrid)).toBe(true);
    expect(ofHybrid.messages.map((m) => m.title)).toContain('Hybrid news');

    const own = await list(CHANNEL, 'all');
    expect(own.messages.length).toBeGreaterThan(0);
    expect(own.messages.every((m) => m.cp_id === primary)).toBe(true);
    expect((await list(CHANNEL, primary)).total).toBe(own.total);
    const other = await k.call(CHANNEL, 'GET', `/messages/${hybrid}`);
    expect(other.statusCode).toBe(404);
  });

  it('gives a platform admin the chosen company', async () => {
    const acme = await list(SUPER, 'all', '?limit=100', 'acme');
    expect(acme.messages.map((m) => m.title)).not.toContain('Globex only');
    const globex = await list(SUPER, 'all', '?limit=100', 'globex');
    expect(globex.messages.map((m) => m.title)).toEqual(['Globex only']);
  });

  it("never shows a globex admin acme's messages", async () => {
    const own = await list(GLOBEX, 'all', '?limit=100', 'acme');
    expect(own.messages.map((m) => m.title)).toEqual(['Globex only']);
    const acmeChannel = await k.call(GLOBEX, 'GET', `/messages/${primary}`);
    expect(acmeChannel.statusCode).toBe(404);
  });

  it('refuses a path that is neither a channel id nor all, and bad paging', async () => {
    for (const url of [
      '/messages/everything',
      '/messages/all?limit=0',
      '/messages/all?limit=101',
    ]) {
      const response = await k.call(ACME, 'GET', url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
    }
  });
});

describe('GET /messages/{companyId}/message/{id}', () => {
  it('answers the message with its receipts, their users and the count of each status', async () => {
    const response = await detail(ACME, detailed.message.id, '?limit=100');
    expect(response.statusCode).toBe(200);
    const { message, receipts, totalReceipts, counts } =
      response.json<MessageDetailResponse>().data;
    expect(message).toMatchObject({ _id: detailed.message.id, message: '<p>Sent earlier</p>' });
    expect(message.audience).toEqual({ kind: 'all' });
    expect(totalReceipts).toBe(7);
    expect(receipts).toHaveLength(7);
    expect(counts).toEqual({
      total: 7,
      notOpened: 2,
      // Answering yes confirms (docs/decisions.md: one definition of confirmed).
      openedUnconfirmed: 3,
      openedConfirmed: 2,
      feedbackYes: 1,
      feedbackNo: 1,
      feedbackUncommitted: 3,
    });
    const great = receipts.find((r) => r.feedbackComment === 'Great');
    expect(great).toMatchObject({ is_read: true, confirmed: true, feedback: 1, channel: 'push' });
    expect(great?.readAt).toMatch(WALL_TIME);
    expect(great?.userInfo.fullName.length).toBeGreaterThan(0);
    expect(receipts.find((r) => r.channel === 'sms')).toMatchObject({
      is_read: false,
      readAt: null,
    });
  });

  it('filters receipts by status and pages them', async () => {
    const expected: Record<string, number> = {
      not_opened: 2,
      opened_unconfirmed: 3,
      opened_confirmed: 2,
      feedback_yes: 1,
      feedback_no: 1,
      feedback_uncommitted: 3,
      all: 7,
    };
    for (const [status, n] of Object.entries(expected)) {
      const response = await detail(ACME, detailed.message.id, `?status=${status}&limit=100`);
      const data = response.json<MessageDetailResponse>().data;
      expect(data.totalReceipts).toBe(n);
      expect(data.receipts).toHaveLength(n);
    }
    const first = await detail(ACME, detailed.message.id, '?limit=3');
    const second = await detail(ACME, detailed.message.id, '?offset=3&limit=3');
    const ids = [first, second].flatMap((r) =>
      r.json<MessageDetailResponse>().data.receipts.map((x) => x._id),
    );
    expect(new Set(ids).size).toBe(6);
    const bad = await detail(ACME, detailed.message.id, '?status=read');
    expect(bad.statusCode).toBe(400);
  });

  it('shows a channel admin its own channel’s messages only', async () => {
    expect((await detail(CHANNEL, detailed.message.id)).statusCode).toBe(200);
    const hybridMessage = (await list(ACME, hybrid)).messages[0];
    expect((await detail(CHANNEL, hybridMessage?._id ?? '')).statusCode).toBe(404);
  });

  it("never shows a globex admin acme's message, whatever the path says", async () => {
    for (const url of [
      `/messages/acme/message/${detailed.message.id}`,
      `/messages/globex/message/${detailed.message.id}`,
    ]) {
      const response = await k.call(GLOBEX, 'GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });
});
