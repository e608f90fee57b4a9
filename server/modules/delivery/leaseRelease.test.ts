import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { occurrenceRanges } from '../../db/schema/messages';
import { claimOccurrence } from './claimOccurrenceRepository';
import { startDeliveryService } from './deliveryService';
import { releaseLeases } from './leaseReleaseRepository';
import {
  addManyUsers,
  addOccurrence,
  createChannel,
  createCompany,
  createMessage,
  deliveryCounts,
  drain,
  manualClock,
  occurrenceRow,
  outboxProviders,
} from './testKit';
import { createDeliveryWorker } from './worker';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const START = '2026-03-02T15:00:00Z';
const workerFor = (clock: () => Date, workerId: string) =>
  createDeliveryWorker({
    db: database.db,
    clock,
    workerId,
    batchSize: 100,
    leaseMs: 30_000,
    providers: outboxProviders(),
    consoleUrl: 'https://console.test/',
  });

describe('a stopping worker lets go of its leases', () => {
  it('hands a half-walked send to the next worker at once, which finishes it exactly once', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {});
    await addManyUsers(db, company, channel, 300);
    const message = await createMessage(db, { companyId: company, contentProviderId: channel });
    const clock = manualClock(START);
    const occurrence = await addOccurrence(db, message, clock.clock());

    expect(await workerFor(clock.clock, 'leaving').runOnce()).toBe(true);
    expect((await occurrenceRow(db, occurrence)).leaseOwner).toBe('leaving');
    // Still leased: nobody else may take it before its lease runs out.
    expect(
      await claimOccurrence(db, { workerId: 'next', now: clock.clock(), leaseMs: 30_000 }),
    ).toBeNull();

    expect(await releaseLeases(db, 'leaving')).toBe(1);
    const released = await occurrenceRow(db, occurrence);
    expect(released.leaseOwner).toBeNull();
    expect(released.state).toBe('sending');

    // No time has passed, and the next worker resumes at the committed cursor.
    await drain(workerFor(clock.clock, 'next'));
    expect(await deliveryCounts(db, occurrence)).toEqual({
      receipts: 300,
      distinctUsers: 300,
      outbox: 300,
    });
    expect(await releaseLeases(db, 'leaving')).toBe(0);
  });

  it("is what the delivery service's stop does, for ranges of a split send too", async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {});
    const message = await createMessage(db, { companyId: company, contentProviderId: channel });
    const occurrence = await addOccurrence(db, message, new Date(START));
    const lease = { leaseOwner: 'svc', leaseUntil: new Date(Date.now() + 3_600_000) };
    await db.execute(sql`update message_occurrences set state = 'sending', ranges = 2,
      lease_owner = 'svc', lease_until = now() + interval '1 hour' where id = ${occurrence}`);
    await db.insert(occurrenceRanges).values([
      {
        occurrenceId: occurrence,
        lo: '00000000-0000-0000-0000-000000000000',
        state: 'sending',
        ...lease,
      },
      { occurrenceId: occurrence, lo: '80000000-0000-0000-0000-000000000000', state: 'pending' },
    ]);
    // A deactivated organisation's sends wait: the service itself leaves these alone.
    await db.update(companies).set({ isActive: 0 }).where(eq(companies.id, company));

    const service = startDeliveryService({
      db,
      config: { batchSize: 100, leaseMs: 30_000 },
      consoleUrl: 'https://console.test/',
      providers: outboxProviders(),
      workerId: 'svc',
    });
    await service.stop();

    const ranges = await db
      .select({ owner: occurrenceRanges.leaseOwner, until: occurrenceRanges.leaseUntil })
      .from(occurrenceRanges)
      .where(eq(occurrenceRanges.occurrenceId, occurrence));
    expect(ranges).toEqual([
      { owner: null, until: null },
      { owner: null, until: null },
    ]);
    expect((await occurrenceRow(db, occurrence)).leaseOwner).toBeNull();
  });
});
