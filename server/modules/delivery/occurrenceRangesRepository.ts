import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import { addMs } from './clock';
import type { DeliveryTarget } from './deliveryTargetRepository';
import { audienceRanges, type IdRange } from './rangeBoundsRepository';
import { rowsOf, textOrNull, type Executor } from './sqlRowsRepository';
import { ts } from './writeDeliveriesRepository';

export type { IdRange };

/** Sharing a large send between workers: how large, and into how many ranges. */
export interface RangeSplitting {
  /** An audience of at least this many users is split; 0: never. */
  splitAt: number;
  /** Ranges per split occurrence: more workers than this cannot speed one message up. */
  ranges: number;
}

export interface ClaimedRange {
  occurrenceId: string;
  messageId: string;
  range: IdRange;
  cursor: string | null;
  /** The API request that queued the occurrence (X-Request-Id), for the worker's log lines. */
  requestId: string | null;
}

/**
 * Splits a just-claimed occurrence into ranges when its audience is large enough: counts at
 * most `splitAt` of its users (cheap whatever the audience), and if there are that many,
 * bounds ranges that hold about equal shares of it (audienceRanges), then writes them and
 * marks the occurrence split, in one transaction. Only the occurrence's lease holder can split
 * it, and only once. Answers whether it is now split.
 */
export async function splitOccurrence(
  db: Database,
  input: { occurrenceId: string; workerId: string; target: DeliveryTarget } & RangeSplitting,
): Promise<boolean> {
  const { splitAt, ranges } = input;
  if (splitAt < 1 || ranges < 2) return false;
  const [counted] = await rowsOf(
    db,
    sql`select count(*)::int as n from
      (select 1 from ${u} where ${input.target.condition} limit ${splitAt}) a`,
  );
  if (Number(counted?.n) < splitAt) return false;
  const bounds = await audienceRanges(db, input.target, ranges);
  return db.transaction(async (tx) => {
    const marked = await rowsOf(
      tx,
      sql`update message_occurrences set ranges = ${bounds.length}
        where id = ${input.occurrenceId} and lease_owner = ${input.workerId} and ranges is null
          and state = 'sending'
        returning id`,
    );
    if (marked.length === 0) return false;
    const values = bounds.map(
      (b) => sql`(${input.occurrenceId}::uuid, ${b.lo}::uuid, ${b.hi}::uuid)`,
    );
    await tx.execute(sql`insert into occurrence_ranges (occurrence_id, lo, hi)
      values ${sql.join(values, sql`, `)}`);
    return true;
  });
}

/**
 * Takes one range of a split occurrence, like claimOccurrence takes an occurrence: a pending
 * one, one whose worker's lease ran out, or one still leased in this worker's name, resumed at
 * its committed cursor; of the earliest due occurrence first. A deactivated organisation's
 * ranges wait.
 */
export async function claimRange(
  db: Executor,
  options: { workerId: string; now: Date; leaseMs: number },
): Promise<ClaimedRange | null> {
  const now = ts(options.now);
  const rows = await rowsOf(
    db,
    sql`update occurrence_ranges r set state = 'sending', lease_owner = ${options.workerId},
        lease_until = ${ts(addMs(options.now, options.leaseMs))}
      from message_occurrences o
      where o.id = r.occurrence_id and (r.occurrence_id, r.lo) = (
        select x.occurrence_id, x.lo from occurrence_ranges x
        join message_occurrences xo on xo.id = x.occurrence_id
        where x.state <> 'done' and xo.state = 'sending'
          and (x.lease_until is null or x.lease_until < ${now} or x.lease_owner = ${options.workerId})
          and not exists (select 1 from messages m join companies c on c.id = m.company_id
            where m.id = xo.message_id and c.is_active = 0)
        order by xo.due_at, x.lo
        limit 1
        for update of x skip locked)
      returning r.occurrence_id::text as occurrence_id, o.message_id::text as message_id,
        r.lo::text as lo, r.hi::text as hi, r.cursor::text as cursor, o.request_id`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    occurrenceId: String(row.occurrence_id),
    messageId: String(row.message_id),
    range: { lo: String(row.lo), hi: textOrNull(row.hi) },
    cursor: textOrNull(row.cursor),
    requestId: textOrNull(row.request_id),
  };
}

/**
 * After a range's last batch, in its transaction: the occurrence is done when no range is left
 * open. Finishing workers queue on the occurrence row, and each reads the ranges in a statement
 * that starts after it holds the row, so the last one to finish sees every other range done
 * (under read committed, a check in the same statement as the lock would read an older snapshot
 * and two last ranges could each miss the other). Answers whether the occurrence finished.
 */
export async function finishSplitOccurrence(
  tx: Executor,
  input: { occurrenceId: string; now: Date },
): Promise<boolean> {
  await tx.execute(sql`select 1 from message_occurrences where id = ${input.occurrenceId}
    for update`);
  const rows = await rowsOf(
    tx,
    sql`update message_occurrences set state = 'done', completed_at = ${ts(input.now)}
      where id = ${input.occurrenceId} and state = 'sending'
        and not exists (select 1 from occurrence_ranges
          where occurrence_id = ${input.occurrenceId} and state <> 'done')
      returning id`,
  );
  return rows.length > 0;
}

/** Ends a split occurrence that cannot be sent (its message or channel is gone). */
export async function failSplitOccurrence(
  db: Executor,
  input: { occurrenceId: string; now: Date; error: string },
): Promise<void> {
  await db.execute(sql`with closed as (
      update occurrence_ranges set state = 'done' where occurrence_id = ${input.occurrenceId}
    )
    update message_occurrences set state = 'failed', error = ${input.error},
      completed_at = ${ts(input.now)}
    where id = ${input.occurrenceId} and state = 'sending'`);
}
