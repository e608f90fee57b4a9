import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { selectRows } from '../../server/db/rows';

/*
 * What bench:dispatch reads and clears in the outbox: whether a send has fanned out and is
 * handed over, its rows by state, and the earlier bench messages removed before a run.
 */

/** Whether delivery_outbox carries its occurrence (a later migration adds the column). */
export async function outboxHasOccurrence(db: Database): Promise<boolean> {
  const [row] = await selectRows<{ present: boolean }>(
    db,
    sql`select exists (select 1 from information_schema.columns where table_schema = current_schema()
      and table_name = 'delivery_outbox' and column_name = 'occurrence_id') as present`,
  );
  return row?.present === true;
}

/** The outbox rows of an occurrence, by their own column when it is filled, else by receipt. */
function outboxOf(occurrenceId: string, byColumn: boolean) {
  return byColumn
    ? sql`select o.state, o.attempts, o.last_error from delivery_outbox o
        where o.occurrence_id = ${occurrenceId}::uuid`
    : sql`select o.state, o.attempts, o.last_error from delivery_outbox o
        join message_receipts r on r.id = o.receipt_id where r.occurrence_id = ${occurrenceId}::uuid`;
}

/** Whether the fan-out of the occurrence is over (its outbox rows are all written). */
export async function fannedOut(db: Database, occurrenceId: string) {
  const [row] = await selectRows<{ done: boolean }>(
    db,
    sql`select state in ('done', 'failed') as done from message_occurrences
      where id = ${occurrenceId}::uuid`,
  );
  return row?.done === true;
}

/**
 * Whether the occurrence's outbox rows can be found by their occurrence_id: the column exists and
 * the fan-out filled it (a worker from before the column leaves it empty).
 */
export async function filledByColumn(db: Database, occurrenceId: string, hasColumn: boolean) {
  if (!hasColumn) return false;
  const [row] = await selectRows<{ filled: boolean }>(
    db,
    sql`select exists (select 1 from delivery_outbox where occurrence_id = ${occurrenceId}::uuid)
      as filled`,
  );
  return row?.filled === true;
}

/** Whether any outbox row of the occurrence is still queued (to send, or to try again). */
export async function anyQueued(db: Database, occurrenceId: string, byColumn: boolean) {
  if (byColumn) {
    // From the send's progress counters, as the message page reads them: queued rows less those
    // sent or given up. (Looking for a queued row scanned the whole outbox every second, a tenth
    // of PostgreSQL's work during a million-device send.)
    const [left] = await selectRows<{ n: string }>(
      db,
      sql`select (coalesce(sum(n) filter (where outcome = 'queued'), 0)
          - coalesce(sum(n) filter (where outcome = 'sent' or outcome like 'failed:%'), 0))::text as n
        from delivery_progress where occurrence_id = ${occurrenceId}::uuid`,
    );
    return Number(left?.n ?? 0) > 0;
  }
  const queued = sql`select 1 from delivery_outbox o join message_receipts r on r.id = o.receipt_id
    where o.state = 'queued' and r.occurrence_id = ${occurrenceId}::uuid`;
  const [row] = await selectRows<{ queued: boolean }>(db, sql`select exists (${queued}) as queued`);
  return row?.queued === true;
}

/** The occurrence's outbox rows by state, how many took more than one try, and why. */
export async function outboxTally(db: Database, occurrenceId: string, byColumn: boolean) {
  const rows = await selectRows<{ state: string; n: string; retried: string }>(
    db,
    sql`select state, count(*)::text as n, count(*) filter (where attempts > 1)::text as retried
      from (${outboxOf(occurrenceId, byColumn)}) s group by state`,
  );
  const errors = await selectRows<{ error: string; n: string }>(
    db,
    sql`select left(last_error, 160) as error, count(*)::text as n
      from (${outboxOf(occurrenceId, byColumn)}) s where last_error is not null
      group by 1 order by count(*) desc limit 3`,
  );
  return {
    states: Object.fromEntries(rows.map((r) => [r.state, Number(r.n)])),
    retried: rows.reduce((n, r) => n + Number(r.retried), 0),
    errors: errors.map((e) => ({ error: e.error, count: Number(e.n) })),
  };
}

/**
 * Removes the company's earlier bench messages with their receipts and outbox rows, so every run
 * starts from the same tables (a million dead rows would slow the next run's writes).
 */
export async function removeBenchMessages(db: Database, companyId: string) {
  const occurrences = sql`select o.id from message_occurrences o join messages m on m.id = o.message_id
    where m.company_id = ${companyId}::uuid`;
  const [any] = await selectRows<{ n: string }>(
    db,
    sql`select count(*)::text as n from (${occurrences}) o`,
  );
  if (Number(any?.n ?? 0) === 0) return;
  await db.execute(sql`delete from delivery_outbox where receipt_id in
    (select id from message_receipts where occurrence_id in (${occurrences}))`);
  await db.execute(sql`delete from message_receipts where occurrence_id in (${occurrences})`);
  const [progress] = await selectRows<{ present: boolean }>(
    db,
    sql`select to_regclass('delivery_progress') is not null as present`,
  );
  if (progress?.present)
    await db.execute(sql`delete from delivery_progress where occurrence_id in (${occurrences})`);
  await db.execute(sql`delete from recipient_send_counts`);
  await db.execute(sql`delete from messages where company_id = ${companyId}::uuid`);
  await db.execute(sql`vacuum analyze message_receipts, delivery_outbox, recipient_send_counts,
    member_engagement, engagement_facts_pending`);
}
