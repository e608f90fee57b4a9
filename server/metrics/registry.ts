import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { poolOf } from '../db/client';
import type { DeliveryProviders } from '../providers/delivery';
import { readOutboxDepth, type OutboxDepth } from './outboxDepthRepository';
import { registerProviderMetrics } from './providerMetrics';
import { registerEngineMetrics } from './engineMetrics';
import { registerWebhookQueueMetrics } from './webhookMetrics';
import type { EngineStats } from '../modules/delivery/public';

/** A scrape reads the outbox at most this often; scrapes between share the reading. */
const OUTBOX_READ_EVERY_MS = 10_000;

/**
 * One process's Prometheus metrics (docs/decisions.md, "Metrics"): the process's own (CPU,
 * memory, event loop lag, garbage collection), the HTTP calls it answered per route, its
 * PostgreSQL pool, the delivery outbox's queue per channel, and where the process sends, each
 * provider adapter's calls, flow and circuit and the fan-out's receipts, batches and time. The API and each worker have
 * their own; metric names start with `tidings_`.
 */
export function createMetrics(options: {
  db: Database;
  role: 'api' | 'worker';
  /** The delivery engine's providers, when this process sends: their flow per adapter. */
  providers?: DeliveryProviders;
  /** The engine's own counts, when this process fans out. */
  engine?: EngineStats;
}) {
  const registry = new Registry();
  registry.setDefaultLabels({ role: options.role });
  collectDefaultMetrics({ register: registry, prefix: 'tidings_' });

  const requests = new Counter({
    name: 'tidings_http_requests_total',
    help: 'HTTP calls answered, by method, route template and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'tidings_http_request_duration_seconds',
    help: 'Time to answer an HTTP call, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10],
    registers: [registry],
  });

  const pool = poolOf(options.db);
  new Gauge({
    name: 'tidings_db_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, and calls waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  let outbox: { at: number; depth: Promise<OutboxDepth[]> } | null = null;
  const outboxDepth = () => {
    if (!outbox || Date.now() - outbox.at > OUTBOX_READ_EVERY_MS) {
      outbox = { at: Date.now(), depth: readOutboxDepth(options.db).catch(() => []) };
    }
    return outbox.depth;
  };
  new Gauge({
    name: 'tidings_outbox_queued',
    help: 'Delivery outbox rows queued for a provider, by channel (push, sms, email)',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await outboxDepth()) this.set({ channel: row.channel }, row.queued);
    },
  });
  new Gauge({
    name: 'tidings_outbox_retrying',
    help: 'Queued outbox rows a provider already failed or throttled, waiting to be retried',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await outboxDepth()) this.set({ channel: row.channel }, row.retrying);
    },
  });
  new Gauge({
    name: 'tidings_outbox_oldest_due_seconds',
    help: 'How long the longest-waiting due outbox row has waited past its time, by channel',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await outboxDepth())
        this.set({ channel: row.channel }, row.oldestDueSeconds);
    },
  });

  registerWebhookQueueMetrics(registry, options.db);
  if (options.providers) registerProviderMetrics(registry, options.providers);
  if (options.engine) registerEngineMetrics(registry, options.engine);

  return {
    registry,
    /** Counts one answered call; `route` is the route's template, or 'unmatched'. */
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
