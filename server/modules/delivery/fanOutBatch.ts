import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import { rollCreditMonth } from '../channels/public';
import { addMs } from './clock';
import type { DeliveryTarget } from './deliveryTarget';
import { rowsOf } from './sqlRows';
import {
  deliveryStatement,
  readDeliveryResult,
  ts,
  type DeliveryStatementResult,
  type OutboxStates,
} from './writeDeliveries';

export interface FanOutBatchInput {
  target: DeliveryTarget;
  occurrenceId: string;
  /** The last user id the occurrence has served, or null at the start. */
  cursor: string | null;
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

/**
 * Serves the next `batchSize` users of the audience after the cursor, in one statement and one
 * transaction. The occurrence moves on (cursor, renewed lease, done when the audience ran out)
 * only while this worker still holds its lease; otherwise everything the batch wrote is rolled
 * back and LeaseLostError is thrown.
 */
export async function runFanOutBatch(
  db: Database,
  input: FanOutBatchInput,
): Promise<DeliveryStatementResult> {
  const { target, occurrenceId, now, batchSize } = input;
  const after = input.cursor ? sql` and ${u.id} > ${input.cursor}::uuid` : sql``;
  const batch = sql`select ${u.id} as id, ${target.reach} as reach, ${u.phone} as phone,
      ${u.email} as email, ${u.timeZone} as time_zone
    from ${u}
    where ${target.condition}${after}
      and exists (select 1 from messages m where m.id = ${target.message.id} and not m.is_deleted)
    order by ${u.id}
    limit ${batchSize}`;
  const done = sql`(select count(*) from batch) < ${batchSize}`;
  const advance = sql`update message_occurrences set
      cursor = coalesce((select id from batch order by id desc limit 1), cursor),
      lease_until = ${ts(addMs(now, input.leaseMs))},
      state = case when ${done} then 'done' else 'sending' end,
      completed_at = case when ${done} then ${ts(now)} end
    where id = ${occurrenceId} and lease_owner = ${input.workerId}
    returning state, cursor`;
  return db.transaction(async (tx) => {
    // A batch may run as long as the lease it renews, not only as long as the pool allows an
    // interactive query: past the lease another worker takes over anyway.
    await tx.execute(sql.raw(`set local statement_timeout = ${Math.ceil(input.leaseMs)}`));
    // SMS spend this month's credits: a new month (in the company's zone) resets them first.
    if (target.channel.smsForUnregistered) await rollCreditMonth(tx, target.channel.channelId, now);
    const rows = await rowsOf(
      tx,
      deliveryStatement({
        target,
        occurrenceId,
        now,
        consoleUrl: input.consoleUrl,
        states: input.states,
        batch,
        advance,
        finishesMessage: finishesWithOccurrence(target),
      }),
    );
    const result = readDeliveryResult(rows);
    if (result.state === null) throw new LeaseLostError(occurrenceId);
    return result;
  });
}
