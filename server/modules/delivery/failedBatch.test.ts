import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
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

describe('a fan-out batch that fails', () => {
  it('is resumed by the same worker at once, not a lease later, and exactly once', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {});
    await addManyUsers(db, company, channel, 300);
    const message = await createMessage(db, { companyId: company, contentProviderId: channel });
    const clock = manualClock('2026-03-02T15:00:00Z');
    const occurrence = await addOccurrence(db, message, clock.clock());
    const worker = (workerId: string) =>
      createDeliveryWorker({
        db,
        clock: clock.clock,
        workerId,
        batchSize: 100,
        leaseMs: 30_000,
        providers: outboxProviders(),
        consoleUrl: 'https://console.test/',
      });
    const w1 = worker('w1');
    expect(await w1.runOnce()).toBe(true);

    // The database fails the next batch (as when the server restarts): the worker lets go.
    await db.execute(sql`alter table message_receipts rename to message_receipts_away`);
    const failed = await w1.runOnce().then(
      () => null,
      (error: unknown) => error,
    );
    await db.execute(sql`alter table message_receipts_away rename to message_receipts`);
    expect(failed).toBeInstanceOf(Error);
    expect((await deliveryCounts(db, occurrence)).receipts).toBe(100);

    // Its lease still holds: another worker must wait, this one goes on at the committed cursor.
    expect(await worker('w2').runOnce()).toBe(false);
    await drain(w1);
    expect(await deliveryCounts(db, occurrence)).toEqual({
      receipts: 300,
      distinctUsers: 300,
      outbox: 300,
    });
    expect(await occurrenceRow(db, occurrence)).toMatchObject({ state: 'done', leaseOwner: 'w1' });
  });
});
