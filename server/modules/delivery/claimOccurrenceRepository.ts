import { sql } from 'drizzle-orm';
import { addMs } from './clock';
import { rowsOf, textOrNull, type Executor } from './sqlRowsRepository';
import { ts } from './writeDeliveriesRepository';
import { reviewClearedOf } from './reviewClearedRepository';

export interface ClaimedOccurrence {
  id: string;
  messageId: string;
  cursor: string | null;
  /** The API request that queued it (X-Request-Id), for the worker's log lines. */
  requestId: string | null;
}

/**
 * Takes one due occurrence for this worker, in one statement: the earliest pending one, or one
 * whose previous worker's lease ran out, or one still leased in this worker's own name (each is
 * resumed at its committed cursor). Rows another worker is claiming at the same moment are
 * skipped, never waited for, and so are a deactivated organisation's.
 */
export async function claimOccurrence(
  db: Executor,
  options: { workerId: string; now: Date; leaseMs: number },
): Promise<ClaimedOccurrence | null> {
  const now = ts(options.now);
  const rows = await rowsOf(
    db,
    sql`update message_occurrences o set state = 'sending', lease_owner = ${options.workerId},
        lease_until = ${ts(addMs(options.now, options.leaseMs))}
      where o.id = (
        select id from message_occurrences
        where state in ('pending', 'sending') and due_at <= ${now}
          -- A split one is shared range by range (occurrenceRanges.ts), never taken whole.
          and ranges is null
          and (lease_until is null or lease_until < ${now}
            -- This worker's own: it let go after a failed batch (the database went away), and
            -- would otherwise sit idle a whole lease (30 s) before resuming its own send.
            or lease_owner = ${options.workerId})
          -- A sequence step goes to each follower on their own day, never to all at once; and
          -- a message awaiting its approver has no occurrence, but should one be there, it waits.
          and not exists (select 1 from messages m
            where m.id = message_occurrences.message_id
              and (m.kind = 'sequence' or not ${reviewClearedOf('m')}))
          -- A deactivated organisation's sends wait, pending, until it is active again.
          and not exists (select 1 from messages m join companies c on c.id = m.company_id
            where m.id = message_occurrences.message_id and c.is_active = 0)
        order by due_at
        limit 1
        for update skip locked)
      returning o.id::text as id, o.message_id::text as message_id, o.cursor::text as cursor,
        o.request_id`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: String(row.id),
    messageId: String(row.message_id),
    cursor: textOrNull(row.cursor),
    requestId: textOrNull(row.request_id),
  };
}

/** Ends an occurrence that cannot be sent (its message or channel is gone). */
export async function failOccurrence(
  db: Executor,
  occurrence: { id: string; workerId: string; now: Date; error: string },
): Promise<void> {
  await db.execute(sql`update message_occurrences set state = 'failed', error = ${occurrence.error},
      completed_at = ${ts(occurrence.now)}
    where id = ${occurrence.id} and lease_owner = ${occurrence.workerId}`);
}
