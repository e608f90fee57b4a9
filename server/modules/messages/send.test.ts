import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudienceCount, MessageSummary } from '../../../contract/messages';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { contentProviders } from '../../db/schema/channels';
import { messageFiles, messages } from '../../db/schema/messages';
import { channelFollowers, mobileUsers } from '../../db/schema/mobileUsers';
import { userGroups } from '../../db/schema/userGroups';
import {
  ACME,
  CHANNEL,
  GLOBEX,
  MESSAGING,
  SUPER,
  messagesTestKit,
  type MessagesTestKit,
} from './testKit';

let t: TestApp;
let k: MessagesTestKit;
let primary: string;
beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
  primary = await k.channel('acme', 'PRIMARY');
});
afterAll(() => t.close());

type Sent = { success: true; data: { message: MessageSummary; audience: AudienceCount } };

const body = (overrides: Record<string, unknown> = {}) => ({
  type: 'Regular Message',
  title: 'Meeting moved',
  push_message: 'The meeting is now on Friday',
  message: '<p>See you <b>Friday</b></p>',
  device: 'all',
  isReadRequired: true,
  enableFeedback: false,
  audience: { kind: 'all' },
  ...overrides,
});

async function messageCount(): Promise<number> {
  return (await t.db.select({ id: messages.id }).from(messages)).length;
}

describe('POST /messages/ (send now)', () => {
  it('stores the message and one pending occurrence due now, and answers its audience', async () => {
    const before = Date.now();
    const counted = await k.call(ACME, 'POST', '/messages/audience', {
      payload: { cpId: primary, device: 'all', audience: { kind: 'all' } },
    });
    expect(counted.statusCode).toBe(200);
    const audience = counted.json<{ data: AudienceCount }>().data;
    expect(audience.total).toBeGreaterThan(0);

    const response = await k.call(ACME, 'POST', '/messages/', { payload: body({ cpId: primary }) });
    expect(response.statusCode).toBe(200);
    const { message, audience: answered } = response.json<Sent>().data;
    expect(answered).toEqual(audience);
    expect(message).toMatchObject({
      title: 'Meeting moved',
      cp_id: primary,
      cp_name: 'Acme News',
      scheduleType: 'now',
      status: 1,
      recipients: audience.total,
      sent: 0,
      read: 0,
      nextSendAt: null,
    });
    expect(message.dateCreated).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const stored = await k.message(message._id);
    expect(stored).toMatchObject({ kind: 'message', audience: { kind: 'all' }, isDeleted: false });
    const occurrences = await k.occurrencesOf(message._id);
    expect(occurrences).toHaveLength(1);
    expect(occurrences[0]?.state).toBe('pending');
    expect(occurrences[0]?.dueAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(occurrences[0]?.dueAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('keeps only safe HTML: no scripts, event handlers or javascript: links', async () => {
    const response = await k.call(ACME, 'POST', '/messages/', {
      payload: body({
        cpId: primary,
        message:
          '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://example.com">ok</a><img src="x" onerror="alert(1)"></p><iframe src="https://evil.test"></iframe>',
      }),
    });
    expect(response.statusCode).toBe(200);
    const stored = await k.message(response.json<Sent>().data.message._id);
    expect(stored.message).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(stored.message).toContain('href="https://example.com"');
    expect(stored.message).toContain('Hi');
  });

  it("sends through a channel admin's own channel, and no other", async () => {
    const own = await k.call(CHANNEL, 'POST', '/messages/', { payload: body() });
    expect(own.statusCode).toBe(200);
    expect(own.json<Sent>().data.message.cp_id).toBe(primary);

    const hybrid = await k.channel('acme', 'HYBRID');
    const before = await messageCount();
    const other = await k.call(CHANNEL, 'POST', '/messages/', { payload: body({ cpId: hybrid }) });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'not_found' });
    expect(await messageCount()).toBe(before);
  });

  it('needs a channel from company admins, and a company from platform admins', async () => {
    const missing = await k.call(ACME, 'POST', '/messages/', { payload: body() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'validation_error',
      details: [{ field: 'cpId' }],
    });

    const noCompany = await k.call(SUPER, 'POST', '/messages/', {
      payload: body({ cpId: primary }),
    });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json()).toMatchObject({ code: 'validation_error' });

    const chosen = await k.call(SUPER, 'POST', '/messages/', {
      payload: body({ cpId: primary }),
      company: 'acme',
    });
    expect(chosen.statusCode).toBe(200);
    const elsewhere = await k.call(SUPER, 'POST', '/messages/', {
      payload: body({ cpId: primary }),
      company: 'globex',
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('lets a messaging-only admin send', async () => {
    const response = await k.call(MESSAGING, 'POST', '/messages/', {
      payload: body({ cpId: primary }),
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an audience of nobody with error_no_recipients, storing nothing', async () => {
    const before = await messageCount();
    const response = await k.call(ACME, 'POST', '/messages/', {
      payload: body({
        cpId: primary,
        audience: { kind: 'users', filter: { searchString: 'nobody-has-this-name-zz' } },
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'error_no_recipients' });
    expect(await messageCount()).toBe(before);
  });

  it("sends to groups of the company, and answers 404 for another tenant's group", async () => {
    const [acmeGroup] = await t.db
      .select()
      .from(userGroups)
      .where(eq(userGroups.companyId, await t.companyIdOf('acme')));
    const [globexGroup] = await t.db
      .select()
      .from(userGroups)
      .where(eq(userGroups.companyId, await t.companyIdOf('globex')));
    if (!acmeGroup || !globexGroup) throw new Error('the seed has groups in both companies');
    const defaultChannel = await k.channel('acme', 'DEFAULT');
    const own = await k.call(ACME, 'POST', '/messages/audience', {
      payload: {
        cpId: defaultChannel,
        device: 'all',
        audience: { kind: 'groups', groups: [acmeGroup.id] },
      },
    });
    expect(own.statusCode).toBe(200);
    const foreign = await k.call(ACME, 'POST', '/messages/', {
      payload: body({
        cpId: defaultChannel,
        audience: { kind: 'groups', groups: [globexGroup.id] },
      }),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("refuses SMS beyond the channel's credits with 402 error_no_text_credits, storing nothing", async () => {
    const secondary = await k.channel('acme', 'SECONDARY');
    const [follower] = await k.users('acme', 1);
    if (!follower) throw new Error('acme has users');
    await t.db
      .update(contentProviders)
      .set({
        unregisteredMemberMessaging: true,
        offAppTextCreditsMonth: 0,
        offAppTextCreditsUsedCurrentMonth: 0,
        purchasedOffAppTextCreditsRemaining: 0,
      })
      .where(eq(contentProviders.id, secondary));
    await t.db
      .update(mobileUsers)
      .set({ registered: false, phone: '+15550000001' })
      .where(eq(mobileUsers.id, follower));
    await t.db
      .insert(channelFollowers)
      .values({ mobileUserId: follower, contentProviderId: secondary })
      .onConflictDoNothing();
    const counted = await k.call(ACME, 'POST', '/messages/audience', {
      payload: { cpId: secondary, device: 'all', audience: { kind: 'all' } },
    });
    expect(counted.json<{ data: AudienceCount }>().data).toMatchObject({
      creditsRemaining: 0,
    });
    expect(counted.json<{ data: AudienceCount }>().data.sms).toBeGreaterThan(0);

    const before = await messageCount();
    const response = await k.call(ACME, 'POST', '/messages/', {
      payload: body({ cpId: secondary }),
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'error_no_text_credits' });
    expect(await messageCount()).toBe(before);
  });

  it('validates the body: links only over https, known types and devices', async () => {
    for (const url of ['javascript:alert(1)', 'http://example.com']) {
      const response = await k.call(ACME, 'POST', '/messages/', {
        payload: body({ cpId: primary, url }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'error_link_not_https' });
    }
    for (const payload of [
      body({ cpId: primary, device: 'fax' }),
      body({ cpId: primary, type: 'Spam' }),
      body({ cpId: primary, title: '' }),
      body({ cpId: 'not-a-uuid' }),
      body({ cpId: primary, audience: { kind: 'groups' } }),
      body({ cpId: primary, audience: { kind: 'users' } }),
      body({ cpId: primary, audience: { kind: 'everyone' } }),
    ]) {
      const response = await k.call(ACME, 'POST', '/messages/', { payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
    }
  });

  it('needs a signed-in admin', async () => {
    const response = await k.call(null, 'POST', '/messages/', { payload: body({ cpId: primary }) });
    expect(response.statusCode).toBe(401);
  });

  it("never lets a globex admin send through or count acme's channels", async () => {
    const before = await messageCount();
    const send = await k.call(GLOBEX, 'POST', '/messages/', { payload: body({ cpId: primary }) });
    expect(send.statusCode).toBe(404);
    const count = await k.call(GLOBEX, 'POST', '/messages/audience', {
      payload: { cpId: primary, device: 'all', audience: { kind: 'all' } },
    });
    expect(count.statusCode).toBe(404);
    const header = await k.call(GLOBEX, 'POST', '/messages/', {
      payload: body({ cpId: primary }),
      company: 'acme',
    });
    expect(header.statusCode).toBe(404);
    expect(await messageCount()).toBe(before);
    expect((await t.db.select().from(messageFiles)).length).toBe(0);
  });
});

describe('OpenAPI', () => {
  it('publishes every messaging route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [
      '/messages/',
      '/messages/file',
      '/messages/schedule',
      '/messages/schedule/file',
      '/messages/audience',
      '/messages/{cpId}',
      '/messages/{companyId}/message/{id}',
      '/messages/{id}',
      '/messages/file/upload/{id}',
      '/messages/campaign/{companyId}',
      '/messages/campaigns/{companyId}',
      '/messages/campaign/{id}',
      '/messages/campaign/{id}/{companyId}',
      '/messages/sequence',
      '/messages/sequence/file',
      '/messages/sequence/{cpId}',
      '/messages/sequence/{id}',
      '/api/channel/sms/{id}',
      '/api/channel/pushcast/{id}',
      '/api/channel/sms/update/status/{id}',
      '/api/channel/sms/update/read-response/{id}',
      '/api/channel/sms/update/feedback/{id}',
      '/api/channel/file/{id}',
      '/user/mobile-users/download-message-audit',
    ])
      expect(paths).toContain(path);
  });
});
