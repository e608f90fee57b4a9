import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from './clock';
import { nextDueAt, type ScheduleSpec } from '../../lib/schedule';
import { dateOrNull, rowsOf } from './sqlRowsRepository';
import { ts } from './writeDeliveriesRepository';
import { reviewClearedOf } from './reviewClearedRepository';

const SCHEDULE_TYPES = ['now', 'once', 'weekdays', 'daily'] as const;

function specOf(row: Record<string, unknown>): ScheduleSpec {
  const type = String(row.schedule_type);
  const days: unknown = row.schedule_days;
  return {
    scheduleType: (SCHEDULE_TYPES as readonly string[]).includes(type)
      ? (type as ScheduleSpec['scheduleType'])
      : 'now',
    scheduleDate: typeof row.schedule_date === 'string' ? row.schedule_date : null,
    scheduleTime: typeof row.schedule_time === 'string' ? row.schedule_time : null,
    scheduleDays: Array.isArray(days) ? days.map(Number) : [],
    timeZone: String(row.time_zone),
  };
}

/** The next time after this one, or null when the schedule cannot say (a bad zone or time). */
function following(spec: ScheduleSpec, after: Date): Date | null {
  try {
    return nextDueAt(spec, after);
  } catch {
    return null;
  }
}

/**
 * Turns due schedules into occurrences, in one transaction per call: each due message gets an
 * occurrence at its due time (the unique message-time pair makes a second scheduler's insert a
 * no-op) and its next due time. A schedule missed while nothing ran is sent once on waking,
 * then continues from now rather than replaying every missed day. Returns how many it handled.
 */
export async function runScheduler({
  db,
  clock,
  limit = 100,
}: {
  db: Database;
  clock: Clock;
  limit?: number;
}): Promise<number> {
  const now = clock();
  return db.transaction(async (tx) => {
    const due = await rowsOf(
      tx,
      sql`select id::text as id, next_due_at, schedule_type, schedule_date, schedule_time,
          schedule_days, time_zone, local_time_send
        from messages
        where next_due_at is not null and next_due_at <= ${ts(now)} and not is_deleted
          and status = 1 and kind in ('message', 'campaign')
          -- One awaiting its approver, or sent back, keeps its due time until it is approved.
          and ${reviewClearedOf('messages')}
          -- A deactivated organisation's schedules pause where they are.
          and company_id not in (select id from companies where is_active = 0)
        order by next_due_at
        limit ${limit}
        for update skip locked`,
    );
    for (const row of due) {
      const dueAt = dateOrNull(row.next_due_at);
      if (!dueAt) continue;
      const spec = specOf(row);
      // A local-time send is one occurrence for every zone: the sender's zone has no next time.
      const next =
        row.local_time_send === true
          ? null
          : following(spec, dueAt.getTime() > now.getTime() ? dueAt : now);
      const recurring = spec.scheduleType === 'daily' || spec.scheduleType === 'weekdays';
      await tx.execute(sql`insert into message_occurrences (message_id, due_at)
        values (${String(row.id)}::uuid, ${ts(dueAt)}) on conflict do nothing`);
      // A once-schedule's status falls to 0 when its occurrence is sent; a recurring one that
      // has no day left is over now.
      await tx.execute(sql`update messages set next_due_at = ${next ? ts(next) : null},
          status = case when ${next === null && recurring} then 0 else status end
        where id = ${String(row.id)}::uuid`);
    }
    return due.length;
  });
}
