import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MessageDetailResponse,
  MessageListResponse,
  MessageSendersResponse,
  MessageSummary,
} from '../../../contract/messages';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { adminUsers } from '../../db/schema/admins';
import { messages } from '../../db/schema/messages';
import { ACME, CHANNEL, GLOBEX, SUPER, messagesTestKit, type MessagesTestKit } from './testKit';

let t: TestApp;
let k: MessagesTestKit;
let acmeAdmin: string;
let channelAdmin: string;
let globexAdmin: string;
/** The messages the filters are tried on, by name. */
const ids: Record<'sms' | 'email' | 'push' | 'globex', string> = {
  sms: '',
  email: '',
  push: '',
  globex: '',
};

async function adminId(email: string): Promise<string> {
  const [row] = await t.db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, email));
  if (!row) throw new Error(`no admin ${email}`);
  return row.id;
}

type Row = typeof messages.$inferInsert;

async function stored(values: Row): Promise<string> {
  const [row] = await t.db.insert(messages).values(values).returning({ id: messages.id });
  if (!row) throw new Error('could not store a message');
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
  const acme = await t.companyIdOf('acme');
  const primary = await k.channel('acme', 'PRIMARY');
  const hybrid = await k.channel('acme', 'HYBRID');
  acmeAdmin = await adminId(ACME);
  channelAdmin = await adminId(CHANNEL);
  globexAdmin = await adminId(GLOBEX);
  ids.sms = await stored({
    companyId: acme,
    contentProviderId: hybrid,
    createdBy: acmeAdmin,
    title: 'Zebra bulletin',
    pushMessage: 'A quiet evening',
    message: '<p>Hidden <strong>marigold</strong> word</p>',
    deliveryMode: 'sms',
    status: 0,
    dateCreated: new Date('2020-03-10T12:00:00Z'),
  });
  ids.email = await stored({
    companyId: acme,
    contentProviderId: primary,
    createdBy: channelAdmin,
    type: 'AwardNotification',
    title: 'Goal 100% reached',
    pushMessage: 'under_score here',
    message: '<p>Well done</p>',
    deliveryMode: 'email',
    status: 1,
    scheduleType: 'later',
    nextDueAt: new Date(Date.now() + 86_400_000),
    dateCreated: new Date('2020-03-20T12:00:00Z'),
  });
  ids.push = await stored({
    companyId: acme,
    contentProviderId: primary,
    title: 'Goal 100 reached',
    pushMessage: 'underXscore here',
    message: '<p>Going out</p>',
    deliveryMode: 'push',
    status: 1,
    dateCreated: new Date('2020-04-01T12:00:00Z'),
  });
  ids.globex = await stored({
    companyId: await t.companyIdOf('globex'),
    contentProviderId: await k.channel('globex', 'PRIMARY'),
    createdBy: globexAdmin,
    title: 'Zebra of globex',
    pushMessage: 'marigold',
    message: '<p>marigold</p>',
    deliveryMode: 'sms',
    status: 0,
    dateCreated: new Date('2020-03-12T12:00:00Z'),
  });
});
afterAll(() => t.close());

async function list(email: string, query: string, cpId = 'all', company?: string) {
  const paging = query.includes('limit=') ? '' : 'limit=100&';
  const response = await k.call(email, 'GET', `/messages/${cpId}?${paging}${query}`, { company });
  expect(response.statusCode).toBe(200);
  return response.json<MessageListResponse>().data;
}

const idsOf = (page: { messages: MessageSummary[] }) => page.messages.map((m) => m._id);

describe('GET /messages/{cpId} searched', () => {
  it('matches the title, the push text and the rich text, in any case', async () => {
    expect(idsOf(await list(ACME, 'search=zEBRA'))).toEqual([ids.sms]);
    expect(idsOf(await list(ACME, 'search=quiet%20evening'))).toEqual([ids.sms]);
    expect(idsOf(await list(ACME, 'search=marigold'))).toEqual([ids.sms]);
    const page = await list(ACME, 'search=marigold');
    expect(page.total).toBe(1);
  });

  it('reads the rich text without its tags: a tag name matches nothing', async () => {
    expect(idsOf(await list(ACME, 'search=strong'))).not.toContain(ids.sms);
    expect(idsOf(await list(ACME, 'search=%3Cp%3E'))).toEqual([]);
  });

  it('takes % and _ as the characters they are', async () => {
    expect(idsOf(await list(ACME, 'search=100%25'))).toEqual([ids.email]);
    expect(idsOf(await list(ACME, 'search=under_score'))).toEqual([ids.email]);
    expect(idsOf(await list(ACME, 'search=%25'))).toEqual([ids.email]);
    expect(idsOf(await list(ACME, 'search=Goal'))).toEqual([ids.push, ids.email]);
  });

  it('ignores a search of spaces only', async () => {
    const all = await list(ACME, '');
    expect((await list(ACME, 'search=%20%20')).total).toBe(all.total);
  });
});

describe('GET /messages/{cpId} filtered', () => {
  it('narrows by type', async () => {
    const awards = await list(ACME, 'type=AwardNotification');
    expect(idsOf(awards)).toContain(ids.email);
    expect(awards.messages.every((m) => m.type === 'AwardNotification')).toBe(true);
    expect(idsOf(awards)).not.toContain(ids.push);
  });

  it('narrows by delivery, each message answering its mode', async () => {
    for (const [mode, id] of [
      ['sms', ids.sms],
      ['email', ids.email],
      ['push', ids.push],
    ] as const) {
      const page = await list(ACME, `deliveryMode=${mode}`);
      expect(idsOf(page)).toContain(id);
      expect(page.messages.every((m) => m.deliveryMode === mode)).toBe(true);
    }
    const fallback = await list(ACME, 'deliveryMode=fallback');
    expect(idsOf(fallback)).not.toContain(ids.sms);
    expect(fallback.messages.every((m) => m.deliveryMode === 'fallback')).toBe(true);
  });

  it('narrows by status: scheduled, sending and sent', async () => {
    const scheduled = idsOf(await list(ACME, 'status=scheduled'));
    const sending = idsOf(await list(ACME, 'status=sending'));
    const sent = idsOf(await list(ACME, 'status=sent'));
    expect(scheduled).toContain(ids.email);
    expect(sending).toContain(ids.push);
    expect(sent).toContain(ids.sms);
    for (const [found, others] of [
      [scheduled, [ids.push, ids.sms]],
      [sending, [ids.email, ids.sms]],
      [sent, [ids.email, ids.push]],
    ] as const)
      for (const id of others) expect(found).not.toContain(id);
    // Every message is in exactly one of them.
    const all = await list(ACME, '');
    expect(scheduled.length + sending.length + sent.length).toBe(all.total);
  });

  it('narrows by date: from included, to left out', async () => {
    const march = await list(ACME, 'from=2020-03-01T00:00:00Z&to=2020-04-01T00:00:00Z');
    expect(idsOf(march)).toEqual([ids.email, ids.sms]);
    const fromExact = await list(ACME, 'from=2020-03-20T12:00:00.000Z&to=2020-04-01T12:00:00Z');
    expect(idsOf(fromExact)).toEqual([ids.email]);
    const before = await list(ACME, 'to=2020-03-20T12:00:00Z');
    expect(idsOf(before)).toEqual([ids.sms]);
  });

  it('narrows by sender, and names the sender of each message', async () => {
    const byChannelAdmin = await list(ACME, `sender=${channelAdmin}`);
    expect(idsOf(byChannelAdmin)).toEqual([ids.email]);
    expect(byChannelAdmin.messages[0]?.sentBy?._id).toBe(channelAdmin);
    expect(byChannelAdmin.messages[0]?.sentBy?.name.length).toBeGreaterThan(0);
    expect(idsOf(await list(ACME, `sender=${acmeAdmin}`))).toEqual([ids.sms]);
    const engine = (await list(ACME, 'search=underXscore')).messages[0];
    expect(engine?.sentBy).toBeNull();
  });

  it('puts the filters together', async () => {
    expect(idsOf(await list(ACME, 'search=goal&status=scheduled&deliveryMode=email'))).toEqual([
      ids.email,
    ]);
    expect(idsOf(await list(ACME, 'search=goal&deliveryMode=sms'))).toEqual([]);
    const paged = await list(ACME, 'search=goal&limit=1&offset=1');
    expect(paged.total).toBe(2);
  });

  it('refuses bad filters with validation_error, never a 500', async () => {
    for (const query of [
      'status=done',
      'type=Letter',
      'deliveryMode=fax',
      'from=yesterday',
      'to=2020-13-45',
      'sender=ada',
      `search=${'x'.repeat(101)}`,
    ]) {
      const response = await k.call(ACME, 'GET', `/messages/all?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
    }
  });
});

describe('tenants and channels', () => {
  it("never shows another organisation's messages, searched or filtered", async () => {
    expect(idsOf(await list(ACME, 'search=zebra'))).toEqual([ids.sms]);
    expect(idsOf(await list(GLOBEX, 'search=zebra', 'all', 'acme'))).toEqual([ids.globex]);
    expect(idsOf(await list(GLOBEX, `sender=${acmeAdmin}`, 'all', 'acme'))).toEqual([]);
    expect(idsOf(await list(ACME, `sender=${globexAdmin}`))).toEqual([]);
    expect(idsOf(await list(SUPER, 'search=zebra', 'all', 'globex'))).toEqual([ids.globex]);
  });

  it('keeps a channel admin to its channel', async () => {
    const own = await list(CHANNEL, 'search=zebra');
    expect(idsOf(own)).toEqual([]);
    expect(idsOf(await list(CHANNEL, 'search=goal'))).toEqual([ids.push, ids.email]);
  });
});

describe('GET /messages/senders/{cpId}', () => {
  async function senders(email: string, cpId = 'all', company?: string) {
    const response = await k.call(email, 'GET', `/messages/senders/${cpId}`, { company });
    expect(response.statusCode).toBe(200);
    return response.json<MessageSendersResponse>().data;
  }

  it('lists the admins who wrote messages of the scope, each once, with name and email', async () => {
    const acme = await senders(ACME);
    expect(acme.map((s) => s._id).sort()).toEqual([acmeAdmin, channelAdmin].sort());
    expect(acme.find((s) => s._id === channelAdmin)).toMatchObject({ email: CHANNEL });
    for (const sender of acme) expect(sender.name.length).toBeGreaterThan(0);
  });

  it("lists a channel's writers only, for a channel and for its admin", async () => {
    const primary = await k.channel('acme', 'PRIMARY');
    expect((await senders(ACME, primary)).map((s) => s._id)).toEqual([channelAdmin]);
    expect((await senders(CHANNEL)).map((s) => s._id)).toEqual([channelAdmin]);
    const hybrid = await k.channel('acme', 'HYBRID');
    const other = await k.call(CHANNEL, 'GET', `/messages/senders/${hybrid}`);
    expect(other.statusCode).toBe(404);
  });

  it("never lists another organisation's writers", async () => {
    expect((await senders(GLOBEX, 'all', 'acme')).map((s) => s._id)).toEqual([globexAdmin]);
    expect((await senders(SUPER, 'all', 'globex')).map((s) => s._id)).toEqual([globexAdmin]);
    const acmeChannel = await k.channel('acme', 'PRIMARY');
    const response = await k.call(GLOBEX, 'GET', `/messages/senders/${acmeChannel}`);
    expect(response.statusCode).toBe(404);
  });

  it('refuses a path that is neither a channel id nor all', async () => {
    const response = await k.call(ACME, 'GET', '/messages/senders/everyone');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error' });
  });
});

describe('receipts nothing reached', () => {
  it('have no Sent time; the others do', async () => {
    const users = await k.users('acme', 3);
    const [u1, u2, u3] = users;
    if (!u1 || !u2 || !u3) throw new Error('acme has users');
    const primary = await k.channel('acme', 'PRIMARY');
    const { message } = await k.sentMessage('acme', primary, [
      { userId: u1, channel: 'push' },
      { userId: u2, channel: 'none' },
      { userId: u3, channel: 'capped' },
    ]);
    const response = await k.call(ACME, 'GET', `/messages/acme/message/${message.id}?limit=10`);
    expect(response.statusCode).toBe(200);
    const { receipts } = response.json<MessageDetailResponse>().data;
    const byChannel = Object.fromEntries(receipts.map((r) => [r.channel, r.sentAt]));
    expect(byChannel.push).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(byChannel.none).toBeNull();
    expect(byChannel.capped).toBeNull();
  });
});
