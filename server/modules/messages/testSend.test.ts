import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestMessageSent } from '../../../contract/messageTest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { adminUsers } from '../../db/schema/admins';
import { mobileUserDevices } from '../../db/schema/appDevices';
import { contentProviders } from '../../db/schema/channels';
import { channelCreditLedger } from '../../db/schema/creditLedger';
import { deliveryOutbox, messageReceipts, messages } from '../../db/schema/messages';
import { mobileUsers } from '../../db/schema/mobileUsers';
import type { Delivery, DeliveryProvider } from '../../providers/delivery';
import { createOutboxProvider } from '../../providers/delivery';
import { recordOptOut } from '../optOuts/public';
import { ACME, CHANNEL, CHANNEL5, GLOBEX, messagesTestKit, type MessagesTestKit } from './testKit';

/** A provider that takes every delivery and keeps it, as a phone or Twilio would get it. */
function recordingProvider(): DeliveryProvider & { taken: Delivery[] } {
  const taken: Delivery[] = [];
  return {
    kind: 'recording',
    taken,
    send: (delivery) => {
      taken.push(delivery);
      return Promise.resolve({ receiptId: delivery.receiptId, ok: true });
    },
  };
}

const push = recordingProvider();
const texts = recordingProvider();
let t: TestApp;
let k: MessagesTestKit;
let primary: string;
let me: string;

beforeAll(async () => {
  t = await createTestApp({
    deliveryProviders: { push, sms: texts, email: createOutboxProvider() },
  });
  k = messagesTestKit(t);
  primary = await k.channel('acme', 'PRIMARY');
  // Acme's admin is an app user of acme too, by the same email, with the app on one phone.
  const [row] = await t.db
    .insert(mobileUsers)
    .values({
      companyId: await t.companyIdOf('acme'),
      email: 'ADMIN@acme.test',
      firstName: 'Ann',
      lastName: 'Admin',
      phone: '+15551234567',
      language: 'es',
      customFields: { Local: '12' },
    })
    .returning({ id: mobileUsers.id });
  if (!row) throw new Error('the app user was not added');
  me = row.id;
  await t.db.insert(mobileUserDevices).values({
    companyId: await t.companyIdOf('acme'),
    mobileUserId: me,
    pushToken: 'test-token-ann',
    platform: 'android',
  });
});
afterAll(() => t.close());
beforeEach(() => {
  push.taken.length = 0;
  texts.taken.length = 0;
});

const draft = (overrides: Record<string, unknown> = {}) => ({
  cpId: primary,
  type: 'Regular Message',
  title: 'Hi {{ firstname | default: "member" }}',
  push_message: 'Local {{ custom.Local }} meets on Friday',
  message: '<p>Dear {{ firstname }} {{ custom.Shift | default: "team" }}</p>',
  deliveryMode: 'push',
  variants: [
    {
      language: 'es',
      title: 'Hola {{ firstname }}',
      push_message: 'La sección {{ custom.Local }} se reúne el viernes',
      message: '<p>Querida {{ firstname }}</p>',
    },
  ],
  ...overrides,
});

async function sendTest(payload: Record<string, unknown>, email = ACME) {
  const response = await k.call(email, 'POST', '/messages/test', { payload });
  return { status: response.statusCode, body: response.json<{ data: TestMessageSent }>() };
}

/** What a send would count: messages, receipts, outbox rows, credit ledger rows and credits. */
async function counted() {
  const tally = async (table: typeof messages | typeof messageReceipts | typeof deliveryOutbox) =>
    (await t.db.select({ n: count() }).from(table))[0]?.n;
  const [credits] = await t.db
    .select({
      used: sql<number>`sum(${contentProviders.offAppTextCreditsUsedCurrentMonth})::int`,
      bought: sql<number>`sum(${contentProviders.purchasedOffAppTextCreditsRemaining})::int`,
    })
    .from(contentProviders);
  const ledger = (await t.db.select({ n: count() }).from(channelCreditLedger))[0]?.n;
  return {
    messages: await tally(messages),
    receipts: await tally(messageReceipts),
    outbox: await tally(deliveryOutbox),
    ledger,
    credits,
  };
}

describe('POST /messages/test', () => {
  it("sends the admin's own phone and email the test, in the member's language, counted nowhere", async () => {
    const before = await counted();
    const { status, body } = await sendTest(draft());
    expect(status).toBe(200);
    expect(body.data.sentTo).toEqual({ push: 1, sms: null, email: 'admin@acme.test' });

    expect(push.taken).toHaveLength(1);
    expect(push.taken[0]).toMatchObject({
      address: 'test-token-ann',
      platform: 'android',
      title: '[Test] Hola Ann',
      body: 'La sección 12 se reúne el viernes',
    });
    const email = await t.lastEmailTo('admin@acme.test');
    expect(email?.subject).toBe('[Test] Hola Ann');
    expect(email?.html).toBe('<p>Querida Ann</p>');
    expect(await counted()).toEqual(before);
  });

  it("texts the member's phone when the message goes by SMS, spending no credits", async () => {
    await t.db
      .update(contentProviders)
      .set({ unregisteredMemberMessaging: true })
      .where(eq(contentProviders.id, primary));
    const before = await counted();
    const { status, body } = await sendTest(draft({ deliveryMode: 'sms', variants: [] }));
    expect(status).toBe(200);
    expect(body.data.sentTo.sms).toBe('+•••••••4567');
    expect(texts.taken).toEqual([
      expect.objectContaining({
        address: '+15551234567',
        body: '[Test] Local 12 meets on Friday',
      }),
    ]);
    expect(await counted()).toEqual(before);
  });

  it('renders a chosen test member with their own values and reaches their devices only', async () => {
    // A seeded member with the app on a phone, not Ann: ids are random, so pick by device.
    const [withDevice] = await t.db
      .select({ id: mobileUserDevices.mobileUserId })
      .from(mobileUserDevices)
      .innerJoin(mobileUsers, eq(mobileUsers.id, mobileUserDevices.mobileUserId))
      .where(
        and(
          eq(mobileUsers.companyId, await t.companyIdOf('acme')),
          eq(mobileUsers.isActive, 1),
          eq(mobileUsers.isDeleted, 0),
          ne(mobileUsers.id, me),
        ),
      )
      .orderBy(mobileUsers.email)
      .limit(1);
    const member = withDevice?.id;
    if (!member) throw new Error('acme has a member with a device');
    await t.db
      .update(mobileUsers)
      .set({ firstName: 'Bea', language: null, email: 'bea@example.com', customFields: {} })
      .where(eq(mobileUsers.id, member));
    // A member is emailed only where the channel allows email, as a real send would.
    expect((await sendTest(draft({ memberId: member }))).body.data.sentTo.email).toBeNull();
    await t.db
      .update(contentProviders)
      .set({ allowPushcastEmail: true })
      .where(eq(contentProviders.id, primary));
    const { status, body } = await sendTest(draft({ memberId: member }));
    expect(status).toBe(200);
    expect(body.data.sentTo.email).toBe('bea@example.com');
    expect(push.taken.map((delivery) => delivery.address)).not.toContain('test-token-ann');
    const email = await t.lastEmailTo('bea@example.com');
    // The organisation's own language, and a custom field she lacks falls back.
    expect(email?.subject).toBe('[Test] Hi Bea');
    expect(email?.html).toBe('<p>Dear Bea team</p>');
  });

  it("uses the admin's own name and email when no app user has their email", async () => {
    const [admin] = await t.db
      .select({ firstName: adminUsers.firstName })
      .from(adminUsers)
      .where(eq(adminUsers.email, CHANNEL));
    const { status, body } = await sendTest(draft({ cpId: undefined }), CHANNEL);
    expect(status).toBe(200);
    expect(body.data.sentTo).toEqual({ push: 0, sms: null, email: CHANNEL });
    expect(push.taken).toEqual([]);
    const email = await t.lastEmailTo(CHANNEL);
    expect(email?.subject).toBe(`[Test] Hi ${admin?.firstName || 'member'}`);
  });

  it('answers 404 for a member of another organisation, and sends nothing', async () => {
    const [stranger] = await k.users('globex', 1);
    const { status } = await sendTest(draft({ memberId: stranger }));
    expect(status).toBe(404);
    expect(push.taken).toEqual([]);
    // Globex's admin cannot send a test through acme's channel either.
    expect((await sendTest(draft(), GLOBEX)).status).toBe(404);
  });

  it('answers 404 for a member of the organisation who does not follow a channel admin’s channel', async () => {
    const { status } = await sendTest(draft({ cpId: undefined, memberId: me }), CHANNEL);
    expect(status).toBe(404);
  });

  it('refuses an unknown merge field, naming the field', async () => {
    const response = await k.call(ACME, 'POST', '/messages/test', {
      payload: draft({ push_message: 'Hello {{ nickname }}' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      details: [{ field: 'push_message' }],
    });
    expect(push.taken).toEqual([]);
  });

  it('says so when a chosen member can be reached no way', async () => {
    const [member] = await k.users('acme', 2).then((ids) => ids.slice(1));
    if (!member) throw new Error('acme has members');
    await t.db.delete(mobileUserDevices).where(eq(mobileUserDevices.mobileUserId, member));
    await t.db
      .update(mobileUsers)
      .set({ email: null, phone: null })
      .where(eq(mobileUsers.id, member));
    const response = await k.call(ACME, 'POST', '/messages/test', {
      payload: draft({ memberId: member }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'error_no_test_recipient' });
  });

  it('honours a chosen member’s opt-out: no push to a member who refused push', async () => {
    const [withDevice] = await t.db
      .select({ id: mobileUserDevices.mobileUserId })
      .from(mobileUserDevices)
      .innerJoin(mobileUsers, eq(mobileUsers.id, mobileUserDevices.mobileUserId))
      .where(
        and(
          eq(mobileUsers.companyId, await t.companyIdOf('acme')),
          eq(mobileUsers.isActive, 1),
          eq(mobileUsers.isDeleted, 0),
          ne(mobileUsers.id, me),
        ),
      )
      .orderBy(desc(mobileUsers.email))
      .limit(1);
    const member = withDevice?.id ?? '';
    await t.db
      .update(mobileUsers)
      .set({ email: null, phone: null })
      .where(eq(mobileUsers.id, member));
    expect((await sendTest(draft({ memberId: member }))).status).toBe(200);
    expect(push.taken).not.toEqual([]);
    push.taken.length = 0;
    await recordOptOut(t.db, {
      companyId: await t.companyIdOf('acme'),
      mobileUserId: member,
      channelId: null,
      delivery: 'push',
      source: 'app',
    });
    const response = await k.call(ACME, 'POST', '/messages/test', {
      payload: draft({ memberId: member }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'error_no_test_recipient' });
    expect(push.taken).toEqual([]);
  });

  it('allows ten tests a minute to one admin', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      answers.push((await sendTest(draft({ cpId: undefined }), CHANNEL5)).status);
    }
    expect(answers.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(answers[10]).toBe(429);
  });
});
