import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { UNCONFIRMED } from './boardStatesRepository';
import type { Clock } from './clock';
import { writeFollowUp } from './followUpsRepository';
import { LOCAL_TIME_SPREAD_HOURS } from './localTime';
import { rowsOf } from './sqlRowsRepository';
import { ts } from './writeDeliveriesRepository';

/**
 * Sends the compose-time reminders that are due: reminder k of a message goes `k` times its
 * hours after its sending went out (once that sending is done; for a local-time send, after its
 * last zone got it), to those who have not confirmed
 * it then, as a follow-up (followUps.ts) the fan-out delivers. Each reminder is one message,
 * unique by (original, number), so however often this runs, or on however many workers, it is
 * written once, and the fan-out's (occurrence, user) key sends it once to each recipient. When
 * everyone has confirmed, the reminders stop. Returns how many messages it handled.
 */
export async function runReminders({
  db,
  clock,
  limit = 20,
}: {
  db: Database;
  clock: Clock;
  limit?: number;
}): Promise<number> {
  const now = clock();
  return db.transaction(async (tx) => {
    const due = await rowsOf(
      tx,
      sql`select m.id::text as id, m.title, m.push_message, o.id::text as occurrence_id,
          s.sent_reminders
        from messages m
        cross join lateral (
          select count(*)::int as sent_reminders from messages f
          where f.follow_up_of = m.id and f.reminder_number is not null) s
        join lateral (
          select id, due_at from message_occurrences
          where message_id = m.id and state = 'done' order by due_at desc limit 1) o on true
        where m.reminder_times > 0 and not m.is_deleted and m.kind = 'message'
          and s.sent_reminders < m.reminder_times
          -- A local-time send counts from when its last zone gets it, so no reminder comes
          -- before the message itself.
          and o.due_at + make_interval(hours => (s.sent_reminders + 1) * m.reminder_after_hours
              + case when m.local_time_send then ${LOCAL_TIME_SPREAD_HOURS}::int else 0 end)
            <= ${ts(now)}
          and m.company_id not in (select id from companies where is_active = 0)
        order by m.id
        limit ${limit}
        for update of m skip locked`,
    );
    for (const row of due) {
      const id = String(row.id);
      const occurrenceId = String(row.occurrence_id);
      const sent = Number(row.sent_reminders);
      const [left] = await rowsOf(
        tx,
        sql`select exists (select 1 from message_receipts r
          where r.occurrence_id = ${occurrenceId}::uuid and ${UNCONFIRMED}) as any`,
      );
      if (!left?.any) {
        // Confirmations are final: nobody will need reminding again.
        await tx.execute(sql`update messages set reminder_times = ${sent} where id = ${id}::uuid`);
        continue;
      }
      await writeFollowUp(tx, {
        originalId: id,
        occurrenceId,
        title: `Reminder: ${String(row.title)}`.slice(0, 200),
        pushMessage: String(row.push_message),
        createdBy: null,
        reminderNumber: sent + 1,
        now,
      });
    }
    return due.length;
  });
}
