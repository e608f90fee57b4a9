import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { deliveryOutbox, messageReceipts } from '../../db/schema/messages';
import { claimOccurrence } from './claimOccurrenceRepository';
import {
  addManyUsers,
  addOccurrence,
  addUser,
  channelRow,
  createChannel,
  createCompany,
  createGroup,
  createMessage,
  deliveryCounts,
  drain,
  manualClock,
  messageRow,
  occurrenceRow,
  outboxProviders,
  receiptChannels,
} from './testKit';
import { createDeliveryWorker } from './worker';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const START = '2026-03-02T15:00:00Z';
const workerFor = (clock: () => Date, workerId = 'w1', batchSize = 1000, leaseMs = 30_000) =>
  createDeliveryWorker({
    db: database.db,
    clock,
    workerId,
    batchSize,
    leaseMs,
    providers: outboxProviders(),
    consoleUrl: 'https://console.test/',
  });

describe('fan-out', () => {
  it('gives every audience user one receipt on the channel that reaches them, and skips the rest', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {
      sms: true,
      email: true,
      creditsMonth: 10,
    });
    const other = await createChannel(db, company, {});
    const f = [channel];
    const push = await addUser(db, company, { follows: f, phone: '+15550001' });
    const sms = await addUser(db, company, { follows: f, registered: false, phone: '+15550002' });
    const email = await addUser(db, company, {
      follows: f,
      registered: false,
      email: 'e@x.test',
    });
    const none = await addUser(db, company, { follows: f, registered: false });
    const suspended = await addUser(db, company, { follows: f, isActive: 0 });
    const deleted = await addUser(db, company, { follows: f, isDeleted: 1 });
    const notFollowing = await addUser(db, company, { follows: [other] });
    const message = await createMessage(db, { companyId: company, contentProviderId: channel });
    const clock = manualClock(START);
    const occurrence = await addOccurrence(db, message, clock.clock());

    await drain(workerFor(clock.clock));

    const channels = await receiptChannels(db, occurrence);
    expect(Object.fromEntries(channels)).toEqual({
      [push]: 'push',
      [sms]: 'sms',
      [email]: 'email',
      [none]: 'none',
    });
    for (const skipped of [suspended, deleted, notFollowing])
      expect(channels.has(skipped)).toBe(false);

    const outbox = await db
      .select({
        user: messageReceipts.mobileUserId,
        receipt: messageReceipts.id,
        channel: deliveryOutbox.channel,
        address: deliveryOutbox.address,
        title: deliveryOutbox.title,
        body: deliveryOutbox.body,
        state: deliveryOutbox.state,
      })
      .from(deliveryOutbox)
      .innerJoin(messageReceipts, eq(messageReceipts.id, deliveryOutbox.receiptId))
      .where(eq(messageReceipts.occurrenceId, occurrence));
    const byUser = new Map(outbox.map((row) => [row.user, row]));
    expect(outbox).toHaveLength(3);
    expect(byUser.get(push)).toMatchObject({ address: push, title: 'Hello', body: 'Read this' });
    const smsRow = byUser.get(sms);
    expect(smsRow?.address).toBe('+15550002');
    expect(smsRow?.body).toBe(`Read this https://console.test/m/${smsRow?.receipt}`);
    expect(byUser.get(email)?.address).toBe('e@x.test');
    expect(outbox.every((row) => row.state === 'stored')).toBe(true);

    const done = await occurrenceRow(db, occurrence);
    expect(done.state).toBe('done');
    expect(done.completedAt?.toISOString()).toBe(clock.clock().toISOString());
    const sent = await messageRow(db, message);
    expect(sent.sent).toBe(3);
    expect(sent.status).toBe(0);
    expect((await channelRow(db, channel)).offAppTextCreditsUsedCurrentMonth).toBe(1);
  });

  it('spends SMS credits exactly, the month first, and sends none once they run out', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {
      sms: true,
      creditsMonth: 5,
      creditsUsed: 3,
      creditsPurchased: 2,
    });
    const users: string[] = [];
    for (let i = 0; i < 7; i++)
      users.push(
        await addUser(db, company, {
          follows: [channel],
          registered: false,
          phone: `+1555000${i}`,
        }),
      );
    const message = await createMessage(db, { companyId: company, contentProviderId: channel });
    const clock = manualClock(START);
    const occurrence = await addOccurrence(db, message, clock.clock());

    // Batches of three: credits run out in the middle of the second.
    await drain(workerFor(clock.clock, 'w1', 3));

    const channels = [...(await receiptChannels(db, occurrence)).values()];
    expect(channels.filter((c) => c === 'sms')).toHaveLength(4);
    expect(channels.filter((c) => c === 'none')).toHaveLength(3);
    const after = await channelRow(db, channel);
    expect(after.offAppTextCreditsUsedCurrentMonth).toBe(5);
    expect(after.purchasedOffAppTextCreditsRemaining).toBe(0);
    expect((await deliveryCounts(db, occurrence)).outbox).toBe(4);
    expect((await messageRow(db, message)).sent).toBe(4);
  });

  it('reaches only the chosen groups, or the users the filter picks, and a platform', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, { isCompanyDefault: true });
    const groupA = await createGroup(db, company, 'A');
    const groupB = await createGroup(db, company, 'B');
    const inA = await addUser(db, company, { groups: [groupA], firstName: 'Zelda' });
    const inB = await addUser(db, company, { groups: [groupB], platform: 'android' });
    await addUser(db, company, { firstName: 'Zed' });
    const clock = manualClock(START);

    const groups = await createMessage(db, {
      companyId: company,
      contentProviderId: channel,
      audience: { kind: 'groups', groups: [groupA, groupB] },
    });
    const byGroups = await addOccurrence(db, groups, clock.clock());
    const filtered = await createMessage(db, {
      companyId: company,
      contentProviderId: channel,
      audience: { kind: 'users', filter: { searchString: 'zeld' } },
    });
    const byFilter = await addOccurrence(db, filtered, clock.clock());
    const android = await createMessage(db, {
      companyId: company,
      contentProviderId: channel,
      device: 'android',
    });
    const byDevice = await addOccurrence(db, android, clock.clock());

    await drain(workerFor(clock.clock));

    expect([...(await receiptChannels(db, byGroups)).keys()].sort()).toEqual([inA, inB].sort());
    expect([...(await receiptChannels(db, byFilter)).keys()]).toEqual([inA]);
    expect([...(await receiptChannels(db, byDevice)).keys()]).toEqual([inB]);
  });

  // Thousands of recipients through real batches: seconds alone, far more beside other suites.
  it('walks a large audience in batches, one receipt each, and has nothing left to do after', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {});
    await addManyUsers(db, company, channel, 2_345);
    const message = await createMessage(db, { companyId: company, contentProviderId: channel });
    const clock = manualClock(START);
    const occurrence = await addOccurrence(db, message, clock.clock());
    const worker = workerFor(clock.clock, 'w1', 500);

    // Five batches: 4 x 500 and the last 345, which ends the occurrence.
    expect(await drain(worker)).toBe(5);
    expect(await deliveryCounts(db, occurrence)).toEqual({
      receipts: 2_345,
      distinctUsers: 2_345,
      outbox: 2_345,
    });
    expect(await worker.runOnce()).toBe(false);
    expect(await drain(workerFor(clock.clock, 'w2', 500))).toBe(0);
  }, 120_000);

  it('waits for a future occurrence until the clock reaches it', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {});
    await addUser(db, company, { follows: [channel] });
    const message = await createMessage(db, { companyId: company, contentProviderId: channel });
    const clock = manualClock(START);
    const occurrence = await addOccurrence(db, message, new Date('2026-03-02T16:00:00Z'));
    const worker = workerFor(clock.clock);

    await drain(worker);
    expect((await deliveryCounts(db, occurrence)).receipts).toBe(0);
    clock.set('2026-03-02T16:00:00Z');
    await drain(worker);
    expect((await deliveryCounts(db, occurrence)).receipts).toBe(1);
  });

  it('rolls back a batch whose worker lost its lease, and the new holder finishes exactly once', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {});
    await addManyUsers(db, company, channel, 300);
    const message = await createMessage(db, { companyId: company, contentProviderId: channel });
    const clock = manualClock(START);
    const occurrence = await addOccurrence(db, message, clock.clock());
    const slow = workerFor(clock.clock, 'slow', 100, 30_000);

    expect(await slow.runOnce()).toBe(true);
    const afterFirst = await occurrenceRow(db, occurrence);
    expect((await deliveryCounts(db, occurrence)).receipts).toBe(100);

    // The slow worker stalls past its lease; another worker takes the occurrence over.
    clock.advance(31_000);
    const taken = await claimOccurrence(db, {
      workerId: 'other',
      now: clock.clock(),
      leaseMs: 30_000,
    });
    expect(taken?.id).toBe(occurrence);

    // The slow worker's next batch writes its rows, then finds the lease gone: all rolled back.
    expect(await slow.runOnce()).toBe(true);
    expect((await deliveryCounts(db, occurrence)).receipts).toBe(100);
    const untouched = await occurrenceRow(db, occurrence);
    expect(untouched.cursor).toBe(afterFirst.cursor);
    expect(untouched.leaseOwner).toBe('other');
    expect((await messageRow(db, message)).sent).toBe(100);

    // 'other' dies too; once its lease ends a third worker resumes at the committed cursor.
    clock.advance(31_000);
    await drain(workerFor(clock.clock, 'third', 100));
    expect(await deliveryCounts(db, occurrence)).toEqual({
      receipts: 300,
      distinctUsers: 300,
      outbox: 300,
    });
    expect((await messageRow(db, message)).sent).toBe(300);
    expect(await slow.runOnce()).toBe(false);
  });

  it('passes over recipients who already have a receipt, however the walk met them', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {});
    await addManyUsers(db, company, channel, 300);
    const message = await createMessage(db, { companyId: company, contentProviderId: channel });
    const clock = manualClock(START);
    const occurrence = await addOccurrence(db, message, clock.clock());
    // Two of the first batch's users were served by a walk that left no cursor behind.
    await db.execute(sql`insert into message_receipts (occurrence_id, mobile_user_id, channel)
      select ${occurrence}::uuid, id, 'push' from mobile_users
      where company_id = ${company}::uuid order by id limit 2`);

    await drain(workerFor(clock.clock, 'w1', 100));
    expect(await deliveryCounts(db, occurrence)).toEqual({
      receipts: 300,
      distinctUsers: 300,
      outbox: 298,
    });
    expect(await messageRow(db, message)).toMatchObject({ sent: 298, status: 0 });
    expect((await occurrenceRow(db, occurrence)).state).toBe('done');
  });

  it('ends an occurrence without sending when its message was deleted', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {});
    await addUser(db, company, { follows: [channel] });
    const message = await createMessage(db, {
      companyId: company,
      contentProviderId: channel,
      isDeleted: true,
    });
    const clock = manualClock(START);
    const occurrence = await addOccurrence(db, message, clock.clock());
    await drain(workerFor(clock.clock));
    expect((await deliveryCounts(db, occurrence)).receipts).toBe(0);
    expect((await occurrenceRow(db, occurrence)).state).toBe('done');
  });

  it('fails an occurrence whose channel belongs to no live channel', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {});
    await db.execute(sql`update content_providers set is_deleted = 1 where id = ${channel}`);
    const message = await createMessage(db, { companyId: company, contentProviderId: channel });
    const clock = manualClock(START);
    const occurrence = await addOccurrence(db, message, clock.clock());
    await drain(workerFor(clock.clock));
    expect(await occurrenceRow(db, occurrence)).toMatchObject({
      state: 'failed',
      error: 'channel not found',
    });
  });
});
