import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { messageOccurrences, messages } from '../../db/schema/messages';
import { nextDueAt, type ScheduleSpec } from '../../lib/schedule';
import { runScheduler } from './schedulerRepository';
import {
  addUser,
  createChannel,
  createCompany,
  createMessage,
  deliveryCounts,
  drain,
  manualClock,
  messageRow,
  outboxProviders,
} from './testKit';
import { createDeliveryWorker } from './worker';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const HOUR = 3_600_000;
const AUDIENCE = 5;

async function scheduledMessage(spec: ScheduleSpec, createdAt: Date) {
  const { db } = database;
  const company = await createCompany(db);
  const channel = await createChannel(db, company, {});
  for (let i = 0; i < AUDIENCE; i++) await addUser(db, company, { follows: [channel] });
  return createMessage(db, {
    companyId: company,
    contentProviderId: channel,
    scheduleType: spec.scheduleType,
    scheduleDate: spec.scheduleDate,
    scheduleTime: spec.scheduleTime,
    scheduleDays: spec.scheduleDays,
    timeZone: spec.timeZone,
    nextDueAt: nextDueAt(spec, createdAt),
    dateCreated: createdAt,
  });
}

const newWorker = (clock: () => Date, workerId: string) =>
  createDeliveryWorker({
    db: database.db,
    clock,
    workerId,
    // Two at a time, so an occurrence of five takes three batches and a restart lands mid-way.
    batchSize: 2,
    leaseMs: 30_000,
    providers: outboxProviders(),
    consoleUrl: 'https://console.test',
  });

/**
 * Moves the clock hour by hour from `from` to `to`, running the scheduler and one batch of the
 * worker at each step; at `restartAt` (an hour after a due time) the worker is dropped with its
 * occurrence one batch in, and a new one (a new process, as far as the database can tell)
 * resumes it once the old lease has run out.
 */
async function runHourly(from: string, to: string, restartAt: string) {
  const clock = manualClock(from);
  let worker = newWorker(clock.clock, 'before-restart');
  while (clock.clock() < new Date(to)) {
    if (clock.clock().getTime() === new Date(restartAt).getTime())
      worker = newWorker(clock.clock, 'after-restart');
    await runScheduler({ db: database.db, clock: clock.clock });
    await worker.runOnce();
    clock.advance(HOUR);
  }
  await runScheduler({ db: database.db, clock: clock.clock });
  await drain(worker);
}

async function occurrencesOf(messageId: string) {
  const rows = await database.db
    .select()
    .from(messageOccurrences)
    .where(eq(messageOccurrences.messageId, messageId))
    .orderBy(asc(messageOccurrences.dueAt));
  const out: { dueAt: string; state: string; receipts: number; distinct: number }[] = [];
  for (const row of rows) {
    const counts = await deliveryCounts(database.db, row.id);
    out.push({
      dueAt: row.dueAt.toISOString(),
      state: row.state,
      receipts: counts.receipts,
      distinct: counts.distinctUsers,
    });
  }
  return out;
}

const sent = (dueAt: string) => ({ dueAt, state: 'done', receipts: AUDIENCE, distinct: AUDIENCE });

describe('scheduled sending with a controlled clock', () => {
  it('sends a once-schedule in the spring-forward gap once, at the shifted time, and ends it', async () => {
    const spec: ScheduleSpec = {
      scheduleType: 'once',
      scheduleDate: '2026-03-08',
      scheduleTime: '02:30',
      scheduleDays: [],
      timeZone: 'America/New_York',
    };
    const message = await scheduledMessage(spec, new Date('2026-03-07T12:00:00Z'));
    await runHourly('2026-03-07T12:00:00Z', '2026-03-08T12:00:00Z', '2026-03-08T09:00:00Z');

    // 02:30 does not exist that night; 03:30 EDT is 07:30 UTC.
    expect(await occurrencesOf(message)).toEqual([sent('2026-03-08T07:30:00.000Z')]);
    const after = await messageRow(database.db, message);
    expect(after.status).toBe(0);
    expect(after.nextDueAt).toBeNull();
    expect(after.sent).toBe(AUDIENCE);
  });

  it('sends a daily schedule at 09:00 New York wall time before and after the March change, across a restart', async () => {
    const spec: ScheduleSpec = {
      scheduleType: 'daily',
      scheduleDate: null,
      scheduleTime: '09:00',
      scheduleDays: [],
      timeZone: 'America/New_York',
    };
    const message = await scheduledMessage(spec, new Date('2026-03-06T00:00:00Z'));
    await runHourly('2026-03-06T00:00:00Z', '2026-03-10T00:00:00Z', '2026-03-08T14:00:00Z');

    expect(await occurrencesOf(message)).toEqual([
      sent('2026-03-06T14:00:00.000Z'),
      sent('2026-03-07T14:00:00.000Z'),
      sent('2026-03-08T13:00:00.000Z'),
      sent('2026-03-09T13:00:00.000Z'),
    ]);
    // The first worker took the March 8 occurrence and wrote one batch; the second finished it.
    const [resumed] = await database.db
      .select({ owner: messageOccurrences.leaseOwner })
      .from(messageOccurrences)
      .where(eq(messageOccurrences.dueAt, new Date('2026-03-08T13:00:00Z')));
    expect(resumed?.owner).toBe('after-restart');
    const after = await messageRow(database.db, message);
    expect(after.status).toBe(1);
    expect(after.nextDueAt?.toISOString()).toBe('2026-03-10T13:00:00.000Z');
    expect(after.sent).toBe(4 * AUDIENCE);
  });

  it('sends chosen weekdays at 01:30 across the November change, the repeated hour only once', async () => {
    const spec: ScheduleSpec = {
      scheduleType: 'weekdays',
      scheduleDate: null,
      scheduleTime: '01:30',
      // Friday, Sunday (the night the clocks go back) and Monday.
      scheduleDays: [5, 7, 1],
      timeZone: 'America/New_York',
    };
    const message = await scheduledMessage(spec, new Date('2026-10-29T12:00:00Z'));
    await runHourly('2026-10-29T12:00:00Z', '2026-11-03T12:00:00Z', '2026-11-01T07:00:00Z');

    expect(await occurrencesOf(message)).toEqual([
      sent('2026-10-30T05:30:00.000Z'),
      sent('2026-11-01T05:30:00.000Z'),
      sent('2026-11-02T06:30:00.000Z'),
    ]);
  });

  it('sends a schedule missed while nothing ran once on waking, then keeps to its times', async () => {
    const spec: ScheduleSpec = {
      scheduleType: 'daily',
      scheduleDate: null,
      scheduleTime: '09:00',
      scheduleDays: [],
      timeZone: 'America/New_York',
    };
    const message = await scheduledMessage(spec, new Date('2026-04-01T00:00:00Z'));
    // Down from before the first 09:00 until the third day's afternoon.
    const clock = manualClock('2026-04-03T18:00:00Z');
    await runScheduler({ db: database.db, clock: clock.clock });
    await runScheduler({ db: database.db, clock: clock.clock });
    await drain(newWorker(clock.clock, 'late'));

    expect(await occurrencesOf(message)).toEqual([sent('2026-04-01T13:00:00.000Z')]);
    expect((await messageRow(database.db, message)).nextDueAt?.toISOString()).toBe(
      '2026-04-04T13:00:00.000Z',
    );
  });

  it('leaves deleted and stopped schedules alone', async () => {
    const spec: ScheduleSpec = {
      scheduleType: 'daily',
      scheduleDate: null,
      scheduleTime: '09:00',
      scheduleDays: [],
      timeZone: 'America/New_York',
    };
    const deleted = await scheduledMessage(spec, new Date('2026-04-01T00:00:00Z'));
    const stopped = await scheduledMessage(spec, new Date('2026-04-01T00:00:00Z'));
    const { db } = database;
    await db.update(messages).set({ isDeleted: true }).where(eq(messages.id, deleted));
    await db.update(messages).set({ status: 0 }).where(eq(messages.id, stopped));
    await runScheduler({ db, clock: manualClock('2026-04-02T18:00:00Z').clock });
    expect(await occurrencesOf(deleted)).toEqual([]);
    expect(await occurrencesOf(stopped)).toEqual([]);
  });
});
