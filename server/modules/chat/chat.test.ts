import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatConversation } from '../../../contract/chat';
import { selectRows } from '../../db/rows';
import { adminUsers } from '../../db/schema/admins';
import { chatConversations, chatMessages } from '../../db/schema/chat';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function listAs(email: string, query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/chat/getUsersMessageList${query}`,
    headers: bearer(await t.tokenFor(email)),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { conversations: ChatConversation[]; total: number } }>().data;
}

async function channelOf(email: string) {
  const [row] = await t.db.select().from(adminUsers).where(eq(adminUsers.email, email));
  return row?.contentProviderId ?? '';
}

describe('GET /api/chat/getUsersMessageList', () => {
  it("lists a channel admin's conversations only, newest first, with messages oldest first", async () => {
    const channel = await channelOf('channel@acme.test');
    const { conversations, total } = await listAs('channel@acme.test');
    const inDb = await t.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.contentProviderId, channel));
    expect(total).toBe(inDb.length);
    expect(conversations.length).toBeGreaterThan(0);
    expect(conversations.every((c) => c.cp_id === channel)).toBe(true);
    const times = conversations.map((c) => c.lastMessageAt);
    expect(times).toEqual([...times].sort().reverse());
    const messages = conversations[0]?.messages ?? [];
    expect(messages.map((m) => m.sentAt)).toEqual(messages.map((m) => m.sentAt).sort());
  });

  it('pages with skipAmount and limitAmount', async () => {
    const all = await listAs('channel@acme.test');
    const page = await listAs('channel@acme.test', '?skipAmount=2&limitAmount=2');
    expect(page.conversations.map((c) => c.chatMessageID)).toEqual(
      all.conversations.slice(2, 4).map((c) => c.chatMessageID),
    );
    expect(page.total).toBe(all.total);
  });

  it("gives a company admin every channel of the company and never another company's", async () => {
    const acme = await listAs('admin@acme.test');
    const globex = await listAs('admin@globex.test');
    const acmeIds = new Set(acme.conversations.map((c) => c.chatMessageID));
    expect(globex.conversations.some((c) => acmeIds.has(c.chatMessageID))).toBe(false);
    expect(new Set(acme.conversations.map((c) => c.cp_id)).size).toBeGreaterThan(1);
  });

  it("pages a company admin's conversations across channels in one order, a deleted member's left out", async () => {
    // Each channel's conversations are read by its own index and merged (chat/repository.ts):
    // every page must be that slice of the one newest-first order, whichever channel it is in.
    const [hidden] = await t.db
      .select({ id: chatConversations.id, user: chatConversations.mobileUserId })
      .from(chatConversations)
      .limit(1);
    await t.db.execute(
      sql`update mobile_users set is_deleted = 1 where id = ${hidden?.user ?? ''}`,
    );
    const rows = await selectRows<{ id: string }>(
      t.db,
      sql`select c.id from chat_conversations c
        join content_providers p on p.id = c.content_provider_id
        join companies co on co.id = p.company_id and co.company_id = 'acme'
        join mobile_users u on u.id = c.mobile_user_id and u.is_deleted = 0
        order by c.last_message_at desc, c.id`,
    );
    const expected = rows.map((row) => row.id);
    expect(expected.length).toBeGreaterThan(3);
    expect(expected).not.toContain(hidden?.id);
    for (const [skip, limit] of [
      [0, 100],
      [0, 2],
      [1, 3],
      [expected.length - 2, 5],
    ] as const) {
      const page = await listAs('admin@acme.test', `?skipAmount=${skip}&limitAmount=${limit}`);
      expect(page.conversations.map((c) => c.chatMessageID)).toEqual(
        expected.slice(skip, skip + limit),
      );
      expect(page.total).toBe(expected.length);
    }
    await t.db.execute(
      sql`update mobile_users set is_deleted = 0 where id = ${hidden?.user ?? ''}`,
    );
  });

  it('rejects a page size over 100', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/chat/getUsersMessageList?limitAmount=1000',
      headers: bearer(await t.tokenFor('channel@acme.test')),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('setConversationReadByParticipant and the conversation audit', () => {
  it("marks the app user's unread messages as read", async () => {
    const { conversations } = await listAs('channel@acme.test');
    const unread = conversations.find((c) => c.unreadCount > 0);
    expect(unread).toBeDefined();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat/setConversationReadByParticipant',
      headers: bearer(await t.tokenFor('channel@acme.test')),
      payload: { chatMessageID: unread?.chatMessageID },
    });
    expect(response.json()).toEqual({ success: true, data: { updated: unread?.unreadCount } });
    const left = await t.db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, unread?.chatMessageID ?? ''),
          eq(chatMessages.fromChannel, false),
          isNull(chatMessages.readAt),
        ),
      );
    expect(left).toHaveLength(0);
  });

  it('downloads the last messages of a conversation as CSV', async () => {
    const { conversations } = await listAs('channel@acme.test');
    const conversation = conversations[0];
    const response = await t.app.inject({
      method: 'GET',
      url: `/user/mobile-users/download-conversation-audit?chatMessageID=${conversation?.chatMessageID}&count=2`,
      headers: bearer(await t.tokenFor('channel@acme.test')),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('attachment');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Sent (UTC),From,Message,Read (UTC)');
    expect(lines).toHaveLength(3);
    const last = conversation?.messages.at(-1)?.body ?? '';
    expect(lines[2]).toContain(last.includes(',') ? `"${last}"` : last);
  });

  it("answers 404 for another tenant's conversation, and changes nothing", async () => {
    const { conversations } = await listAs('admin@acme.test');
    const id = conversations[0]?.chatMessageID ?? '';
    const token = await t.tokenFor('admin@globex.test');
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/chat/setConversationReadByParticipant',
      headers: bearer(token),
      payload: { chatMessageID: id },
    });
    expect(read.statusCode).toBe(404);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/user/mobile-users/download-conversation-audit?chatMessageID=${id}`,
      headers: bearer(token),
    });
    expect(audit.statusCode).toBe(404);
  });

  it("answers 404 to a channel admin for another channel's conversation", async () => {
    const primary = await listAs('channel@acme.test');
    const response = await t.app.inject({
      method: 'GET',
      url: `/user/mobile-users/download-conversation-audit?chatMessageID=${primary.conversations[0]?.chatMessageID}`,
      headers: bearer(await t.tokenFor('channel5@acme.test')),
    });
    expect(response.statusCode).toBe(404);
  });
});
