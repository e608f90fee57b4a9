import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import { rollCreditMonth } from '../pricing/public';
import { addMs } from './clock';
import type { DeliveryTarget } from './deliveryTargetRepository';
import { finishSplitOccurrence, type IdRange } from './occurrenceRangesRepository';
import { isUniqueViolation } from '../../lib/pgErrors';
import {
  languageColumn,
  runDeliveryBatch,
  ts,
  type DeliveryStatementResult,
  type OutboxStates,
} from './writeDeliveriesRepository';

export interface FanOutBatchInput {
  target: DeliveryTarget;
  occurrenceId: string;
  /** The last user id the occurrence (or its range) has served, or null at the start. */
  cursor: string | null;
  /** The range of user ids this worker holds of a split occurrence; null: the whole of it. */
  range: IdRange | null;
  workerId: string;
  now: Date;
  leaseMs: number;
  batchSize: number;
  consoleUrl: string;
  states: OutboxStates;
}

/** The error a batch ends with when another worker took the occurrence over. */
export class LeaseLostError extends Error {
  constructor(occurrenceId: string) {
    super(`occurrence ${occurrenceId} is leased by another worker`);
    this.name = 'LeaseLostError';
  }
}

/** A recurring message goes on after one occurrence; a one-off is finished with it. */
export function finishesWithOccurrence(target: DeliveryTarget): boolean {
  const { kind, scheduleType } = target.message;
  return kind !== 'sequence' && (scheduleType === 'now' || scheduleType === 'once');
}

/** Within a range of a split occurrence, only its users; the whole audience otherwise. */
function inRange(range: IdRange | null) {
  if (!range) return sql``;
  const below = range.hi ? sql` and ${u.id} < ${range.hi}::uuid` : sql``;
  return sql` and ${u.id} >= ${range.lo}::uuid${below}`;
}

/**
 * What moves the walk past a batch: the occurrence's own cursor and lease, or for a split one,
 * the range's. Either matches no row when another worker holds the lease.
 */
function advanceOf(input: FanOutBatchInput, done: SQL) {
  const { range, now } = input;
  const moved = sql`cursor = coalesce((select id from batch order by id desc limit 1), cursor),
      lease_until = ${ts(addMs(now, input.leaseMs))},
      state = case when ${done} then 'done' else 'sending' end`;
  if (range) {
    return sql`update occurrence_ranges set ${moved}
      where occurrence_id = ${input.occurrenceId} and lo = ${range.lo}::uuid
        and lease_owner = ${input.workerId}
      returning state, cursor`;
  }
  return sql`update message_occurrences set ${moved},
      completed_at = case when ${done} then ${ts(now)} end
    where id = ${input.occurrenceId} and lease_owner = ${input.workerId}
    returning state, cursor`;
}

/**
 * Serves the next `batchSize` users of the audience (or of the held range) after the cursor, in
 * one statement and one transaction. The occurrence or range moves on (cursor, renewed lease,
 * done when its users ran out) only while this worker still holds its lease; otherwise
 * everything the batch wrote is rolled back and LeaseLostError is thrown. The last range of a
 * split occurrence to finish finishes the occurrence, in the same transaction.
 */
export async function runFanOutBatch(
  db: Database,
  input: FanOutBatchInput,
): Promise<DeliveryStatementResult> {
  const { target, batchSize } = input;
  const after = input.cursor ? sql` and ${u.id} > ${input.cursor}::uuid` : sql``;
  const batch = sql`select ${u.id} as id, ${target.reach} as reach, ${u.phone} as phone,
      ${u.email} as email, ${u.timeZone} as time_zone${languageColumn(target)}
    from ${u}
    where ${target.condition}${inRange(input.range)}${after}
      and exists (select 1 from messages m where m.id = ${target.message.id} and not m.is_deleted)
    order by ${u.id}
    limit ${batchSize}`;
  const done = sql`(select count(*) from batch) < ${batchSize}`;
  const advance = advanceOf(input, done);
  try {
    return await batchTransaction(db, input, { batch, advance, skipServed: false });
  } catch (error) {
    // Someone already has a receipt: a worker that lost its lease mid-batch, or a walk begun
    // before this one. The batch again, passing them over, settles which.
    if (!isUniqueViolation(error, RECEIPT_KEY)) throw error;
    return batchTransaction(db, input, { batch, advance, skipServed: true });
  }
}

/** The unique (occurrence, user) pair that makes delivery exactly once. */
const RECEIPT_KEY = 'message_receipts_occurrence_user_idx';

async function batchTransaction(
  db: Database,
  input: FanOutBatchInput,
  statement: { batch: SQL; advance: SQL; skipServed: boolean },
): Promise<DeliveryStatementResult> {
  const { target, occurrenceId, now } = input;
  const finishesMessage = finishesWithOccurrence(target);
  return db.transaction(async (tx) => {
    // A batch may run as long as the lease it renews, not only as long as the pool allows an
    // interactive query: past the lease another worker takes over anyway.
    await tx.execute(sql.raw(`set local statement_timeout = ${Math.ceil(input.leaseMs)}`));
    // The planner's guess for the statement (its CTE joins) passes jit_above_cost once a rule or
    // a local-time send adds a stage, and compiling took 37 ms of a 250 ms batch: more than the
    // compiled expressions could win back over 20,000 rows of index inserts.
    await tx.execute(sql.raw('set local jit = off'));
    // Where this batch's walk starts and its range ends, for a segment's facts to be read between
    // (segments/ruleSqlRepository.ts, RuleSqlStyle): every user it considers is within them.
    const walkFrom = input.cursor ?? input.range?.lo ?? '';
    const walkTo = input.range?.hi ?? '';
    await tx.execute(sql`select set_config('tidings.walk_from', ${walkFrom}, true),
      set_config('tidings.walk_to', ${walkTo}, true)`);
    // SMS spend this month's credits: a new month (in the company's zone) resets them first.
    if (target.channel.smsForUnregistered) await rollCreditMonth(tx, target.channel.channelId, now);
    const result = await runDeliveryBatch(tx, {
      target,
      occurrenceId,
      now,
      consoleUrl: input.consoleUrl,
      states: input.states,
      batch: statement.batch,
      advance: statement.advance,
      skipServed: statement.skipServed,
      // A range's end is not the message's: the occurrence's last range settles that below.
      finishesMessage: finishesMessage && !input.range,
    });
    if (result.state === null) throw new LeaseLostError(occurrenceId);
    if (input.range && result.state === 'done') {
      const finished = await finishSplitOccurrence(tx, { occurrenceId, now });
      if (finished && finishesMessage) {
        await tx.execute(sql`update messages set status = 0 where id = ${target.message.id}`);
      }
    }
    return result;
  });
}
