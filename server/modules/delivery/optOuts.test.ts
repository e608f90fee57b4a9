import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { memberQuietHours } from '../../db/schema/optOuts';
import { recordOptOut } from '../optOuts/public';
import { countAudience } from './audienceRepository';
import { loadSendingChannel } from './sendingChannelRepository';
import { rowsOf } from './sqlRowsRepository';
import {
  addOccurrence,
  addUser,
  createChannel,
  createCompany,
  createMessage,
  drain,
  outboxProviders,
  receiptChannels,
} from './testKit';
import { createDeliveryWorker } from './worker';
import type { DeliveryMode } from '../../../contract/messages';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function send(company: string, channel: string, mode: DeliveryMode, at = new Date()) {
  const { db } = database;
  const message = await createMessage(db, {
    companyId: company,
    contentProviderId: channel,
    deliveryMode: mode,
  });
  const occurrence = await addOccurrence(db, message, at);
  await drain(
    createDeliveryWorker({
      db,
      clock: () => at,
      workerId: 'opt-outs',
      batchSize: 2,
      leaseMs: 30_000,
      providers: outboxProviders(),
      consoleUrl: 'https://console.test/',
    }),
  );
  return occurrence;
}

async function optOut(
  company: string,
  user: string,
  delivery: 'all' | 'push' | 'sms' | 'email',
  channelId: string | null = null,
) {
  await recordOptOut(database.db, {
    companyId: company,
    mobileUserId: user,
    channelId,
    delivery,
    source: 'app',
  });
}

async function reach(company: string, channel: string, mode: DeliveryMode) {
  const sending = await loadSendingChannel(database.db, company, channel);
  if (!sending) throw new Error('no channel');
  return countAudience(database.db, {
    channel: sending,
    device: 'all',
    audience: { kind: 'all' },
    mode,
  });
}

describe('opt-outs in the fan-out and in the reach', () => {
  it('never texts a member who opted out of SMS, and compose counts them with the reason', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, { sms: true, creditsMonth: 10 });
    const f = [channel];
    const texted = await addUser(db, company, {
      follows: f,
      registered: false,
      phone: '+15550001',
    });
    const stopped = await addUser(db, company, {
      follows: f,
      registered: false,
      phone: '+15550002',
    });
    const before = await reach(company, channel, 'sms');
    expect(before).toMatchObject({ sms: 2, none: 0, optedOut: { push: 0, sms: 0, email: 0 } });

    await optOut(company, stopped, 'sms');
    const after = await reach(company, channel, 'sms');
    expect(after).toMatchObject({ sms: 1, none: 1, reached: 1, creditsNeeded: 1 });
    expect(after.optedOut).toEqual({ push: 0, sms: 1, email: 0 });
    expect(after.modes?.sms.sms).toBe(1);

    const occurrence = await send(company, channel, 'sms');
    expect(Object.fromEntries(await receiptChannels(db, occurrence))).toEqual({
      [texted]: 'sms',
      [stopped]: 'none',
    });
    const addresses = await rowsOf(
      db,
      sql`select address from delivery_outbox where occurrence_id = ${occurrence}::uuid`,
    );
    expect(addresses.map((row) => row.address)).toEqual(['+15550001']);
  });

  it('falls back past an opted-out way, and holds to the channel an opt-out names', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, { sms: true, email: true, creditsMonth: 10 });
    const other = await createChannel(db, company, { sms: true, email: true, creditsMonth: 10 });
    const f = [channel, other];
    const noPush = await addUser(db, company, { follows: f, phone: '+15550003' });
    const noneHere = await addUser(db, company, { follows: f, email: 'n@x.test' });
    const noEmailAnywhere = await addUser(db, company, {
      follows: f,
      registered: false,
      email: 'e@x.test',
    });
    await optOut(company, noPush, 'push');
    await optOut(company, noneHere, 'all', channel);
    await optOut(company, noEmailAnywhere, 'email');

    const counted = await reach(company, channel, 'fallback');
    expect(counted).toMatchObject({ push: 0, sms: 1, email: 0, none: 2 });
    expect(counted.optedOut).toEqual({ push: 2, sms: 0, email: 1 });
    const here = await send(company, channel, 'fallback');
    expect(Object.fromEntries(await receiptChannels(db, here))).toEqual({
      [noPush]: 'sms',
      [noneHere]: 'none',
      [noEmailAnywhere]: 'none',
    });
    // The other channel is not the one `noneHere` left.
    const there = await send(company, other, 'fallback');
    expect((await receiptChannels(db, there)).get(noneHere)).toBe('push');
    expect((await reach(company, other, 'fallback')).optedOut).toEqual({
      push: 1,
      sms: 0,
      email: 1,
    });
  });

  it("holds push until a member's own quiet hours end, on their clock", async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {});
    const f = [channel];
    const sleeper = await addUser(db, company, { follows: f, state: 'NY' });
    const awake = await addUser(db, company, { follows: f, state: 'NY' });
    // 22:00 to 07:00 on the sleeper's clock.
    await db.insert(memberQuietHours).values({
      mobileUserId: sleeper,
      companyId: company,
      start: 22 * 60,
      end: 7 * 60,
    });
    // 23:00 on 03-01 in New York.
    const occurrence = await send(company, channel, 'push', new Date('2026-03-02T04:00:00Z'));
    const rows = await rowsOf(
      db,
      sql`select r.mobile_user_id::text as user, o.next_attempt_at as at
        from delivery_outbox o join message_receipts r on r.id = o.receipt_id
        where r.occurrence_id = ${occurrence}::uuid`,
    );
    const at = Object.fromEntries(
      rows.map((row) => [String(row.user), new Date(String(row.at)).toISOString()]),
    );
    expect(at).toEqual({
      [sleeper]: '2026-03-02T12:00:00.000Z',
      [awake]: '2026-03-02T04:00:00.000Z',
    });
  });
});
