import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { nextDueAt, type ScheduleSpec } from '../../lib/schedule';
import { outboxStatesFor } from './deliveryStates';
import { runScheduler } from './schedulerRepository';
import { runSequences } from './sequencesRepository';
import { rowsOf } from './sqlRowsRepository';
import {
  addOccurrence,
  addUser,
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

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const setActive = (company: string, isActive: 0 | 1) =>
  database.db.update(companies).set({ isActive }).where(eq(companies.id, company));

const worker = (clock: () => Date) =>
  createDeliveryWorker({
    db: database.db,
    clock,
    workerId: 'inactive-test',
    batchSize: 100,
    leaseMs: 30_000,
    providers: outboxProviders(),
    consoleUrl: 'https://console.test',
  });

async function companyWithAudience(followedAt = new Date('2026-01-01T00:00:00Z')) {
  const { db } = database;
  const company = await createCompany(db);
  const channel = await createChannel(db, company, {});
  for (let i = 0; i < 3; i++) await addUser(db, company, { follows: [channel], followedAt });
  return { company, channel };
}

async function occurrenceCount(messageId: string) {
  const [row] = await rowsOf(
    database.db,
    sql`select count(*)::int as n from message_occurrences where message_id = ${messageId}`,
  );
  return Number(row?.n);
}

describe("a deactivated organisation's sends", () => {
  it('leaves a queued send pending while the organisation is inactive, and sends it once it is active', async () => {
    const { company, channel } = await companyWithAudience();
    const message = await createMessage(database.db, {
      companyId: company,
      contentProviderId: channel,
    });
    const clock = manualClock('2026-06-01T12:00:00Z');
    const occurrence = await addOccurrence(database.db, message, new Date('2026-06-01T11:00:00Z'));
    await setActive(company, 0);

    const sending = worker(clock.clock);
    await drain(sending);
    expect((await occurrenceRow(database.db, occurrence)).state).toBe('pending');
    expect((await deliveryCounts(database.db, occurrence)).receipts).toBe(0);

    await setActive(company, 1);
    await drain(sending);
    expect((await occurrenceRow(database.db, occurrence)).state).toBe('done');
    expect((await deliveryCounts(database.db, occurrence)).receipts).toBe(3);
  });

  it('queues no occurrence of a daily schedule while inactive', async () => {
    const { company, channel } = await companyWithAudience();
    const spec: ScheduleSpec = {
      scheduleType: 'daily',
      scheduleDate: null,
      scheduleTime: '09:00',
      scheduleDays: [],
      timeZone: 'UTC',
    };
    const start = new Date('2026-06-01T00:00:00Z');
    const message = await createMessage(database.db, {
      companyId: company,
      contentProviderId: channel,
      scheduleType: 'daily',
      scheduleTime: '09:00',
      timeZone: 'UTC',
      nextDueAt: nextDueAt(spec, start),
      dateCreated: start,
    });
    const clock = manualClock(start.toISOString());
    await setActive(company, 0);
    for (let hour = 0; hour < 72; hour++) {
      await runScheduler({ db: database.db, clock: clock.clock });
      clock.advance(HOUR);
    }
    expect(await occurrenceCount(message)).toBe(0);

    // Active again: the missed days are not replayed; one send on waking, then daily.
    await setActive(company, 1);
    for (let hour = 0; hour < 24; hour++) {
      await runScheduler({ db: database.db, clock: clock.clock });
      clock.advance(HOUR);
    }
    expect(await occurrenceCount(message)).toBe(2);
  });

  it('sends no sequence step while inactive', async () => {
    const created = new Date('2026-01-02T00:00:00Z');
    // The members join just after the step exists, so their day 1 falls after it.
    const { company, channel } = await companyWithAudience(new Date(created.getTime() + HOUR));
    await createMessage(database.db, {
      companyId: company,
      contentProviderId: channel,
      kind: 'sequence',
      label: 'Day 1',
      intervalDays: 1,
      dateCreated: created,
    });
    await setActive(company, 0);
    const clock = manualClock(new Date(created.getTime() + 3 * DAY).toISOString());
    const run = () =>
      runSequences({
        db: database.db,
        clock: clock.clock,
        batchSize: 100,
        consoleUrl: 'https://console.test',
        states: outboxStatesFor(outboxProviders()),
      });
    await run();
    const receipts = async () => {
      const [row] = await rowsOf(
        database.db,
        sql`select count(*)::int as n from message_receipts r join message_occurrences o
          on o.id = r.occurrence_id join messages m on m.id = o.message_id
          where m.content_provider_id = ${channel}`,
      );
      return Number(row?.n);
    };
    expect(await receipts()).toBe(0);
    await setActive(company, 1);
    await run();
    expect(await receipts()).toBe(3);
  });
});
