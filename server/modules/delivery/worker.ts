import type { Database } from '../../db/client';
import type { DeliveryProviders } from '../../providers/delivery';
import { claimOccurrence, failOccurrence, type ClaimedOccurrence } from './claimOccurrence';
import type { Clock } from './clock';
import { outboxStatesFor } from './deliveryStates';
import { loadDeliveryTarget, loadMessage, type DeliveryTarget } from './deliveryTarget';
import { LeaseLostError, runFanOutBatch } from './fanOutBatch';
import { createPoller, silentLog, type DeliveryLog } from './poller';

export interface DeliveryWorkerOptions {
  db: Database;
  clock: Clock;
  /** Unique per process: leases are held in its name. */
  workerId: string;
  /** Recipients per statement. */
  batchSize: number;
  providers: DeliveryProviders;
  consoleUrl: string;
  log?: DeliveryLog;
  /** How long a claimed occurrence stays this worker's without a batch renewing it. */
  leaseMs?: number;
  /** How often an idle worker looks for due occurrences. */
  idleMs?: number;
}

interface Current {
  occurrence: ClaimedOccurrence;
  target: DeliveryTarget;
  cursor: string | null;
}

export const DEFAULT_LEASE_MS = 30_000;

/**
 * The fan-out worker: claims a due occurrence, then writes its receipts and outbox rows batch
 * by batch. Every batch is one statement in one transaction that also moves the cursor, so a
 * worker killed at any point leaves either the whole batch or none of it, and whoever claims the
 * occurrence next starts after the last committed batch.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions) {
  const { db, clock, workerId, batchSize } = options;
  const log = options.log ?? silentLog;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const states = outboxStatesFor(options.providers);
  let current: Current | null = null;

  async function claim(): Promise<Current | null> {
    const now = clock();
    const occurrence = await claimOccurrence(db, { workerId, now, leaseMs });
    if (!occurrence) return null;
    const message = await loadMessage(db, occurrence.messageId);
    const target = message ? await loadDeliveryTarget(db, message) : null;
    if (!target) {
      const error = message ? 'channel not found' : 'message not found';
      await failOccurrence(db, { id: occurrence.id, workerId, now, error });
      log.warn(`occurrence ${occurrence.id}: ${error}; not sent`);
      return null;
    }
    return { occurrence, target, cursor: occurrence.cursor };
  }

  /** One unit of work: a claim, or the next batch of the claimed occurrence. */
  async function runOnce(): Promise<boolean> {
    if (!current) {
      current = await claim();
      if (!current) return false;
    }
    const working = current;
    try {
      const result = await runFanOutBatch(db, {
        target: working.target,
        occurrenceId: working.occurrence.id,
        cursor: working.cursor,
        workerId,
        now: clock(),
        leaseMs,
        batchSize,
        consoleUrl: options.consoleUrl,
        states,
      });
      working.cursor = result.cursor;
      if (result.state !== 'sending') current = null;
    } catch (error) {
      // Lost lease or a failed statement: nothing of the batch stayed. Whoever holds or next
      // claims the occurrence resumes at its committed cursor.
      current = null;
      if (error instanceof LeaseLostError) log.warn(error.message);
      else throw error;
    }
    return true;
  }

  const poller = createPoller('delivery worker', runOnce, {
    idleMs: options.idleMs ?? 500,
    log,
  });
  return { runOnce, start: poller.start, stop: poller.stop };
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
