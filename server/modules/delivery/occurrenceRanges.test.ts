import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { idRanges, type RangeSplitting } from './occurrenceRangesRepository';
import { rowsOf } from './sqlRowsRepository';
import {
  addManyUsers,
  addOccurrence,
  createChannel,
  createCompany,
  createMessage,
  deliveryCounts,
  drain,
  manualClock,
  messageRow,
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
const SPLITTING: RangeSplitting = { splitAt: 100, ranges: 4 };

const workerFor = (clock: () => Date, workerId: string, splitting = SPLITTING) =>
  createDeliveryWorker({
    db: database.db,
    clock,
    workerId,
    batchSize: 20,
    leaseMs: 30_000,
    providers: outboxProviders(),
    consoleUrl: 'https://console.test/',
    splitting,
  });

async function sendTo(audience: number) {
  const { db } = database;
  const company = await createCompany(db);
  const channel = await createChannel(db, company, {});
  await addManyUsers(db, company, channel, audience);
  const message = await createMessage(db, { companyId: company, contentProviderId: channel });
  const clock = manualClock(START);
  const occurrence = await addOccurrence(db, message, clock.clock());
  return { message, occurrence, clock };
}

async function rangesOf(occurrence: string) {
  const rows = await rowsOf(
    database.db,
    sql`select lo::text as lo, hi::text as hi, state, lease_owner from occurrence_ranges
      where occurrence_id = ${occurrence} order by lo`,
  );
  return rows.map((r) => ({
    lo: String(r.lo),
    hi: typeof r.hi === 'string' ? r.hi : null,
    state: String(r.state),
    owner: String(r.lease_owner),
  }));
}

/** Runs the workers in turn, one unit each, until none has anything left. */
async function takeTurns(...workers: { runOnce(): Promise<boolean> }[]) {
  for (let round = 0; round < 1000; round++) {
    const worked = await Promise.all(workers.map((w) => w.runOnce()));
    if (!worked.some(Boolean)) return;
  }
  throw new Error('the workers never ran out of work');
}

describe('a send shared by ranges of user ids', () => {
  it('cuts the id space into equal, adjoining ranges', () => {
    const ranges = idRanges(4);
    expect(ranges.map((r) => r.lo.slice(0, 8))).toEqual([
      '00000000',
      '40000000',
      '80000000',
      'c0000000',
    ]);
    expect(ranges.slice(0, -1).map((r) => r.hi)).toEqual(ranges.slice(1).map((r) => r.lo));
    expect(ranges.at(-1)?.hi).toBeNull();
    expect(idRanges(16)[1]?.lo).toBe('10000000-0000-0000-0000-000000000000');
  });

  it('lets two workers share one message, every recipient once, and finishes it once', async () => {
    const { message, occurrence, clock } = await sendTo(300);
    await takeTurns(workerFor(clock.clock, 'w1'), workerFor(clock.clock, 'w2'));

    expect(await deliveryCounts(database.db, occurrence)).toEqual({
      receipts: 300,
      distinctUsers: 300,
      outbox: 300,
    });
    const ranges = await rangesOf(occurrence);
    expect(ranges).toHaveLength(4);
    expect(ranges.every((r) => r.state === 'done')).toBe(true);
    // Both took part: each range is left in the name of the worker that finished it.
    expect(new Set(ranges.map((r) => r.owner))).toEqual(new Set(['w1', 'w2']));
    expect(await occurrenceRow(database.db, occurrence)).toMatchObject({
      state: 'done',
      ranges: 4,
    });
    expect(await messageRow(database.db, message)).toMatchObject({ sent: 300, status: 0 });
  });

  it('walks a smaller audience whole, as one worker always did', async () => {
    const { occurrence, clock } = await sendTo(99);
    await takeTurns(workerFor(clock.clock, 'w1'), workerFor(clock.clock, 'w2'));
    expect((await deliveryCounts(database.db, occurrence)).distinctUsers).toBe(99);
    expect(await occurrenceRow(database.db, occurrence)).toMatchObject({
      state: 'done',
      ranges: null,
    });
    expect(await rangesOf(occurrence)).toEqual([]);
  });

  it('gives a stalled worker range to another after its lease, and rolls the stalled batch back', async () => {
    const { message, occurrence, clock } = await sendTo(300);
    const slow = workerFor(clock.clock, 'slow');
    // It splits the send and writes the first batch of the first range, then stalls.
    await slow.runOnce();
    expect(await rangesOf(occurrence)).toMatchObject([
      { state: 'sending', owner: 'slow' },
      { state: 'pending' },
      { state: 'pending' },
      { state: 'pending' },
    ]);
    expect((await deliveryCounts(database.db, occurrence)).receipts).toBe(20);

    clock.advance(31_000);
    const other = workerFor(clock.clock, 'other');
    await other.runOnce();
    expect((await rangesOf(occurrence))[0]).toMatchObject({ state: 'sending', owner: 'other' });
    // The slow worker's next batch finds its lease gone: nothing of it stays.
    await slow.runOnce();
    expect((await deliveryCounts(database.db, occurrence)).receipts).toBe(40);

    await takeTurns(slow, other);
    expect(await deliveryCounts(database.db, occurrence)).toEqual({
      receipts: 300,
      distinctUsers: 300,
      outbox: 300,
    });
    expect(await messageRow(database.db, message)).toMatchObject({ sent: 300, status: 0 });
  });

  it('fails the whole send when its message is gone while ranges are left', async () => {
    const { message, occurrence, clock } = await sendTo(300);
    const worker = workerFor(clock.clock, 'w1');
    await worker.runOnce();
    // A message with no channel of its own and a company with no default channel.
    await database.db.execute(
      sql`update messages set content_provider_id = null where id = ${message}`,
    );
    await drain(workerFor(clock.clock, 'w2'));
    expect(await occurrenceRow(database.db, occurrence)).toMatchObject({
      state: 'failed',
      error: 'channel not found',
    });
    expect((await rangesOf(occurrence)).every((r) => r.state === 'done')).toBe(true);
  });
});
