import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { messages } from '../../db/schema/messages';
import { countAudience } from './audienceRepository';
import { firstZoneReaches } from './localTime';
import { wallTimeInZoneSql } from './wallTimeRepository';
import { runReminders } from './remindersRepository';
import { runScheduler } from './schedulerRepository';
import { loadSendingChannel } from './sendingChannelRepository';
import { rowsOf } from './sqlRowsRepository';
import {
  addUser,
  createChannel,
  createCompany,
  createGroup,
  createMessage,
  deliveryCounts,
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

const NEW_YORK = 'America/New_York';
const LONDON = 'Europe/London';
const SYDNEY = 'Australia/Sydney';

/** A company whose channel's followers are one user per zone; answers user ids by zone. */
async function companyIn(zones: string[], settings: { email?: boolean } = {}) {
  const { db } = database;
  const company = await createCompany(db);
  const channel = await createChannel(db, company, settings);
  const users = new Map<string, string>();
  for (const zone of zones)
    users.set(zone, await addUser(db, company, { follows: [channel], reportedTimeZone: zone }));
  return { company, channel, users };
}

/** A local-time send stored as compose stores it: once, due when the first zone gets there. */
async function localTimeMessage(company: string, channel: string, date: string, time = '09:00') {
  return createMessage(database.db, {
    companyId: company,
    contentProviderId: channel,
    scheduleType: 'once',
    scheduleDate: date,
    scheduleTime: time,
    timeZone: 'America/Los_Angeles',
    localTimeSend: true,
    nextDueAt: firstZoneReaches({ date, time }),
  });
}

/** Runs the scheduler and the fan-out at `at`, two recipients a batch. */
async function runAt(at: Date) {
  const { db } = database;
  await runScheduler({ db, clock: () => at });
  const worker = createDeliveryWorker({
    db,
    clock: () => at,
    workerId: 'local-time',
    batchSize: 2,
    leaseMs: 30_000,
    providers: outboxProviders(),
    consoleUrl: 'https://console.test/',
  });
  await drain(worker);
}

async function occurrencesOf(messageId: string) {
  const rows = await rowsOf(
    database.db,
    sql`select id::text as id from message_occurrences where message_id = ${messageId}`,
  );
  return rows.map((row) => String(row.id));
}

/** Each outbox row of a message as user id to the instant it may go. */
async function releases(messageId: string) {
  const rows = await rowsOf(
    database.db,
    sql`select r.mobile_user_id::text as user, o.next_attempt_at as at
      from delivery_outbox o join message_receipts r on r.id = o.receipt_id
      join message_occurrences c on c.id = r.occurrence_id
      where c.message_id = ${messageId}`,
  );
  return Object.fromEntries(
    rows.map((r) => [String(r.user), new Date(String(r.at)).toISOString()]),
  );
}

/** Sends a local-time message on `date` and answers each zone's instant. */
async function sentInZones(date: string, time = '09:00') {
  const zones = [NEW_YORK, LONDON, SYDNEY];
  const { company, channel, users } = await companyIn(zones);
  const message = await localTimeMessage(company, channel, date, time);
  await runAt(firstZoneReaches({ date, time }));
  const byUser = await releases(message);
  return Object.fromEntries(zones.map((zone) => [zone, byUser[users.get(zone) ?? '']]));
}

describe('a local-time send', () => {
  it('starts when the first zone on earth reaches the time, once, with no next time', async () => {
    const { company, channel } = await companyIn([NEW_YORK]);
    const message = await localTimeMessage(company, channel, '2026-06-10');
    // 09:00 on 06-10 at UTC+14 is 19:00 UTC on 06-09.
    expect(firstZoneReaches({ date: '2026-06-10', time: '09:00' }).toISOString()).toBe(
      '2026-06-09T19:00:00.000Z',
    );
    await runScheduler({ db: database.db, clock: () => new Date('2026-06-09T18:59:00Z') });
    expect(await occurrencesOf(message)).toEqual([]);
    await runScheduler({ db: database.db, clock: () => new Date('2026-06-09T19:00:00Z') });
    expect(await occurrencesOf(message)).toHaveLength(1);
    // The sender's zone (Los Angeles) reaching 09:00 later is not a second occurrence.
    expect((await messageRow(database.db, message)).nextDueAt).toBeNull();
    await runScheduler({ db: database.db, clock: () => new Date('2026-06-10T17:00:00Z') });
    expect(await occurrencesOf(message)).toHaveLength(1);
  });

  it.each([
    // No clock moves that day in any of the three zones.
    [
      '2026-06-10',
      '2026-06-10T13:00:00.000Z',
      '2026-06-10T08:00:00.000Z',
      '2026-06-09T23:00:00.000Z',
    ],
    // New York springs forward on 8 March and falls back on 1 November.
    [
      '2026-03-08',
      '2026-03-08T13:00:00.000Z',
      '2026-03-08T09:00:00.000Z',
      '2026-03-07T22:00:00.000Z',
    ],
    [
      '2026-11-01',
      '2026-11-01T14:00:00.000Z',
      '2026-11-01T09:00:00.000Z',
      '2026-10-31T22:00:00.000Z',
    ],
    // London springs forward on 29 March and falls back on 25 October.
    [
      '2026-03-29',
      '2026-03-29T13:00:00.000Z',
      '2026-03-29T08:00:00.000Z',
      '2026-03-28T22:00:00.000Z',
    ],
    [
      '2026-10-25',
      '2026-10-25T13:00:00.000Z',
      '2026-10-25T09:00:00.000Z',
      '2026-10-24T22:00:00.000Z',
    ],
    // Sydney falls back on 5 April and springs forward on 4 October.
    [
      '2026-04-05',
      '2026-04-05T13:00:00.000Z',
      '2026-04-05T08:00:00.000Z',
      '2026-04-04T23:00:00.000Z',
    ],
    [
      '2026-10-04',
      '2026-10-04T13:00:00.000Z',
      '2026-10-04T08:00:00.000Z',
      '2026-10-03T22:00:00.000Z',
    ],
  ])('on %s goes at 09:00 on each clock', async (date, newYork, london, sydney) => {
    expect(await sentInZones(date)).toEqual({
      [NEW_YORK]: newYork,
      [LONDON]: london,
      [SYDNEY]: sydney,
    });
  });

  it('reads a skipped wall time past the change and a doubled one as standard time', async () => {
    const [row] = await rowsOf(
      database.db,
      sql`select
        ${wallTimeInZoneSql({ date: '2026-03-08', time: '02:30' }, sql`${NEW_YORK}::text`)} as ny_gap,
        ${wallTimeInZoneSql({ date: '2026-11-01', time: '01:30' }, sql`${NEW_YORK}::text`)} as ny_twice,
        ${wallTimeInZoneSql({ date: '2026-03-29', time: '01:30' }, sql`${LONDON}::text`)} as london_gap,
        ${wallTimeInZoneSql({ date: '2026-10-25', time: '01:30' }, sql`${LONDON}::text`)} as london_twice,
        ${wallTimeInZoneSql({ date: '2026-10-04', time: '02:30' }, sql`${SYDNEY}::text`)} as sydney_gap,
        ${wallTimeInZoneSql({ date: '2026-04-05', time: '02:30' }, sql`${SYDNEY}::text`)} as sydney_twice`,
    );
    const iso = (value: unknown) => new Date(String(value)).toISOString();
    expect(Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, iso(v)]))).toEqual({
      // 02:30 does not exist: 07:30 UTC is 03:30 EDT.
      ny_gap: '2026-03-08T07:30:00.000Z',
      // 01:30 happens twice: the second, 01:30 EST.
      ny_twice: '2026-11-01T06:30:00.000Z',
      london_gap: '2026-03-29T01:30:00.000Z',
      london_twice: '2026-10-25T01:30:00.000Z',
      sydney_gap: '2026-10-03T16:30:00.000Z',
      sydney_twice: '2026-04-04T16:30:00.000Z',
    });
    // The fan-out uses the same reading.
    expect((await sentInZones('2026-03-08', '02:30'))[NEW_YORK]).toBe('2026-03-08T07:30:00.000Z');
  });

  it('sends at once to a zone whose time passed while the engine was down', async () => {
    const zones = [LONDON, NEW_YORK, 'America/Los_Angeles', 'Pacific/Honolulu'];
    const { company, channel, users } = await companyIn(zones);
    const message = await localTimeMessage(company, channel, '2026-06-10');
    // 14:00 UTC: past 09:00 in London (08:00 UTC) and New York (13:00 UTC), not further west.
    await runAt(new Date('2026-06-10T14:00:00Z'));
    expect(await releases(message)).toEqual({
      [users.get(LONDON) ?? '']: '2026-06-10T14:00:00.000Z',
      [users.get(NEW_YORK) ?? '']: '2026-06-10T14:00:00.000Z',
      [users.get('America/Los_Angeles') ?? '']: '2026-06-10T16:00:00.000Z',
      [users.get('Pacific/Honolulu') ?? '']: '2026-06-10T19:00:00.000Z',
    });
  });

  it('writes each recipient exactly once over several batches', async () => {
    const zones = [
      NEW_YORK,
      LONDON,
      SYDNEY,
      'Asia/Tokyo',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
    ];
    const { company, channel } = await companyIn([...zones, ...zones]);
    const message = await localTimeMessage(company, channel, '2026-06-10');
    await runAt(firstZoneReaches({ date: '2026-06-10', time: '09:00' }));
    await runAt(new Date('2026-06-11T00:00:00Z'));
    const [occurrence] = await occurrencesOf(message);
    if (!occurrence) throw new Error('no occurrence');
    expect(await deliveryCounts(database.db, occurrence)).toEqual({
      receipts: 12,
      distinctUsers: 12,
      outbox: 12,
    });
  });
});

describe('delivery rules on a local-time send', () => {
  it('hold push in quiet hours at the local instant, not email, not an urgent message', async () => {
    const { db } = database;
    const { company, channel, users } = await companyIn([NEW_YORK, SYDNEY], { email: true });
    const mail = await addUser(db, company, {
      follows: [channel],
      registered: false,
      email: 'm@x.test',
      reportedTimeZone: NEW_YORK,
    });
    await db
      .update(companies)
      .set({ quietHoursStart: 8 * 60, quietHoursEnd: 10 * 60 })
      .where(eq(companies.id, company));
    const message = await localTimeMessage(company, channel, '2026-06-10');
    await runAt(firstZoneReaches({ date: '2026-06-10', time: '09:00' }));
    // 09:00 is inside 08:00 to 10:00 on each clock: push waits until 10:00 there.
    expect(await releases(message)).toEqual({
      [users.get(NEW_YORK) ?? '']: '2026-06-10T14:00:00.000Z',
      [users.get(SYDNEY) ?? '']: '2026-06-10T00:00:00.000Z',
      [mail]: '2026-06-10T13:00:00.000Z',
    });

    const urgent = await localTimeMessage(company, channel, '2026-06-11');
    await db.update(messages).set({ urgent: true }).where(eq(messages.id, urgent));
    await runAt(firstZoneReaches({ date: '2026-06-11', time: '09:00' }));
    expect(await releases(urgent)).toEqual({
      [users.get(NEW_YORK) ?? '']: '2026-06-11T13:00:00.000Z',
      [users.get(SYDNEY) ?? '']: '2026-06-10T23:00:00.000Z',
      [mail]: '2026-06-11T13:00:00.000Z',
    });
  });

  it("count under the frequency cap in the recipient's day at the send instant", async () => {
    const { db } = database;
    const la = 'America/Los_Angeles';
    const { company, channel } = await companyIn([]);
    const fullOnTheDay = await addUser(db, company, { follows: [channel], reportedTimeZone: la });
    const fullTheDayBefore = await addUser(db, company, {
      follows: [channel],
      reportedTimeZone: la,
    });
    await db
      .update(companies)
      .set({ frequencyCap: 1, frequencyCapPeriod: 'day' })
      .where(eq(companies.id, company));
    // The fan-out runs at 19:00 UTC on 06-09, 12:00 on 06-09 in Los Angeles; the send is 06-10.
    await db.execute(sql`insert into recipient_send_counts (mobile_user_id, period_start, sent)
      values (${fullOnTheDay}::uuid, '2026-06-10', 1), (${fullTheDayBefore}::uuid, '2026-06-09', 1)`);
    const message = await localTimeMessage(company, channel, '2026-06-10');
    await runAt(firstZoneReaches({ date: '2026-06-10', time: '09:00' }));
    const [occurrence] = await occurrencesOf(message);
    if (!occurrence) throw new Error('no occurrence');
    expect(Object.fromEntries(await receiptChannels(db, occurrence))).toEqual({
      [fullOnTheDay]: 'capped',
      [fullTheDayBefore]: 'push',
    });
  });
});

describe('reminders of a local-time send', () => {
  it('count from when the last zone got it, never before the message', async () => {
    const { db } = database;
    const { company, channel } = await companyIn(['Pacific/Pago_Pago']);
    const message = await localTimeMessage(company, channel, '2026-06-10');
    await db
      .update(messages)
      .set({ isReadRequired: true, reminderAfterHours: 2, reminderTimes: 1 })
      .where(eq(messages.id, message));
    const start = firstZoneReaches({ date: '2026-06-10', time: '09:00' });
    await runAt(start);
    const hoursAfter = (hours: number) => new Date(start.getTime() + hours * 3_600_000);
    // Pago Pago (UTC-11) gets it 25 hours after the start; the last zone 26 hours after it.
    expect(await runReminders({ db, clock: () => hoursAfter(2) })).toBe(0);
    expect(await runReminders({ db, clock: () => hoursAfter(27.9) })).toBe(0);
    expect(await runReminders({ db, clock: () => hoursAfter(28) })).toBe(1);
  });
});

describe("compose's zones line", () => {
  it('equals a count of the reachable users’ zones, with the first and last instants', async () => {
    const { db } = database;
    const zones = [NEW_YORK, LONDON, SYDNEY, LONDON, 'Pacific/Honolulu'];
    const { company, channel } = await companyIn(zones);
    // Unreachable (no app, no phone or email) and suspended users do not add their zones.
    await addUser(db, company, {
      follows: [channel],
      registered: false,
      reportedTimeZone: 'Asia/Tokyo',
    });
    await addUser(db, company, { follows: [channel], isActive: 0, reportedTimeZone: 'Asia/Dubai' });
    const sending = await loadSendingChannel(db, company, channel);
    if (!sending) throw new Error('no channel');
    const target = { channel: sending, device: 'all' as const, audience: { kind: 'all' as const } };
    const localAt = { date: '2026-06-10', time: '09:00' };
    const count = await countAudience(db, target, new Date('2026-06-01T00:00:00Z'), localAt);

    const [real] = await rowsOf(
      db,
      sql`select count(distinct time_zone)::int as zones from mobile_users
        where company_id = ${company} and is_active = 1 and registered`,
    );
    expect(count.zones).toEqual({
      count: Number(real?.zones),
      firstAt: '2026-06-09T23:00:00.000Z',
      lastAt: '2026-06-10T19:00:00.000Z',
    });
    expect(count.zones?.count).toBe(4);
    // A group spans only its members' zones.
    const group = await createGroup(db, company, 'Night shift');
    for (const zone of [LONDON, 'Pacific/Honolulu'])
      await addUser(db, company, { follows: [channel], groups: [group], reportedTimeZone: zone });
    const grouped = { ...target, audience: { kind: 'groups' as const, groups: [group] } };
    expect(
      await countAudience(db, grouped, new Date('2026-06-01T00:00:00Z'), localAt),
    ).toMatchObject({
      total: 2,
      zones: { count: 2, firstAt: '2026-06-10T08:00:00.000Z', lastAt: '2026-06-10T19:00:00.000Z' },
    });
    // Without a wall time, no zones are counted.
    expect((await countAudience(db, target, new Date('2026-06-01T00:00:00Z'))).zones).toBe(
      undefined,
    );
  });
});
