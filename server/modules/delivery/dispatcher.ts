import type { Database } from '../../db/client';
import { OUTBOX_KIND, type DeliveryProviders } from '../../providers/delivery';
import type { Clock } from './clock';
import { createDispatchLane, type DispatchLane } from './dispatchLane';
import { silentLog, type DeliveryLog } from './poller';

export { retryDelayMs } from './outcomeRecorder';

export interface DispatcherOptions {
  db: Database;
  clock: Clock;
  providers: DeliveryProviders;
  /** Rows taken per statement, per channel. */
  batchSize?: number;
  /** Rows a channel holds taken and not yet written back; by default four batches. */
  maxHeld?: number;
  /** Tries before a delivery is given up as 'failed'. */
  maxAttempts?: number;
  /** How long taken rows stay away from other dispatchers while the provider is called. */
  inFlightMs?: number;
  log?: DeliveryLog;
  idleMs?: number;
}

const CHANNELS = ['push', 'sms', 'email'] as const;

/**
 * Hands queued delivery_outbox rows to the real adapters: one lane per channel that has one
 * (dispatchLane.ts), each taking, sending and writing back on its own, so push, SMS and email
 * never take turns. Channels whose provider is the outbox have no lane: their rows stay stored.
 */
export function createDispatcher(options: DispatcherOptions) {
  const batchSize = options.batchSize ?? 1000;
  const lanes: DispatchLane[] = CHANNELS.flatMap((channel) => {
    const provider = options.providers[channel];
    if (provider.kind === OUTBOX_KIND) return [];
    return [
      createDispatchLane({
        db: options.db,
        clock: options.clock,
        channel,
        provider,
        batchSize,
        maxHeld: options.maxHeld ?? 4 * batchSize,
        maxAttempts: options.maxAttempts ?? 5,
        inFlightMs: options.inFlightMs ?? 5 * 60_000,
        idleMs: options.idleMs ?? 250,
        log: options.log ?? silentLog,
      }),
    ];
  });

  return {
    /** One take per channel, answered and written back; true when any row was handled. */
    async runOnce(): Promise<boolean> {
      const worked = await Promise.all(lanes.map((lane) => lane.runOnce()));
      return worked.some(Boolean);
    },
    start() {
      for (const lane of lanes) lane.start();
    },
    async stop() {
      await Promise.all(lanes.map((lane) => lane.stop()));
    },
  };
}
