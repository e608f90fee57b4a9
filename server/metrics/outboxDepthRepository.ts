import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { selectRows } from '../db/rows';

export interface OutboxDepth {
  channel: string;
  /** Rows queued for a provider, due or not. */
  queued: number;
  /** Of those, rows a provider already failed or throttled once, waiting for their retry. */
  retrying: number;
  /** Seconds the longest-waiting due row has waited past its time; 0 when none is due. */
  oldestDueSeconds: number;
}

/**
 * The outbox's queue per channel, read through the dispatcher's own partial index (queued rows
 * by channel and due time), so a scrape costs an index walk of the queued rows, not a table scan.
 */
export async function readOutboxDepth(db: Database): Promise<OutboxDepth[]> {
  const rows = await selectRows<{
    channel: string;
    queued: number;
    retrying: number;
    oldest: number | null;
  }>(
    db,
    sql`select channel, count(*)::int as queued,
        count(*) filter (where attempts > 0)::int as retrying,
        extract(epoch from (now() - min(next_attempt_at) filter (where next_attempt_at <= now())))::float8
          as oldest
      from delivery_outbox where state = 'queued' group by channel`,
  );
  return rows.map((row) => ({
    channel: row.channel,
    queued: Number(row.queued),
    retrying: Number(row.retrying),
    oldestDueSeconds: Math.max(0, Number(row.oldest ?? 0)),
  }));
}

export interface WebhookQueue {
  /** Webhook deliveries waiting to go out, due or not. */
  queued: number;
  /** Of those, deliveries a receiver already failed once, waiting for their retry. */
  retrying: number;
  /** Seconds the longest-waiting due delivery has waited past its time; 0 when none is due. */
  oldestDueSeconds: number;
}

/** The webhooks' queue, read through the sender's own partial index of queued deliveries. */
export async function readWebhookQueue(db: Database): Promise<WebhookQueue> {
  const [row] = await selectRows<{ queued: number; retrying: number; oldest: number | null }>(
    db,
    sql`select count(*)::int as queued, count(*) filter (where attempts > 0)::int as retrying,
        extract(epoch from (now() - min(next_attempt_at) filter (where next_attempt_at <= now())))::float8
          as oldest
      from webhook_deliveries where status = 'queued'`,
  );
  return {
    queued: Number(row?.queued ?? 0),
    retrying: Number(row?.retrying ?? 0),
    oldestDueSeconds: Math.max(0, Number(row?.oldest ?? 0)),
  };
}
