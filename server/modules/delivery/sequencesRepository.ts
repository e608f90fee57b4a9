import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import type { Clock } from './clock';
import { loadDeliveryTarget, loadMessage, type DeliveryTarget } from './deliveryTargetRepository';
import { reviewClearedOf } from './reviewClearedRepository';
import { dateOrNull, rowsOf, textOrNull } from './sqlRowsRepository';
import { rollCreditMonth } from '../pricing/public';
import {
  languageColumn,
  runDeliveryBatch,
  ts,
  type OutboxStates,
} from './writeDeliveriesRepository';

const DAY_MS = 24 * 60 * 60 * 1000;
const NO_USER = '00000000-0000-0000-0000-000000000000';

export interface SequenceRunOptions {
  db: Database;
  clock: Clock;
  batchSize: number;
  consoleUrl: string;
  states: OutboxStates;
}

/**
 * Gives every active step its one standing occurrence (state 'sequence'). Its watermark starts
 * where a follower's day N falls on the step's creation: a new step reaches those who join from
 * now on and those still short of day N, not every member who joined years ago. A step awaiting
 * review gets none until approved, then the same one (counted from its creation, so followers
 * who came due while it waited are reached). A plain pending occurrence is still turned into
 * the standing one whatever the review: the fan-out must never take it for a send to all.
 */
async function openStepOccurrences(db: Database): Promise<void> {
  // A step stored with a plain pending occurrence gets it turned into its standing one.
  await db.execute(sql`update message_occurrences o set state = 'sequence',
      watermark = coalesce(o.watermark, m.date_created - m.interval_days * interval '1 day')
    from messages m
    where m.id = o.message_id and m.kind = 'sequence' and o.state = 'pending'
      and m.interval_days is not null`);
  await db.execute(sql`insert into message_occurrences (message_id, due_at, state, watermark)
    select m.id, m.date_created, 'sequence', m.date_created - m.interval_days * interval '1 day'
    from messages m
    where m.kind = 'sequence' and m.status = 1 and not m.is_deleted
      and m.interval_days is not null and ${reviewClearedOf('m')}
      and not exists (select 1 from message_occurrences o where o.message_id = m.id)
    on conflict do nothing`);
}

async function activeSteps(db: Database) {
  const rows = await rowsOf(
    db,
    sql`select o.id::text as id, o.message_id::text as message_id from message_occurrences o
      join messages m on m.id = o.message_id
      join companies c on c.id = m.company_id
      where o.state = 'sequence' and m.kind = 'sequence' and m.status = 1 and not m.is_deleted
        and c.is_active = 1
        -- A step awaiting review (pending, or returned to its sender) is held where it is.
        and ${reviewClearedOf('m')}`,
  );
  return rows.map((r) => ({ id: String(r.id), messageId: String(r.message_id) }));
}

/**
 * One batch of a step, in one transaction: the next followers (by join time, then id) past the
 * watermark whose interval is over, receipts and outbox rows for them, and the watermark moved to
 * the last of them. The occurrence row is locked first, so two runners never share a batch, and
 * the receipts' unique pair keeps a follower from getting the step twice in any case.
 * Returns how many followers the batch took, or null when another runner holds the step or it
 * awaits review.
 */
async function runStepBatch(
  options: SequenceRunOptions,
  occurrenceId: string,
  target: DeliveryTarget,
): Promise<number | null> {
  const { db, batchSize } = options;
  const now = options.clock();
  const cutoff = new Date(now.getTime() - (target.message.intervalDays ?? 0) * DAY_MS);
  return db.transaction(async (tx) => {
    // The step's review is read again here: an edit may have put it back to 'pending' since
    // the run listed it.
    const [position] = await rowsOf(
      tx,
      sql`select o.watermark, o.cursor::text as cursor from message_occurrences o
        join messages m on m.id = o.message_id
        where o.id = ${occurrenceId} and o.state = 'sequence' and ${reviewClearedOf('m')}
        for update of o skip locked`,
    );
    if (!position) return null;
    const watermark = dateOrNull(position.watermark) ?? new Date(0);
    const cursor = textOrNull(position.cursor) ?? NO_USER;
    const batch = sql`select ${u.id} as id, ${target.reach} as reach, ${u.phone} as phone,
        ${u.email} as email, ${u.timeZone} as time_zone${languageColumn(target)}, jf.followed_at
      from ${u} join channel_followers jf on jf.mobile_user_id = ${u.id}
        and jf.content_provider_id = ${target.channel.channelId}
      where (jf.followed_at, jf.mobile_user_id) > (${ts(watermark)}, ${cursor}::uuid)
        and jf.followed_at <= ${ts(cutoff)}
        and ${target.condition}
      order by jf.followed_at, jf.mobile_user_id
      limit ${batchSize}`;
    const last = sql`(select followed_at, id from batch order by followed_at desc, id desc limit 1)`;
    const advance = sql`update message_occurrences set
        watermark = coalesce((select followed_at from ${last} l), watermark),
        cursor = coalesce((select id from ${last} l), cursor)
      where id = ${occurrenceId}
      returning state, cursor`;
    // SMS spend this month's credits: a new month (in the company's zone) resets them first.
    if (target.channel.smsForUnregistered) await rollCreditMonth(tx, target.channel.channelId, now);
    const result = await runDeliveryBatch(tx, {
      target,
      occurrenceId,
      now,
      consoleUrl: options.consoleUrl,
      states: options.states,
      batch,
      advance,
      finishesMessage: false,
    });
    return result.batch;
  });
}

/**
 * Sends every sequence step to the followers whose interval has passed since they followed
 * the step's channel. Safe to run as often as wanted, from any number of processes.
 * Returns how many followers it served.
 */
export async function runSequences(options: SequenceRunOptions): Promise<number> {
  const { db } = options;
  await openStepOccurrences(db);
  let served = 0;
  for (const step of await activeSteps(db)) {
    const message = await loadMessage(db, step.messageId);
    const target = message ? await loadDeliveryTarget(db, message) : null;
    if (!target) continue;
    for (;;) {
      const taken = await runStepBatch(options, step.id, target);
      if (taken === null) break;
      served += taken;
      if (taken < options.batchSize) break;
    }
  }
  return served;
}
