import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AudienceCount,
  DeliveryMode,
  MessageDetail,
  MessageSummary,
} from '../../../contract/messages';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { companies } from '../../db/schema/companies';
import {
  addUser,
  channelRow,
  createChannel,
  createGroup,
  deliverDue,
  receiptChannels,
} from '../delivery/testKit';
import { ACME, GLOBEX, SUPER, messagesTestKit, type MessagesTestKit } from './testKit';

/**
 * The sender's delivery choice end to end: the count the compose form shows for a choice, the
 * send that stores it, and the receipts the fan-out writes by it.
 */
let t: TestApp;
let k: MessagesTestKit;
/** Texts members without the app, does not email. */
let texting: string;
/** Emails members without the app, does not text. */
let emailing: string;
const users: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
  const acme = await t.companyIdOf('acme');
  // The organisation does not allow email: only a channel that does may email.
  await t.db.update(companies).set({ allowPushcastEmail: false }).where(eq(companies.id, acme));
  texting = await createChannel(t.db, acme, { sms: true, email: false, creditsMonth: 50 });
  emailing = await createChannel(t.db, acme, { sms: false, email: true });
  const follows = [texting, emailing];
  users.appWithPhone = await addUser(t.db, acme, { follows, phone: '+15550001', email: null });
  users.appWithEmail = await addUser(t.db, acme, { follows, email: 'app@acme.test' });
  users.memberWithPhone = await addUser(t.db, acme, {
    follows,
    registered: false,
    phone: '+15550002',
  });
  users.memberWithEmail = await addUser(t.db, acme, {
    follows,
    registered: false,
    email: 'member@acme.test',
  });
  users.memberWithNothing = await addUser(t.db, acme, { follows, registered: false });
});
afterAll(() => t.close());

type Sent = { data: { message: MessageSummary; audience: AudienceCount } };

const body = (
  cpId: string,
  deliveryMode: DeliveryMode,
  overrides: Record<string, unknown> = {},
) => ({
  cpId,
  type: 'Regular Message',
  title: `By ${deliveryMode}`,
  push_message: 'Read this',
  message: '<p>Body</p>',
  device: 'all',
  isReadRequired: false,
  enableFeedback: false,
  audience: { kind: 'all' },
  deliveryMode,
  ...overrides,
});

async function counted(cpId: string, deliveryMode: DeliveryMode): Promise<AudienceCount> {
  const response = await k.call(ACME, 'POST', '/messages/audience', {
    payload: { cpId, device: 'all', audience: { kind: 'all' }, deliveryMode },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: AudienceCount }>().data;
}

/** Sends now, fans out, and answers each user's receipt channel and the count the send took. */
async function sendAndDeliver(cpId: string, deliveryMode: DeliveryMode) {
  const response = await k.call(ACME, 'POST', '/messages/', { payload: body(cpId, deliveryMode) });
  expect(response.statusCode).toBe(200);
  const { message, audience } = response.json<Sent>().data;
  await deliverDue(t.db, new Date());
  const [occurrence] = await k.occurrencesOf(message._id);
  if (!occurrence) throw new Error('no occurrence');
  const receipts = await receiptChannels(t.db, occurrence.id);
  const byChannel = { push: 0, sms: 0, email: 0, none: 0 };
  for (const channel of receipts.values())
    if (channel in byChannel) byChannel[channel as keyof typeof byChannel] += 1;
  return { message, audience, receipts, byChannel };
}

describe('the delivery choice', () => {
  it('SMS only texts app users too, one off-app credit each, and stores the choice', async () => {
    const before = await channelRow(t.db, texting);
    const { message, receipts, byChannel, audience } = await sendAndDeliver(texting, 'sms');
    expect(receipts.get(users.appWithPhone ?? '')).toBe('sms');
    expect(receipts.get(users.memberWithPhone ?? '')).toBe('sms');
    expect(receipts.get(users.appWithEmail ?? '')).toBe('none');
    expect(byChannel).toEqual({ push: 0, sms: 2, email: 0, none: 3 });
    expect(audience).toMatchObject({ sms: 2, creditsNeeded: 2, reached: 2, notReachable: 3 });
    const after = await channelRow(t.db, texting);
    expect(after.offAppTextCreditsUsedCurrentMonth - before.offAppTextCreditsUsedCurrentMonth).toBe(
      2,
    );
    expect(message.deliveryMode).toBe('sms');
    expect((await k.message(message._id)).deliveryMode).toBe('sms');
  });

  it('push only sends nothing to members without the app', async () => {
    const before = await channelRow(t.db, texting);
    const { receipts, byChannel } = await sendAndDeliver(texting, 'push');
    expect(byChannel).toEqual({ push: 2, sms: 0, email: 0, none: 3 });
    for (const member of ['memberWithPhone', 'memberWithEmail', 'memberWithNothing'])
      expect(receipts.get(users[member] ?? '')).toBe('none');
    const after = await channelRow(t.db, texting);
    expect(after.offAppTextCreditsUsedCurrentMonth).toBe(before.offAppTextCreditsUsedCurrentMonth);
  });

  it('refuses email only, storing nothing, when neither the channel nor its organisation allows email', async () => {
    const count = await counted(texting, 'fallback');
    expect(count.modes?.email.allowed).toBe(false);
    expect(count.modes?.sms.allowed).toBe(true);
    const refused = await k.call(ACME, 'POST', '/messages/', { payload: body(texting, 'email') });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'error_delivery_not_allowed',
      message: 'Neither this channel nor its organisation allows email: choose push, or SMS.',
    });
    const sms = await k.call(ACME, 'POST', '/messages/', { payload: body(emailing, 'sms') });
    expect(sms.statusCode).toBe(409);
    expect(sms.json()).toMatchObject({ code: 'error_delivery_not_allowed' });
    const scheduled = await k.call(ACME, 'POST', '/messages/schedule', {
      payload: {
        ...body(texting, 'email'),
        scheduleType: 'daily',
        schedule_time: '09:00',
        userTimeZone: 'UTC',
      },
    });
    expect(scheduled.json()).toMatchObject({ code: 'error_delivery_not_allowed' });
  });

  it('reaches as many by each channel as the count answered, for every choice', async () => {
    const cases: [string, DeliveryMode][] = [
      [texting, 'fallback'],
      [texting, 'push'],
      [texting, 'sms'],
      [emailing, 'fallback'],
      [emailing, 'email'],
    ];
    for (const [cpId, mode] of cases) {
      const count = await counted(cpId, mode);
      const { byChannel, audience } = await sendAndDeliver(cpId, mode);
      expect(audience).toEqual(count);
      expect(count.modes?.[mode]).toMatchObject(byChannel);
      expect({ push: count.push, sms: count.sms, email: count.email, none: count.none }).toEqual(
        byChannel,
      );
      expect(count.reached).toBe(byChannel.push + byChannel.sms + byChannel.email);
    }
    // By email only: an email to everyone with an address, app users too.
    expect(await counted(emailing, 'email')).toMatchObject({ email: 2, push: 0, reached: 2 });
  });

  it('keeps the choice on a schedule and a recurring message', async () => {
    for (const schedule of [
      { scheduleType: 'daily', schedule_time: '09:00', userTimeZone: 'UTC' },
      {
        scheduleType: 'weekdays',
        schedule_days: [1, 3],
        schedule_time: '09:00',
        userTimeZone: 'UTC',
      },
    ]) {
      const response = await k.call(ACME, 'POST', '/messages/schedule', {
        payload: { ...body(texting, 'push'), ...schedule },
      });
      expect(response.statusCode).toBe(200);
      const { message } = response.json<Sent>().data;
      expect((await k.message(message._id)).deliveryMode).toBe('push');
    }
  });

  it('is counted only in the sender’s own scope', async () => {
    const response = await k.call(GLOBEX, 'POST', '/messages/audience', {
      payload: { cpId: texting, device: 'all', audience: { kind: 'all' }, deliveryMode: 'sms' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const send = await k.call(GLOBEX, 'POST', '/messages/', { payload: body(texting, 'sms') });
    expect([403, 404]).toContain(send.statusCode);
  });
});

describe('who does not follow the channel', () => {
  it('is stored with the message and shown by its detail', async () => {
    const acme = await t.companyIdOf('acme');
    const stewards = await createGroup(t.db, acme, 'Stewards');
    for (let i = 0; i < 3; i++) await addUser(t.db, acme, { groups: [stewards] });
    await addUser(t.db, acme, { groups: [stewards], follows: [texting] });
    const audience = { kind: 'groups', groups: [stewards] };
    const count = await k.call(ACME, 'POST', '/messages/audience', {
      payload: { cpId: texting, device: 'all', audience },
    });
    const { notFollowing, reached, notReachable } = count.json<{ data: AudienceCount }>().data;
    expect(notFollowing).toMatchObject({
      users: 3,
      groups: [{ _id: stewards, name: 'Stewards', users: 3 }],
    });
    expect({ reached, notReachable }).toEqual({ reached: 1, notReachable: 3 });
    const sent = await k.call(ACME, 'POST', '/messages/', {
      payload: body(texting, 'fallback', { audience }),
    });
    expect(sent.statusCode).toBe(200);
    const { message } = sent.json<Sent>().data;
    expect((await k.message(message._id)).notFollowing).toEqual(notFollowing);
    const detail = await k.call(ACME, 'GET', `/messages/acme/message/${message._id}`);
    expect(detail.json<{ data: { message: MessageDetail } }>().data.message.notFollowing).toEqual(
      notFollowing,
    );
    const plain = await sendAndDeliver(texting, 'push');
    const plainDetail = await k.call(ACME, 'GET', `/messages/acme/message/${plain.message._id}`);
    expect(
      plainDetail.json<{ data: { message: MessageDetail } }>().data.message.notFollowing,
    ).toBeNull();
  });
});

describe('links, phones and past schedules', () => {
  it('refuses a link that is not https, naming the field', async () => {
    for (const url of ['http://example.com', 'example.com', 'ftp://example.com/file']) {
      const response = await k.call(ACME, 'POST', '/messages/', {
        payload: body(texting, 'push', { url }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'error_link_not_https',
        details: [{ field: 'url' }],
      });
    }
    const fine = await k.call(ACME, 'POST', '/messages/', {
      payload: body(texting, 'push', { url: 'https://example.com/news' }),
    });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses a campaign whose phone is not a phone number or whose link is not https', async () => {
    const campaign = (overrides: Record<string, unknown>) => ({
      title: 'Member of the month',
      message: 'Congratulations!',
      schedule_date: `${new Date().getUTCFullYear() + 1}-06-01`,
      schedule_time: '10:00',
      repeat: false,
      target: ['ios'],
      userTimeZone: 'UTC',
      ...overrides,
    });
    const create = (overrides: Record<string, unknown>) =>
      k.call(SUPER, 'POST', '/messages/campaign/acme', { payload: campaign(overrides) });
    for (const phone of ['call us', '12', '+1 555 abc 0100']) {
      const response = await create({ phone });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'error_invalid_phone',
        details: [{ field: 'phone' }],
      });
    }
    const link = await create({ url: 'http://example.com/award' });
    expect(link.json()).toMatchObject({ code: 'error_link_not_https' });
    const fine = await create({ phone: '+1 (555) 010-0100', url: 'https://example.com/a' });
    expect(fine.statusCode).toBe(200);
  });
});
