import { randomInt } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { FAILURE_REASONS, type FailureReason } from '../../providers/delivery';
import { rowsOf, type Executor } from './sqlRowsRepository';

/**
 * This process's shard of the delivery_progress counters: two processes counting the same send
 * add to different rows, so neither waits on the other's transaction.
 */
export const PROGRESS_SHARD = randomInt(0, 8);

/**
 * Adds counted rows to delivery_progress. `counted` is a query answering `occurrence_id`,
 * `channel`, `outcome` and `n`; rows with no occurrence (written before it was kept) are skipped.
 */
export function addProgressSql(counted: SQL, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`insert into delivery_progress as p
      (occurrence_id, channel, outcome, shard, n, first_at, last_at)
    select c.occurrence_id, c.channel, c.outcome, ${PROGRESS_SHARD}, c.n, ${at}, ${at}
    from (${counted}) c where c.occurrence_id is not null and c.n > 0
    on conflict (occurrence_id, channel, outcome, shard) do update
      set n = p.n + excluded.n, last_at = greatest(p.last_at, excluded.last_at)`;
}

/** One channel's progress of one send (or of all of a message's sends). */
export interface ChannelProgress {
  channel: 'push' | 'sms' | 'email';
  /** Rows written for a provider to take. */
  queued: number;
  /** Rows kept in the outbox: no provider is configured for the channel. */
  stored: number;
  /** Handed to the provider and accepted by it. */
  sent: number;
  /** Given up, by reason. */
  failed: Record<FailureReason, number>;
  /** Still to be handed over: queued, neither sent nor given up (waiting, or being retried). */
  waiting: number;
  /** When the first and the latest were handed over, or null before any was. */
  firstSentAt: Date | null;
  lastSentAt: Date | null;
}

const CHANNELS = ['push', 'sms', 'email'] as const;

const emptyFailures = (): Record<FailureReason, number> =>
  Object.fromEntries(FAILURE_REASONS.map((reason) => [reason, 0])) as Record<FailureReason, number>;

const isReason = (value: string): value is FailureReason =>
  (FAILURE_REASONS as readonly string[]).includes(value);

/** The progress of the given occurrences, summed per channel over their shards. */
export async function readProgress(
  db: Executor,
  occurrenceIds: readonly string[],
): Promise<ChannelProgress[]> {
  if (occurrenceIds.length === 0) return [];
  const rows = await rowsOf(
    db,
    sql`select channel, outcome, sum(n)::bigint as n, min(first_at) as first_at,
        max(last_at) as last_at
      from delivery_progress
      where occurrence_id = any(${`{${occurrenceIds.join(',')}}`}::uuid[])
      group by channel, outcome`,
  );
  const byChannel = new Map<string, ChannelProgress>();
  for (const row of rows) {
    const channel = CHANNELS.find((c) => c === row.channel);
    if (!channel) continue;
    const progress = byChannel.get(channel) ?? {
      channel,
      queued: 0,
      stored: 0,
      sent: 0,
      failed: emptyFailures(),
      waiting: 0,
      firstSentAt: null,
      lastSentAt: null,
    };
    const n = Number(row.n);
    const outcome = String(row.outcome);
    if (outcome === 'queued') progress.queued += n;
    else if (outcome === 'stored') progress.stored += n;
    else if (outcome === 'sent') {
      progress.sent += n;
      progress.firstSentAt = new Date(String(row.first_at));
      progress.lastSentAt = new Date(String(row.last_at));
    } else {
      const reason = outcome.slice('failed:'.length);
      if (isReason(reason)) progress.failed[reason] += n;
    }
    byChannel.set(channel, progress);
  }
  return CHANNELS.flatMap((channel) => {
    const progress = byChannel.get(channel);
    if (!progress) return [];
    const failed = Object.values(progress.failed).reduce((sum, n) => sum + n, 0);
    progress.waiting = Math.max(0, progress.queued - progress.sent - failed);
    return [progress];
  });
}
