import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { companies } from '../../db/schema/companies';
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
  messageRow,
  outboxProviders,
  receiptChannels,
} from './testKit';
import { createDeliveryWorker } from './worker';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function sendAt(company: string, channel: string, at: string, urgent = false) {
  const { db } = database;
  const message = await createMessage(db, {
    companyId: company,
    contentProviderId: channel,
    urgent,
  });
  const occurrence = await addOccurrence(db, message, new Date(at));
  const worker = createDeliveryWorker({
    db,
    clock: () => new Date(at),
    workerId: 'rules',
    batchSize: 2,
    leaseMs: 30_000,
    providers: outboxProviders(),
    consoleUrl: 'https://console.test/',
  });
  await drain(worker);
  return { message, occurrence };
}

/** Each outbox row of an occurrence as user id to the instant it may go. */
async function releases(occurrenceId: string) {
  const rows = await rowsOf(
    database.db,
    sql`select r.mobile_user_id::text as user, o.next_attempt_at as at
      from delivery_outbox o join message_receipts r on r.id = o.receipt_id
      where r.occurrence_id = ${occurrenceId}`,
  );
  return Object.fromEntries(
    rows.map((r) => [String(r.user), new Date(String(r.at)).toISOString()]),
  );
}

async function rulesOf(company: string, values: Partial<typeof companies.$inferInsert>) {
  await database.db.update(companies).set(values).where(eq(companies.id, company));
}

describe('the frequency cap', () => {
  it("skips recipients over it as 'capped', per local day, with nothing sent and nothing counted", async () => {
    const { db } = database;
    const company = await createCompany(db);
    await rulesOf(company, { frequencyCap: 2, frequencyCapPeriod: 'day' });
    const channel = await createChannel(db, company, { email: true });
    const f = [channel];
    const newYork = await addUser(db, company, { follows: f, state: 'NY' });
    const tokyo = await addUser(db, company, { follows: f, reportedTimeZone: 'Asia/Tokyo' });
    const byEmail = await addUser(db, company, {
      follows: f,
      registered: false,
      email: 'e@x.test',
      state: 'NY',
    });
    const unreachable = await addUser(db, company, { follows: f, registered: false, state: 'NY' });

    // 09:00, 11:00 and 15:00 on 03-02 in New York; 23:00 on 03-02, 01:00 and 05:00 on 03-03 in
    // Tokyo, whose day turned after the first.
    await sendAt(company, channel, '2026-03-02T14:00:00Z');
    await sendAt(company, channel, '2026-03-02T16:00:00Z');
    const third = await sendAt(company, channel, '2026-03-02T20:00:00Z');
    expect(Object.fromEntries(await receiptChannels(db, third.occurrence))).toEqual({
      [newYork]: 'capped',
      [tokyo]: 'push',
      [byEmail]: 'capped',
      [unreachable]: 'none',
    });
    expect(Object.keys(await releases(third.occurrence))).toEqual([tokyo]);
    expect((await messageRow(db, third.message)).sent).toBe(1);

    // 00:30 on 03-03 in New York is a new day there; 14:30 in Tokyo is not.
    const fourth = await sendAt(company, channel, '2026-03-03T05:30:00Z');
    expect((await receiptChannels(db, fourth.occurrence)).get(newYork)).toBe('push');
    expect((await receiptChannels(db, fourth.occurrence)).get(tokyo)).toBe('capped');
    expect((await messageRow(db, fourth.message)).sent).toBe(2);
  });

  it('counts a week from Monday on the recipient clock', async () => {
    const { db } = database;
    const company = await createCompany(db);
    await rulesOf(company, { frequencyCap: 1, frequencyCapPeriod: 'week' });
    const channel = await createChannel(db, company, {});
    const user = await addUser(db, company, { follows: [channel], state: 'CA' });
    // Sunday 2026-03-01 in California, then Monday 03-02 (a new week), then Tuesday.
    const sunday = await sendAt(company, channel, '2026-03-01T20:00:00Z');
    const monday = await sendAt(company, channel, '2026-03-02T20:00:00Z');
    const tuesday = await sendAt(company, channel, '2026-03-03T20:00:00Z');
    expect((await receiptChannels(db, sunday.occurrence)).get(user)).toBe('push');
    expect((await receiptChannels(db, monday.occurrence)).get(user)).toBe('push');
    expect((await receiptChannels(db, tuesday.occurrence)).get(user)).toBe('capped');
  });
});

describe("compose's reach", () => {
  it('says how many the cap would skip if the message went now, on each clock', async () => {
    const { db } = database;
    const company = await createCompany(db);
    await rulesOf(company, { frequencyCap: 1, frequencyCapPeriod: 'day' });
    const channel = await createChannel(db, company, {});
    const f = [channel];
    await addUser(db, company, { follows: f, state: 'NY' });
    await addUser(db, company, { follows: f, country: 'JP' });
    await addUser(db, company, { follows: f, registered: false, state: 'NY' });
    const sending = await loadSendingChannel(db, company, channel);
    if (!sending) throw new Error('no channel');
    const target = { channel: sending, device: 'all' as const, audience: { kind: 'all' as const } };
    const at = (iso: string) => countAudience(db, target, new Date(iso));

    expect((await at('2026-03-02T14:00:00Z')).capped).toBe(0);
    // 09:00 in New York and 23:00 in Tokyo on 03-02.
    await sendAt(company, channel, '2026-03-02T14:00:00Z');
    expect((await at('2026-03-02T14:30:00Z')).capped).toBe(2);
    // 03-03 has begun in Tokyo, not in New York.
    expect((await at('2026-03-02T16:00:00Z')).capped).toBe(1);
    await rulesOf(company, { frequencyCap: null });
    expect((await at('2026-03-02T14:30:00Z')).capped).toBe(0);
  });
});

describe('quiet hours', () => {
  it("hold push and SMS until they end on each recipient's clock, and not email", async () => {
    const { db } = database;
    const company = await createCompany(db);
    await rulesOf(company, { quietHoursStart: 21 * 60, quietHoursEnd: 8 * 60 });
    const channel = await createChannel(db, company, { sms: true, email: true, creditsMonth: 5 });
    const f = [channel];
    const la = await addUser(db, company, { follows: f, state: 'CA' });
    const ny = await addUser(db, company, { follows: f, state: 'NY' });
    const berlin = await addUser(db, company, { follows: f, country: 'DE' });
    const tokyo = await addUser(db, company, { follows: f, country: 'JP' });
    const smsNy = await addUser(db, company, {
      follows: f,
      registered: false,
      phone: '+1555',
      state: 'NY',
    });
    const mailNy = await addUser(db, company, {
      follows: f,
      registered: false,
      email: 'q@x.test',
      state: 'NY',
    });
    // 22:00 on 03-01 in LA, 01:00 in New York, 07:00 in Berlin, 15:00 in Tokyo.
    const at = '2026-03-02T06:00:00Z';
    const { occurrence } = await sendAt(company, channel, at);
    expect(await releases(occurrence)).toEqual({
      [la]: '2026-03-02T16:00:00.000Z',
      [ny]: '2026-03-02T13:00:00.000Z',
      [berlin]: '2026-03-02T07:00:00.000Z',
      [tokyo]: '2026-03-02T06:00:00.000Z',
      [smsNy]: '2026-03-02T13:00:00.000Z',
      [mailNy]: '2026-03-02T06:00:00.000Z',
    });

    const urgent = await sendAt(company, channel, at, true);
    expect(new Set(Object.values(await releases(urgent.occurrence)))).toEqual(
      new Set(['2026-03-02T06:00:00.000Z']),
    );
  });

  it('release at the local end of the night a clock moves, in three zones', async () => {
    const { db } = database;
    const company = await createCompany(db);
    await rulesOf(company, { quietHoursStart: 22 * 60, quietHoursEnd: 7 * 60 });
    const channel = await createChannel(db, company, {});
    const f = [channel];
    const la = await addUser(db, company, { follows: f, state: 'CA' });
    const london = await addUser(db, company, { follows: f, country: 'GB' });
    const sydney = await addUser(db, company, { follows: f, country: 'AU' });
    // US clocks go forward at 02:00 on 2026-03-08: 23:00 PST on 03-07 ends at 07:00 PDT.
    const spring = await sendAt(company, channel, '2026-03-08T07:00:00Z');
    expect((await releases(spring.occurrence))[la]).toBe('2026-03-08T14:00:00.000Z');
    // UK clocks go forward at 01:00 UTC on 2026-03-29: 23:00 GMT on 03-28 ends at 07:00 BST.
    const uk = await sendAt(company, channel, '2026-03-28T23:00:00Z');
    expect((await releases(uk.occurrence))[london]).toBe('2026-03-29T06:00:00.000Z');
    // Sydney's clocks go back at 03:00 on 2026-04-05: 23:00 AEDT on 04-04 ends at 07:00 AEST.
    const autumn = await sendAt(company, channel, '2026-04-04T12:00:00Z');
    expect((await releases(autumn.occurrence))[sydney]).toBe('2026-04-04T21:00:00.000Z');
  });
});
