import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MessageListResponse,
  MessageSummary,
  SentMessageResponse,
} from '../../../contract/messages';
import type { MessageDelivery } from '../../../contract/messageDelivery';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { selectRows } from '../../db/rows';
import {
  createOutboxProvider,
  type Delivery,
  type DeliveryProvider,
  type DeliveryProviders,
  type DeliveryResult,
} from '../../providers/delivery';
import { createDeliveryWorker, createDispatcher, retryDelayMs } from '../delivery/public';
import {
  addOccurrence,
  addUser,
  createChannel,
  createMessage,
  deliverDue,
  drain,
  manualClock,
} from '../delivery/testKit';
import { createRateSampler } from './deliveryRate';
import { ACME, CHANNEL, GLOBEX, messagesTestKit, type MessagesTestKit } from './testKit';

let t: TestApp;
let k: MessagesTestKit;
let acmeId: string;
beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
  acmeId = await t.companyIdOf('acme');
  // Whatever the seed left due goes out first, so the engine below works on these tests only.
  await deliverDue(t.db, new Date(Date.now() + 1000));
});
afterAll(() => t.close());

const deliveryUrl = (id: string) => `/message/delivery/${id}`;

async function deliveryOf(id: string, email = ACME): Promise<MessageDelivery> {
  const response = await k.call(email, 'GET', deliveryUrl(id));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: MessageDelivery }>().data;
}

async function historyRow(id: string): Promise<MessageSummary | undefined> {
  const response = await k.call(ACME, 'GET', '/messages/all?limit=100');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MessageListResponse>().data.messages.find((m) => m._id === id);
}

/** The message's outbox rows counted one by one, by channel and state. */
async function recount(messageId: string) {
  const rows = await selectRows<{ channel: string; state: string; n: number }>(
    t.db,
    sql`select d.channel, d.state, count(*)::int as n
      from delivery_outbox d
      join message_occurrences o on o.id = d.occurrence_id
      where o.message_id = ${messageId}
      group by d.channel, d.state`,
  );
  return (channel: string, state: string) =>
    rows.find((row) => row.channel === channel && row.state === state)?.n ?? 0;
}

/** Each channel's counts of the answer against the recount of its rows. */
async function expectMatchesRecount(messageId: string, delivery: MessageDelivery) {
  const count = await recount(messageId);
  for (const channel of delivery.channels) {
    const rows = (state: string) => count(channel.channel, state);
    expect(channel, channel.channel).toMatchObject({
      queued: rows('queued') + rows('sent') + rows('failed'),
      stored: rows('stored'),
      sent: rows('sent'),
      failedTotal: rows('failed'),
      waiting: rows('queued'),
      handed: rows('sent') + rows('failed'),
    });
  }
  expect(delivery.totals.waiting).toBe(
    delivery.channels.reduce((sum, c) => sum + count(c.channel, 'queued'), 0),
  );
}

/**
 * Push that refuses `bad-token` for good and calls `gone-…` tokens unregistered, and SMS that
 * is down for +1555 until asked twice: a provider as the dispatcher meets one.
 */
function fakeProviders(): DeliveryProviders & { calls: Delivery[] } {
  const calls: Delivery[] = [];
  const tries = new Map<string, number>();
  const fail = (
    d: Delivery,
    reason: 'rejected' | 'unregistered' | 'unavailable',
    permanent: boolean,
  ): DeliveryResult => ({
    receiptId: d.receiptId,
    ok: false,
    error: reason,
    permanent,
    reason,
    ...(reason === 'unregistered' ? { gone: true as const } : {}),
  });
  const push: DeliveryProvider = {
    kind: 'fake-push',
    send(d) {
      calls.push(d);
      if (d.address === 'bad-token') return Promise.resolve(fail(d, 'rejected', true));
      if (d.address.startsWith('gone-')) return Promise.resolve(fail(d, 'unregistered', true));
      return Promise.resolve({ receiptId: d.receiptId, ok: true });
    },
  };
  const sms: DeliveryProvider = {
    kind: 'fake-sms',
    send(d) {
      calls.push(d);
      const n = (tries.get(d.address) ?? 0) + 1;
      tries.set(d.address, n);
      if (d.address === '+1555' && n < 2) return Promise.resolve(fail(d, 'unavailable', false));
      return Promise.resolve({ receiptId: d.receiptId, ok: true });
    },
  };
  return { push, sms, email: createOutboxProvider(), calls };
}

async function sendToChannel(channelId: string, title: string): Promise<string> {
  const sent = await k.call(ACME, 'POST', '/messages/', {
    payload: {
      cpId: channelId,
      type: 'Regular Message',
      title,
      push_message: 'Polls open at 8',
      message: '<p>Polls open at 8</p>',
      device: 'all',
      isReadRequired: false,
      enableFeedback: false,
      audience: { kind: 'all' },
    },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json<SentMessageResponse>().data.message._id;
}

describe('GET /message/delivery/{messageId}', () => {
  it('follows a send from fan-out to the last row handed over, as the rows themselves say', async () => {
    const channel = await createChannel(t.db, acmeId, { sms: true, creditsMonth: 100 });
    for (let i = 0; i < 5; i++) await addUser(t.db, acmeId, { follows: [channel] });
    await addUser(t.db, acmeId, { follows: [channel], pushToken: `gone-${i()}` });
    await addUser(t.db, acmeId, { follows: [channel], pushToken: `gone-${i()}` });
    await addUser(t.db, acmeId, { follows: [channel], pushToken: 'bad-token' });
    for (const phone of ['+1222', '+1555'])
      await addUser(t.db, acmeId, { follows: [channel], registered: false, phone });
    const messageId = await sendToChannel(channel, 'Strike vote');

    // Due, its receipts not yet written: sending, nothing counted yet.
    let delivery = await deliveryOf(messageId);
    expect(delivery).toMatchObject({
      messageId,
      state: 'sending',
      recurring: false,
      occurrences: 1,
      fanOut: { inProgress: true, recipientsWritten: 0, audience: 10 },
      channels: [],
      totals: { queued: 0, handed: 0, waiting: 0 },
      secondsLeft: null,
    });
    expect((await historyRow(messageId))?.delivery).toEqual({ state: 'sending', percent: 0 });

    const providers = fakeProviders();
    const clock = manualClock(new Date(Date.now() + 1000).toISOString());
    await drain(
      createDeliveryWorker({
        db: t.db,
        clock: clock.clock,
        workerId: 'progress-test',
        batchSize: 4,
        providers,
        consoleUrl: 'https://console.test',
      }),
    );

    // Every row written, none handed over yet.
    delivery = await deliveryOf(messageId);
    expect(delivery.state).toBe('sending');
    expect(delivery.fanOut).toEqual({ inProgress: false, recipientsWritten: 10, audience: 10 });
    expect(delivery.totals).toEqual({
      queued: 10,
      stored: 0,
      sent: 0,
      failed: 0,
      handed: 0,
      waiting: 10,
    });
    expect(delivery.channels.map((c) => c.channel)).toEqual(['push', 'sms']);
    await expectMatchesRecount(messageId, delivery);

    // One round of the dispatcher: most sent, three given up by reason, one SMS to retry.
    const dispatcher = createDispatcher({ db: t.db, clock: clock.clock, providers });
    clock.advance(1000);
    await dispatcher.runOnce();
    delivery = await deliveryOf(messageId);
    expect(delivery.state).toBe('sending');
    const push = delivery.channels.find((c) => c.channel === 'push');
    const sms = delivery.channels.find((c) => c.channel === 'sms');
    expect(push).toMatchObject({ queued: 8, sent: 5, failedTotal: 3, handed: 8, waiting: 0 });
    expect(push?.failed).toEqual({
      no_device: 0,
      unregistered: 2,
      rejected: 1,
      unavailable: 0,
      timeout: 0,
      throttled: 0,
      no_provider: 0,
    });
    expect(sms).toMatchObject({ queued: 2, sent: 1, failedTotal: 0, waiting: 1 });
    expect(delivery.totals).toMatchObject({ handed: 9, waiting: 1 });
    expect(push?.firstSentAt).toBe(clock.clock().toISOString());
    await expectMatchesRecount(messageId, delivery);
    expect((await historyRow(messageId))?.delivery).toEqual({ state: 'sending', percent: 90 });

    // The retry goes through: every row handed over, the message sent.
    clock.advance(retryDelayMs(1));
    await dispatcher.runOnce();
    delivery = await deliveryOf(messageId);
    expect(delivery).toMatchObject({
      state: 'sent',
      totals: { queued: 10, sent: 7, failed: 3, handed: 10, waiting: 0 },
      secondsLeft: 0,
    });
    // The average over the hand-overs: ten rows from the first to the last.
    const spanSeconds = retryDelayMs(1) / 1000;
    expect(delivery.rateOver).toBe('average');
    expect(delivery.rate).toBeCloseTo(10 / spanSeconds, 1);
    await expectMatchesRecount(messageId, delivery);
    expect((await historyRow(messageId))?.delivery).toBeUndefined();
  });

  it('says the rows are kept in the outbox when no provider is configured', async () => {
    const channel = await createChannel(t.db, acmeId, {});
    for (let n = 0; n < 3; n++) await addUser(t.db, acmeId, { follows: [channel] });
    const messageId = await sendToChannel(channel, 'Outbox only');
    await deliverDue(t.db, new Date(Date.now() + 1000));

    const delivery = await deliveryOf(messageId);
    expect(delivery).toMatchObject({
      state: 'outbox',
      totals: { queued: 0, stored: 3, handed: 0, waiting: 0 },
      rate: null,
      secondsLeft: 0,
    });
    await expectMatchesRecount(messageId, delivery);
    expect((await historyRow(messageId))?.delivery).toBeUndefined();
  });

  it('counts the latest due sending of a recurring message, and none of one not yet due', async () => {
    const channel = await createChannel(t.db, acmeId, {});
    const daily = await createMessage(t.db, {
      companyId: acmeId,
      contentProviderId: channel,
      scheduleType: 'daily',
      scheduleTime: '09:00',
    });
    await addOccurrence(t.db, daily, new Date(Date.now() - 2 * 86_400_000));
    const latest = await addOccurrence(t.db, daily, new Date(Date.now() - 86_400_000));
    await addOccurrence(t.db, daily, new Date(Date.now() + 86_400_000));
    const delivery = await deliveryOf(daily);
    expect(delivery).toMatchObject({
      recurring: true,
      occurrences: 1,
      occurrenceId: latest,
      state: 'sending',
    });

    const later = await createMessage(t.db, {
      companyId: acmeId,
      contentProviderId: channel,
      scheduleType: 'once',
    });
    expect(await deliveryOf(later)).toMatchObject({
      state: 'scheduled',
      occurrences: 0,
      occurrenceId: null,
      dueAt: null,
    });
  });

  it("answers another organisation's or another channel's message as not found", async () => {
    const channel = await createChannel(t.db, acmeId, {});
    await addUser(t.db, acmeId, { follows: [channel] });
    const messageId = await sendToChannel(channel, 'Acme only');

    for (const outsider of [GLOBEX, CHANNEL]) {
      const response = await k.call(outsider, 'GET', deliveryUrl(messageId));
      expect(response.statusCode, outsider).toBe(404);
      expect(response.json<{ code: string }>().code).toBe('not_found');
    }
    expect((await k.call(null, 'GET', deliveryUrl(messageId))).statusCode).toBe(401);
    expect((await deliveryOf(messageId)).messageId).toBe(messageId);
  });
});

describe('the recent rate', () => {
  it('is the difference from the oldest reading of the last few seconds', () => {
    const sampler = createRateSampler({ windowMs: 10_000, minSpanMs: 1_500 });
    expect(sampler.rate('a', 0, 0)).toBeNull();
    expect(sampler.rate('a', 1000, 1000)).toBeNull();
    expect(sampler.rate('a', 4000, 2000)).toBe(2000);
    expect(sampler.rate('a', 9000, 4000)).toBe(2250);
    // Readings older than the window are forgotten: the oldest kept is the one at 4 s.
    expect(sampler.rate('a', 20_000, 13_000)).toBe(((20_000 - 9000) * 1000) / 9000);
    // A count that went down starts afresh.
    expect(sampler.rate('a', 10, 14_000)).toBeNull();
    expect(sampler.rate('b', 5, 0)).toBeNull();
  });
});

let counter = 0;
function i(): number {
  counter += 1;
  return counter;
}
