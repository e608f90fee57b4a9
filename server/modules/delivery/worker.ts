import type { Database } from '../../db/client';
import type { DeliveryProviders } from '../../providers/delivery';
import {
  claimOccurrence,
  failOccurrence,
  type ClaimedOccurrence,
} from './claimOccurrenceRepository';
import type { Clock } from './clock';
import { outboxStatesFor } from './deliveryStates';
import { loadDeliveryTarget, loadMessage, type DeliveryTarget } from './deliveryTargetRepository';
import { LeaseLostError, runFanOutBatch } from './fanOutBatchRepository';
import {
  claimRange,
  failSplitOccurrence,
  splitOccurrence,
  type IdRange,
  type RangeSplitting,
} from './occurrenceRangesRepository';
import { createPoller, silentLog, type DeliveryLog } from './poller';
import type { EngineStats } from './engineStats';

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
  /** When a large send is split into ranges of user ids that workers share; unset, never. */
  splitting?: RangeSplitting;
  /** Where the batches written are counted for the metrics. */
  stats?: EngineStats;
}

interface Current {
  occurrenceId: string;
  target: DeliveryTarget;
  cursor: string | null;
  /** The range held of a split occurrence, or null when walking the whole occurrence. */
  range: IdRange | null;
  /** The API request that queued the occurrence, named on the worker's log lines about it. */
  requestId: string | null;
  /** Recipients this worker has written for it since it took it. */
  written: number;
}

/** How the worker's log lines name an occurrence and the request that queued it. */
function occurrenceLabel(occurrenceId: string, requestId: string | null, range?: IdRange | null) {
  const part = range ? ` range ${range.lo}` : '';
  return `occurrence ${occurrenceId}${part} (request ${requestId ?? 'none'})`;
}

export const DEFAULT_LEASE_MS = 30_000;

/**
 * The fan-out worker: claims a due occurrence, then writes its receipts and outbox rows batch
 * by batch. Every batch is one statement in one transaction that also moves the cursor, so a
 * worker killed at any point leaves either the whole batch or none of it, and whoever claims the
 * occurrence next starts after the last committed batch. A large occurrence is split into ranges
 * of user ids on its first claim; workers with no whole occurrence to take join in range by
 * range, each range walked the same way.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions) {
  const { db, clock, workerId, batchSize } = options;
  const log = options.log ?? silentLog;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const states = outboxStatesFor(options.providers);
  let current: Current | null = null;

  /** The message's audience, or why it cannot be sent. */
  async function targetOf(messageId: string): Promise<DeliveryTarget | string> {
    const message = await loadMessage(db, messageId);
    const target = message ? await loadDeliveryTarget(db, message) : null;
    return target ?? (message ? 'channel not found' : 'message not found');
  }

  async function claimWhole(occurrence: ClaimedOccurrence): Promise<Current | 'split' | null> {
    const now = clock();
    const target = await targetOf(occurrence.messageId);
    if (typeof target === 'string') {
      await failOccurrence(db, { id: occurrence.id, workerId, now, error: target });
      log.warn(`${occurrenceLabel(occurrence.id, occurrence.requestId)}: ${target}; not sent`);
      return null;
    }
    // Only a walk not yet begun is split: one under way goes on whole.
    if (options.splitting && occurrence.cursor === null) {
      const split = await splitOccurrence(db, {
        occurrenceId: occurrence.id,
        workerId,
        target,
        ...options.splitting,
      });
      if (split) return 'split';
    }
    log.info(`${occurrenceLabel(occurrence.id, occurrence.requestId)}: fan-out taken`);
    return {
      occurrenceId: occurrence.id,
      target,
      cursor: occurrence.cursor,
      range: null,
      requestId: occurrence.requestId,
      written: 0,
    };
  }

  async function claimShare(): Promise<Current | null> {
    const now = clock();
    const claimed = await claimRange(db, { workerId, now, leaseMs });
    if (!claimed) return null;
    const target = await targetOf(claimed.messageId);
    if (typeof target === 'string') {
      await failSplitOccurrence(db, { occurrenceId: claimed.occurrenceId, now, error: target });
      log.warn(`${occurrenceLabel(claimed.occurrenceId, claimed.requestId)}: ${target}; not sent`);
      return null;
    }
    log.info(
      `${occurrenceLabel(claimed.occurrenceId, claimed.requestId, claimed.range)}: fan-out taken`,
    );
    return {
      occurrenceId: claimed.occurrenceId,
      target,
      cursor: claimed.cursor,
      range: claimed.range,
      requestId: claimed.requestId,
      written: 0,
    };
  }

  /**
   * A due occurrence first, so a new message is not kept waiting behind a large one's ranges;
   * then a range of a split one.
   */
  async function claim(): Promise<Current | null> {
    const occurrence = await claimOccurrence(db, { workerId, now: clock(), leaseMs });
    if (occurrence) {
      const whole = await claimWhole(occurrence);
      if (whole !== 'split') return whole;
    }
    return claimShare();
  }

  /** One unit of work: a claim, or the next batch of the claimed occurrence. */
  async function runOnce(): Promise<boolean> {
    if (!current) {
      current = await claim();
      if (!current) return false;
    }
    const working = current;
    const started = performance.now();
    try {
      const result = await runFanOutBatch(db, {
        target: working.target,
        occurrenceId: working.occurrenceId,
        cursor: working.cursor,
        range: working.range,
        workerId,
        now: clock(),
        leaseMs,
        batchSize,
        consoleUrl: options.consoleUrl,
        states,
      });
      working.cursor = result.cursor;
      working.written += result.written;
      if (result.state !== 'sending') {
        current = null;
        log.info(
          `${occurrenceLabel(working.occurrenceId, working.requestId, working.range)}: fan-out ${result.state}, ${working.written} recipients written here`,
        );
      }
      if (options.stats) {
        options.stats.fanOutRecipients += result.written;
        options.stats.fanOutBatches += 1;
        options.stats.fanOutSeconds += (performance.now() - started) / 1000;
      }
    } catch (error) {
      // Lost lease or a failed statement: nothing of the batch stayed. Whoever holds or next
      // claims the occurrence resumes at its committed cursor.
      current = null;
      const label = occurrenceLabel(working.occurrenceId, working.requestId, working.range);
      if (error instanceof LeaseLostError) log.warn(`${label}: ${error.message}`);
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
