import type { Database } from '../../db/client';
import type { DeliveryProvider, DeliveryResult } from '../../providers/delivery';
import type { Clock } from './clock';
import { sendToDevices } from './devicePush';
import { takePushRows, takeRows, type TakenRow } from './dispatchRowsRepository';
import { createOutcomeRecorder } from './outcomeRecorder';
import { personaliseRows } from './personaliseRows';
import type { DeliveryLog } from './poller';

export interface DispatchLaneOptions {
  db: Database;
  clock: Clock;
  channel: 'push' | 'sms' | 'email';
  provider: DeliveryProvider;
  /** Rows taken per statement. */
  batchSize: number;
  /**
   * Rows taken and not yet written back, at most: what keeps the provider busy while the next
   * rows are taken, and the most a killed process can leave in flight (docs/decisions.md).
   */
  maxHeld: number;
  maxAttempts: number;
  inFlightMs: number;
  idleMs: number;
  log: DeliveryLog;
}

const unexpected = (row: TakenRow, error: unknown): DeliveryResult => ({
  receiptId: row.receiptId,
  ok: false,
  error: error instanceof Error ? error.message : String(error),
  permanent: false,
  reason: 'unavailable',
});

/**
 * One channel's dispatch, a pipeline with no batch barrier: it takes rows while fewer than
 * `maxHeld` are held, hands each to the provider the moment it is taken (the provider's own flow
 * decides when it goes out), and the recorder writes answers back as they come. So the provider
 * always has the next rows waiting while earlier ones are in flight, and a slow answer holds up
 * nothing but itself. Each channel has its own lane: texts at their rate never slow push.
 */
export function createDispatchLane(options: DispatchLaneOptions) {
  const { db, clock, channel, provider, log } = options;
  let held = 0;
  let running = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  const sends = new Set<Promise<void>>();
  const recorder = createOutcomeRecorder({
    db,
    clock,
    maxAttempts: options.maxAttempts,
    flushSize: Math.max(1, Math.floor(options.batchSize / 2)),
    flushMs: 50,
    log,
    onRecorded: (rows) => {
      held -= rows;
      wake?.();
    },
  });

  function track(row: TakenRow, sending: Promise<DeliveryResult>) {
    const settled = sending
      .catch((error: unknown) => unexpected(row, error))
      .then((result) => recorder.add(row, result));
    sends.add(settled);
    void settled.finally(() => sends.delete(settled));
  }

  /** Takes up to `limit` rows and hands each to the provider; answers how many it took. */
  async function takeAndSend(limit: number): Promise<number> {
    const take = { limit, now: clock(), inFlightMs: options.inFlightMs };
    if (channel === 'push') {
      // A push row comes with its recipient's devices, each sent to through its platform's
      // provider; the devices a provider calls gone are forgotten with the row's outcome.
      const taken = await takePushRows(db, take);
      // Rendered before they count as held: rows a failed render leaves are taken again once
      // their in-flight time runs out.
      const rows = await personaliseRows(
        db,
        taken.map(({ row }) => row),
      );
      held += taken.length;
      const forget = (deviceId: string) => recorder.forget(deviceId);
      taken.forEach(({ devices }, index) => {
        const row = rows[index];
        if (row) track(row, sendToDevices(provider, row, devices, forget));
      });
      return taken.length;
    }
    const rows = await personaliseRows(db, await takeRows(db, { ...take, channel }));
    held += rows.length;
    for (const row of rows) track(row, provider.send(row));
    return rows.length;
  }

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function run() {
    const least = Math.max(1, Math.min(options.batchSize, Math.floor(options.maxHeld / 2)));
    while (running) {
      const room = options.maxHeld - held;
      // Full: wait for answers to be written back (the recorder wakes the loop).
      if (room < least) {
        await pause(options.idleMs);
        continue;
      }
      let took = 0;
      try {
        took = await takeAndSend(Math.min(options.batchSize, room));
      } catch (error) {
        log.error(
          `dispatcher (${channel}): ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (took === 0 && running) await pause(options.idleMs);
    }
  }

  return {
    /** One take, every send of it answered and written back: for tests and scripts. */
    async runOnce(): Promise<boolean> {
      const took = await takeAndSend(options.batchSize);
      await Promise.all([...sends]);
      await recorder.drain();
      return took > 0;
    },
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    /**
     * Stops taking, hands back what waits for its turn at the provider (it is taken again at
     * once, here or elsewhere), lets the calls in flight finish and writes every answer back.
     */
    async stop() {
      running = false;
      wake?.();
      await loop;
      loop = null;
      provider.stop?.();
      await Promise.all([...sends]);
      await recorder.drain();
    },
    held: () => held,
  };
}

export type DispatchLane = ReturnType<typeof createDispatchLane>;
