import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { UNCONFIRMED } from './boardStatesRepository';
import { dateOrNull, rowsOf, type Executor } from './sqlRowsRepository';
import { ts } from './writeDeliveriesRepository';

/**
 * The sending of a message the board and its follow-ups concern: its latest occurrence that has
 * gone out (a one-off message has one), or null before any has.
 */
export async function latestSentOccurrence(
  db: Executor,
  messageId: string,
): Promise<{ id: string; dueAt: Date } | null> {
  const [row] = await rowsOf(
    db,
    sql`select id::text as id, due_at from message_occurrences
      where message_id = ${messageId}::uuid and state in ('sending', 'done')
      order by due_at desc limit 1`,
  );
  if (!row) return null;
  const dueAt = dateOrNull(row.due_at);
  return dueAt ? { id: String(row.id), dueAt } : null;
}

export interface FollowUpInput {
  originalId: string;
  /** The original's sending whose non-confirmers the follow-up goes to. */
  occurrenceId: string;
  title: string;
  pushMessage: string;
  createdBy: string | null;
  /** A reminder's number, unique per original: a second writer of the same one writes nothing. */
  reminderNumber: number | null;
  now: Date;
}

/**
 * Writes a follow-up of a message: a new message like the original (its body, file, device,
 * delivery choice and what it asks), whose audience is the original's non-confirmers frozen now in a snapshot, and
 * its one occurrence due now, for the fan-out to take. Run it inside a transaction. Answers the
 * new message's id and how many the snapshot holds, or null when that reminder exists already.
 */
export async function writeFollowUp(
  db: Executor,
  input: FollowUpInput,
): Promise<{ messageId: string; frozen: number } | null> {
  const snapshotId = randomUUID();
  const audience = JSON.stringify({
    kind: 'followUp',
    messageId: input.originalId,
    snapshotId,
  });
  const [created] = await rowsOf(
    db,
    sql`insert into messages (company_id, content_provider_id, created_by, kind, type, title,
        push_message, message, url, phone, device, delivery_mode, targets, is_read_required,
        enable_feedback, file_id, upload_id, audience, schedule_type, time_zone, status, date_created,
        follow_up_of, reminder_number)
      select company_id, content_provider_id, ${input.createdBy}::uuid, 'message', type,
        ${input.title}, ${input.pushMessage}, message, url, phone, device, delivery_mode, targets,
        is_read_required, enable_feedback, file_id, upload_id, ${audience}::jsonb, 'now', time_zone,
        1, ${ts(input.now)}, id, ${input.reminderNumber}::int
      from messages where id = ${input.originalId}::uuid
      on conflict (follow_up_of, reminder_number) where reminder_number is not null do nothing
      returning id::text as id`,
  );
  if (!created) return null;
  const messageId = String(created.id);
  const [frozen] = await rowsOf(
    db,
    sql`with frozen as (
        insert into message_audience_snapshots (snapshot_id, mobile_user_id)
        select ${snapshotId}::uuid, r.mobile_user_id from message_receipts r
        where r.occurrence_id = ${input.occurrenceId}::uuid and ${UNCONFIRMED}
        returning 1)
      select count(*)::int as n from frozen`,
  );
  const count = Number(frozen?.n ?? 0);
  await db.execute(sql`update messages set recipients = ${count} where id = ${messageId}::uuid`);
  await db.execute(sql`insert into message_occurrences (message_id, due_at)
    values (${messageId}::uuid, ${ts(input.now)})`);
  return { messageId, frozen: count };
}
