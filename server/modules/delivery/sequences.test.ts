import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { outboxStatesFor } from './deliveryStates';
import { runSequences } from './sequencesRepository';
import { createDeliveryWorker } from './worker';
import {
  addOccurrence,
  addUser,
  createChannel,
  createCompany,
  createMessage,
  drain,
  manualClock,
  messageRow,
  outboxProviders,
} from './testKit';
import { rowsOf } from './sqlRowsRepository';
import { sql } from 'drizzle-orm';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const DAY = 24 * 3_600_000;
const CREATED = new Date('2026-05-01T12:00:00Z');
const daysAfter = (days: number, from = CREATED) => new Date(from.getTime() + days * DAY);

const run = (clock: () => Date, batchSize = 2) =>
  runSequences({
    db: database.db,
    clock,
    batchSize,
    consoleUrl: 'https://console.test',
    states: outboxStatesFor(outboxProviders()),
  });

async function receiptsByUser(messageId: string) {
  const rows = await rowsOf(
    database.db,
    sql`select r.mobile_user_id::text as user, count(*)::int as n from message_receipts r
      join message_occurrences o on o.id = r.occurrence_id
      where o.message_id = ${messageId} group by r.mobile_user_id`,
  );
  return new Map(rows.map((r) => [String(r.user), Number(r.n)]));
}

describe('sequence steps', () => {
  it('sends a step once to each follower whose interval has passed, however often it runs', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {});
    const follow = (days: number) =>
      addUser(db, company, { follows: [channel], followedAt: daysAfter(days) });
    // Joined a year before the step: not a new member any more, never sent this step.
    const longAgo = await follow(-365);
    // Joined a day before the step: its day 3 comes after the step exists.
    const dayBefore = await follow(-1);
    const sameTime = [await follow(1), await follow(1), await follow(1)];
    const later = await follow(5);
    const suspended = await addUser(db, company, {
      follows: [channel],
      followedAt: daysAfter(1),
      isActive: 0,
    });
    const step = await createMessage(db, {
      companyId: company,
      contentProviderId: channel,
      kind: 'sequence',
      label: 'Day 3',
      intervalDays: 3,
      dateCreated: CREATED,
    });
    const clock = manualClock(CREATED.toISOString());

    await run(clock.clock);
    expect((await receiptsByUser(step)).size).toBe(0);

    clock.set(daysAfter(2).toISOString());
    await run(clock.clock);
    expect([...(await receiptsByUser(step)).keys()]).toEqual([dayBefore]);

    // Day 4: the three who joined together on day 1 reach day 3 (batches of two split them).
    clock.set(daysAfter(4).toISOString());
    for (let i = 0; i < 5; i++) await run(clock.clock);
    let receipts = await receiptsByUser(step);
    expect([...receipts.keys()].sort()).toEqual([dayBefore, ...sameTime].sort());

    clock.set(daysAfter(30).toISOString());
    for (let i = 0; i < 5; i++) await run(clock.clock);
    receipts = await receiptsByUser(step);
    expect([...receipts.keys()].sort()).toEqual([dayBefore, ...sameTime, later].sort());
    expect([...receipts.values()].every((n) => n === 1)).toBe(true);
    expect(receipts.has(longAgo)).toBe(false);
    expect(receipts.has(suspended)).toBe(false);
    expect((await messageRow(db, step)).sent).toBe(5);
  });

  it('never fans a step out to every follower, even when stored with a pending occurrence', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {});
    const due = await addUser(db, company, { follows: [channel], followedAt: daysAfter(1) });
    await addUser(db, company, { follows: [channel], followedAt: daysAfter(9) });
    const step = await createMessage(db, {
      companyId: company,
      contentProviderId: channel,
      kind: 'sequence',
      intervalDays: 3,
      dateCreated: CREATED,
    });
    await addOccurrence(db, step, CREATED);
    const clock = manualClock(daysAfter(5).toISOString());
    const worker = createDeliveryWorker({
      db,
      clock: clock.clock,
      workerId: 'w',
      batchSize: 100,
      providers: outboxProviders(),
      consoleUrl: 'https://console.test',
    });
    expect(await drain(worker)).toBe(0);
    await run(clock.clock);
    expect([...(await receiptsByUser(step)).keys()]).toEqual([due]);
  });

  it('sends nothing for an inactive or deleted step', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {});
    await addUser(db, company, { follows: [channel], followedAt: daysAfter(1) });
    const base = { companyId: company, contentProviderId: channel, kind: 'sequence' as const };
    const inactive = await createMessage(db, {
      ...base,
      intervalDays: 1,
      status: 0,
      dateCreated: CREATED,
    });
    const deleted = await createMessage(db, {
      ...base,
      intervalDays: 1,
      isDeleted: true,
      dateCreated: CREATED,
    });
    await run(manualClock(daysAfter(10).toISOString()).clock);
    expect((await receiptsByUser(inactive)).size).toBe(0);
    expect((await receiptsByUser(deleted)).size).toBe(0);
  });

  it('holds a step awaiting review, pending or returned, and opens it from its creation once approved', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {});
    const early = await addUser(db, company, { follows: [channel], followedAt: daysAfter(1) });
    const step = await createMessage(db, {
      companyId: company,
      contentProviderId: channel,
      kind: 'sequence',
      intervalDays: 3,
      dateCreated: CREATED,
      reviewState: 'pending',
    });
    const occurrences = () =>
      rowsOf(db, sql`select id from message_occurrences where message_id = ${step}`);
    await run(manualClock(daysAfter(5).toISOString()).clock);
    expect(await occurrences()).toHaveLength(0);
    expect((await receiptsByUser(step)).size).toBe(0);

    await db.execute(sql`update messages set review_state = 'returned' where id = ${step}`);
    await run(manualClock(daysAfter(6).toISOString()).clock);
    expect((await receiptsByUser(step)).size).toBe(0);

    await db.execute(sql`update messages set review_state = 'approved' where id = ${step}`);
    const late = await addUser(db, company, { follows: [channel], followedAt: daysAfter(4) });
    await run(manualClock(daysAfter(8).toISOString()).clock);
    expect(await occurrences()).toHaveLength(1);
    expect([...(await receiptsByUser(step)).keys()].sort()).toEqual([early, late].sort());

    // Put back to pending by an edit: later followers wait for the next approval.
    await db.execute(sql`update messages set review_state = 'pending' where id = ${step}`);
    const waiting = await addUser(db, company, { follows: [channel], followedAt: daysAfter(8) });
    await run(manualClock(daysAfter(12).toISOString()).clock);
    expect((await receiptsByUser(step)).has(waiting)).toBe(false);
  });
});
