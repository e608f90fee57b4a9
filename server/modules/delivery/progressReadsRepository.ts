import { sql, type SQL } from 'drizzle-orm';
import { dateOrNull, rowsOf, type Executor } from './sqlRowsRepository';

/**
 * Which sendings of a message its delivery progress counts: every occurrence of a one-off
 * message (sent now, once, a follow-up); of a recurring one (daily or weekdays) only the latest
 * that is due, one not still waiting for its time. `messageIds` is a uuid[] parameter; answers
 * the occurrence's id, message_id, state and due_at.
 */
function countedOccurrencesSql(messageIds: SQL): SQL {
  return sql`select o.id, o.message_id, o.state, o.due_at
    from message_occurrences o
    join messages m on m.id = o.message_id
    where o.message_id = any(${messageIds})
      and (m.schedule_type not in ('daily', 'weekdays')
        or o.id = (select l.id from message_occurrences l
          where l.message_id = o.message_id and (l.state <> 'pending' or l.due_at <= now())
          order by l.due_at desc limit 1))`;
}

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

export interface CountedOccurrence {
  id: string;
  /** pending, sending, done or failed: the fan-out's (writing receipts and rows) own state. */
  state: string;
  dueAt: Date;
}

/** The counted sendings of one message (see countedOccurrencesSql), latest first. */
export async function countedOccurrences(
  db: Executor,
  messageId: string,
): Promise<CountedOccurrence[]> {
  const rows = await rowsOf(
    db,
    sql`select c.id::text as id, c.state, c.due_at
      from (${countedOccurrencesSql(uuidArray([messageId]))}) c
      order by c.due_at desc`,
  );
  return rows.flatMap((row) => {
    const dueAt = dateOrNull(row.due_at);
    return dueAt ? [{ id: String(row.id), state: String(row.state), dueAt }] : [];
  });
}

/** How far a message still being sent is: rows handed over of the rows it will have. */
export interface SendingProgress {
  /** Rows handed to a provider, sent or given up. */
  handed: number;
  /**
   * Rows there will be to hand over: the rows written, or while receipts are still being
   * written the audience counted at sending when that is more. Null when neither is known.
   */
  expected: number | null;
}

/**
 * Of the given messages, those still being sent, in ONE statement over their counted sendings
 * and the delivery_progress counters: a sending whose fan-out is pending or under way, or whose
 * rows written for a provider are not all handed over yet. For a page of the history.
 */
export async function sendingMessages(
  db: Executor,
  messageIds: readonly string[],
): Promise<Map<string, SendingProgress>> {
  const sending = new Map<string, SendingProgress>();
  if (messageIds.length === 0) return sending;
  const rows = await rowsOf(
    db,
    sql`with counted as (${countedOccurrencesSql(uuidArray(messageIds))}),
    progress as (
      select p.occurrence_id,
        coalesce(sum(p.n) filter (where p.outcome = 'queued'), 0) as queued,
        coalesce(sum(p.n) filter (where p.outcome = 'stored'), 0) as stored,
        coalesce(sum(p.n) filter (where p.outcome = 'sent' or p.outcome like 'failed:%'), 0)
          as handed
      from delivery_progress p
      where p.occurrence_id in (select id from counted)
      group by p.occurrence_id
    )
    select c.message_id::text as message_id,
      bool_or(c.state in ('pending', 'sending')) as fanning,
      coalesce(sum(p.queued), 0)::bigint as queued,
      coalesce(sum(p.stored), 0)::bigint as stored,
      coalesce(sum(p.handed), 0)::bigint as handed,
      max(m.recipients)::bigint as audience
    from counted c
    join messages m on m.id = c.message_id
    left join progress p on p.occurrence_id = c.id
    group by c.message_id`,
  );
  for (const row of rows) {
    const fanning = row.fanning === true;
    const queued = Number(row.queued);
    const handed = Number(row.handed);
    if (!fanning && handed >= queued) continue;
    const written = queued + Number(row.stored);
    const audience = Number(row.audience);
    const expected = fanning ? Math.max(written, audience) : queued;
    sending.set(String(row.message_id), { handed, expected: expected > 0 ? expected : null });
  }
  return sending;
}
