import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { DeliveryConfig } from '../../config';
import type { Database } from '../../db/client';
import type { DeliveryProviders } from '../../providers/delivery';
import { systemClock, type Clock } from './clock';
import { outboxStatesFor } from './deliveryStates';
import type { EngineStats } from './engineStats';
import { createDispatcher } from './dispatcher';
import { createPoller, silentLog, type DeliveryLog } from './poller';
import { releaseLeases } from './leaseReleaseRepository';
import { runReminders } from './remindersRepository';
import { runAbTestDecisions } from './abTestWinnerRepository';
import { runScheduler } from './schedulerRepository';
import { catchUpEngagementFacts } from './engagementFactsRepository';
import { pruneSendCounts } from './sendCountPruningRepository';
import { pruneStagedImports } from '../mobileUsers/public';
import { runSequences } from './sequencesRepository';
import { createDeliveryWorker } from './worker';
import {
  createWebhookSender,
  pruneDeliveries,
  type WebhookSenderOptions,
} from '../webhooks/public';

export interface DeliveryServiceOptions {
  db: Database;
  config: Pick<DeliveryConfig, 'batchSize' | 'leaseMs'> &
    Partial<Pick<DeliveryConfig, 'splitting' | 'dispatchBatchSize' | 'dispatchInFlightMs'>>;
  consoleUrl: string;
  providers: DeliveryProviders;
  clock?: Clock;
  log?: DeliveryLog;
  workerId?: string;
  /** Where the fan-out counts what it writes, for the metrics. */
  stats?: EngineStats;
  /** Webhooks out: the sender runs as one more loop when given (it opens endpoint secrets). */
  webhooks?: Pick<WebhookSenderOptions, 'secretBox' | 'allowPrivate' | 'batchSize' | 'timeoutMs'>;
}

/** Every process gets its own name in leases: host, process id and a random tail. */
export const newWorkerId = () => `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;

/**
 * The whole delivery engine in one process: the fan-out worker, the scheduler, the sequence
 * runner, the reminders, the pruning of past frequency-cap counts, the dispatcher and the
 * webhook sender, each on
 * its own polling loop. Any number of processes may run it against one PostgreSQL; all their
 * state is in the database.
 */
export function startDeliveryService(options: DeliveryServiceOptions) {
  const { db, providers } = options;
  const clock = options.clock ?? systemClock;
  const log = options.log ?? silentLog;
  const workerId = options.workerId ?? newWorkerId();
  const worker = createDeliveryWorker({
    db,
    clock,
    workerId,
    batchSize: options.config.batchSize,
    leaseMs: options.config.leaseMs,
    splitting: options.config.splitting,
    ...(options.stats ? { stats: options.stats } : {}),
    providers,
    consoleUrl: options.consoleUrl,
    log,
  });
  // The scheduler and sequence runner find their own work; a pass that did some runs again
  // at once, otherwise they look every second and every ten seconds.
  const scheduler = createPoller('scheduler', async () => (await runScheduler({ db, clock })) > 0, {
    idleMs: 1000,
    log,
  });
  const sequences = createPoller(
    'sequence runner',
    async () =>
      (await runSequences({
        db,
        clock,
        batchSize: options.config.batchSize,
        consoleUrl: options.consoleUrl,
        states: outboxStatesFor(providers),
      })) > 0,
    { idleMs: 10_000, log },
  );
  // Reminders are hours apart: a look every half minute is on time enough.
  const reminders = createPoller('reminders', async () => (await runReminders({ db, clock })) > 0, {
    idleMs: 30_000,
    log,
  });
  // A test waits hours before its winner is picked: a look every half minute is on time enough.
  const abTests = createPoller(
    'A/B tests',
    async () => (await runAbTestDecisions({ db, clock })) > 0,
    { idleMs: 30_000, log },
  );
  // Members' engagement facts from finished sends' receipts, off the fan-out's path.
  const engagementFacts = createPoller(
    'engagement facts',
    async () => (await catchUpEngagementFacts(db)) > 0,
    { idleMs: 5_000, log },
  );
  // One pass at start and then one an hour, however much it deleted: it is never urgent.
  const pruning = createPoller(
    'send count and import pruning',
    async () => {
      const deleted = await pruneSendCounts({ db, clock });
      if (deleted > 0) log.info(`pruned ${deleted} frequency-cap counts of past periods`);
      const staged = await pruneStagedImports(db, clock());
      if (staged > 0) log.info(`pruned ${staged} rows that interrupted user imports left`);
      return false;
    },
    { idleMs: 3_600_000, log },
  );
  const dispatcher = createDispatcher({
    db,
    clock,
    providers,
    log,
    batchSize: options.config.dispatchBatchSize,
    inFlightMs: options.config.dispatchInFlightMs,
  });
  // Webhooks out: due deliveries posted as soon as a pass finds some, else a look every second.
  const webhookSender = options.webhooks
    ? createWebhookSender({ db, clock, ...options.webhooks })
    : null;
  const webhooks = webhookSender
    ? [
        createPoller('webhook sender', webhookSender.runOnce, { idleMs: 1000, log }),
        // The log keeps a month: older finished deliveries go, a batch at a time, hourly.
        createPoller('webhook log pruning', async () => (await pruneDeliveries(db, clock())) > 0, {
          idleMs: 3_600_000,
          log,
        }),
      ]
    : [];
  const loops = [
    ...webhooks,
    worker,
    scheduler,
    sequences,
    reminders,
    abTests,
    engagementFacts,
    pruning,
    dispatcher,
  ];
  for (const loop of loops) loop.start();
  return {
    /**
     * Stops every loop (the dispatcher lets its calls in flight answer and writes them back),
     * then lets go of this worker's fan-out leases so another worker resumes its sends at once.
     */
    async stop() {
      await Promise.all(loops.map((loop) => loop.stop()));
      try {
        const released = await releaseLeases(db, workerId);
        if (released > 0) log.info(`released ${released} fan-out leases for other workers`);
      } catch (error) {
        // The database is gone: the leases run out by themselves after DELIVERY_LEASE_MS.
        log.warn(
          `could not release fan-out leases: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },
  };
}
