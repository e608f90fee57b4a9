import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  OUTBOX_KIND,
  type Delivery,
  type DeliveryProvider,
  type DeliveryProviders,
  type DeliveryResult,
} from '../../providers/delivery';
import { addMs, type Clock } from './clock';
import { sendToDevices } from './devicePush';
import { createPoller, silentLog, type DeliveryLog } from './poller';
import { rowsOf } from './sqlRows';
import { ts } from './writeDeliveries';

export interface DispatcherOptions {
  db: Database;
  clock: Clock;
  providers: DeliveryProviders;
  batchSize?: number;
  /** Tries before a delivery is given up as 'failed'. */
  maxAttempts?: number;
  /** How long taken rows stay away from other dispatchers while the provider is called. */
  inFlightMs?: number;
  log?: DeliveryLog;
  idleMs?: number;
}

const CHANNELS = ['push', 'sms', 'email'] as const;

/** Waits before another try: 30 s, 1 min, 2 min... at most an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));

/**
 * Hands queued delivery_outbox rows to the real adapters. Rows are taken in one statement that
 * pushes their next attempt past the call (so a dispatcher that dies mid-call leaves them to be
 * tried again later, never lost), then marked sent, rescheduled with backoff, or failed.
 */
export function createDispatcher(options: DispatcherOptions) {
  const { db, clock } = options;
  const batchSize = options.batchSize ?? 200;
  const maxAttempts = options.maxAttempts ?? 5;
  const inFlightMs = options.inFlightMs ?? 5 * 60_000;
  const log = options.log ?? silentLog;

  async function take(channel: string): Promise<(Delivery & { attempts: number })[]> {
    const now = clock();
    const rows = await rowsOf(
      db,
      sql`update delivery_outbox o set attempts = o.attempts + 1,
          next_attempt_at = ${ts(addMs(now, inFlightMs))}
        where o.receipt_id in (
          select receipt_id from delivery_outbox
          where state = 'queued' and channel = ${channel} and next_attempt_at <= ${ts(now)}
          order by next_attempt_at
          limit ${batchSize}
          for update skip locked)
        returning o.receipt_id::text as receipt_id, o.address, o.title, o.body, o.attempts`,
    );
    return rows.map((row) => ({
      receiptId: String(row.receipt_id),
      address: String(row.address),
      title: String(row.title),
      body: String(row.body),
      attempts: Number(row.attempts),
    }));
  }

  async function record(
    taken: { receiptId: string; attempts: number }[],
    results: DeliveryResult[],
  ) {
    const now = clock();
    const byId = new Map(results.map((r) => [r.receiptId, r]));
    const outcomes = taken.map(({ receiptId, attempts }) => {
      const result: DeliveryResult = byId.get(receiptId) ?? {
        receiptId,
        ok: false,
        error: 'the provider gave no result',
        permanent: false,
      };
      if (result.ok) return { id: receiptId, state: 'sent', error: null, retry_at: null };
      const final = result.permanent || attempts >= maxAttempts;
      return {
        id: receiptId,
        state: final ? 'failed' : 'queued',
        error: result.error.slice(0, 1000),
        retry_at: final ? null : addMs(now, retryDelayMs(attempts)).toISOString(),
      };
    });
    await db.execute(sql`update delivery_outbox o set state = r.state, last_error = r.error,
        sent_at = case when r.state = 'sent' then ${ts(now)} else o.sent_at end,
        next_attempt_at = coalesce(r.retry_at, o.next_attempt_at)
      from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
        as r(id uuid, state text, error text, retry_at timestamptz)
      where o.receipt_id = r.id`);
  }

  async function dispatch(channel: string, provider: DeliveryProvider): Promise<boolean> {
    const taken = await take(channel);
    if (taken.length === 0) return false;
    let results: DeliveryResult[];
    try {
      // A push's address is its app user: it goes to the user's live tokens (devicePush.ts).
      results =
        channel === 'push' ? await sendToDevices(db, provider, taken) : await provider.send(taken);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn(`${provider.kind}: ${message}`);
      results = taken.map((d) => ({
        receiptId: d.receiptId,
        ok: false,
        error: message,
        permanent: false,
      }));
    }
    await record(taken, results);
    return true;
  }

  /** One round over the channels that have a real adapter; true when any row was handled. */
  async function runOnce(): Promise<boolean> {
    let worked = false;
    for (const channel of CHANNELS) {
      const provider = options.providers[channel];
      if (provider.kind === OUTBOX_KIND) continue;
      if (await dispatch(channel, provider)) worked = true;
    }
    return worked;
  }

  const poller = createPoller('dispatcher', runOnce, { idleMs: options.idleMs ?? 1000, log });
  return { runOnce, start: poller.start, stop: poller.stop };
}
