import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import type { RangeSplitting } from './occurrenceRangesRepository';
import { audienceRanges, idRanges, rangesBetween, type IdRange } from './rangeBoundsRepository';
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

async function sendTo(audience: number, options: { idsInTimeOrder?: boolean } = {}) {
  const { db } = database;
  const company = await createCompany(db);
  const channel = await createChannel(db, company, {});
  await addManyUsers(db, company, channel, audience, options);
  const message = await createMessage(db, { companyId: company, contentProviderId: channel });
  const clock = manualClock(START);
  const occurrence = await addOccurrence(db, message, clock.clock());
  return { company, message, occurrence, clock };
}

/** How many of the company's users each range holds. */
async function usersPerRange(company: string, ranges: readonly IdRange[]) {
  return Promise.all(
    ranges.map(async ({ lo, hi }) => {
      const [row] = await rowsOf(
        database.db,
        sql`select count(*)::int as n from mobile_users where company_id = ${company}
          and id >= ${lo}::uuid and (${hi}::uuid is null or id < ${hi}::uuid)`,
      );
      return Number(row?.n);
    }),
  );
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

  it('joins sampled bounds into adjoining ranges from the lowest id to the end', () => {
    const b = (prefix: string) => `${prefix}-0000-7000-8000-000000000000`;
    expect(rangesBetween([b('0190a5b3'), b('0190a5b2'), b('0190a5b3')])).toEqual([
      { lo: '00000000-0000-0000-0000-000000000000', hi: b('0190a5b2') },
      { lo: b('0190a5b2'), hi: b('0190a5b3') },
      { lo: b('0190a5b3'), hi: null },
    ]);
  });

  it('shares a send whose ids all fall in one slice of the id space between its ranges', async () => {
    const { company, occurrence, clock } = await sendTo(300, { idsInTimeOrder: true });
    // Equal slices of the id space would put every one of these users in the first range.
    expect(await usersPerRange(company, idRanges(4))).toEqual([300, 0, 0, 0]);

    await takeTurns(workerFor(clock.clock, 'w1'), workerFor(clock.clock, 'w2'));
    const ranges = await rangesOf(occurrence);
    expect(ranges).toHaveLength(4);
    const shares = await usersPerRange(company, ranges);
    expect(shares.reduce((a, n) => a + n, 0)).toBe(300);
    for (const share of shares) expect(share).toBeGreaterThanOrEqual(50);
    expect(new Set(ranges.map((r) => r.owner))).toEqual(new Set(['w1', 'w2']));
    expect((await deliveryCounts(database.db, occurrence)).distinctUsers).toBe(300);
  });

  it('falls back to equal slices of the id space when the sample holds too few of the audience', async () => {
    const { company } = await sendTo(100, { idsInTimeOrder: true });
    const condition = sql`company_id = ${company}::uuid`;
    // Twenty sampled users a range are wanted: 100 users are enough for 4 ranges, not for 8.
    const four = await audienceRanges(database.db, { condition }, 4);
    // Each inner bound is the user at that quantile, the first of the range after it.
    expect(await usersPerRange(company, four)).toEqual([24, 25, 25, 26]);
    expect(await audienceRanges(database.db, { condition }, 8)).toEqual(idRanges(8));
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
