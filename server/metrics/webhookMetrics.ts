import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/client';
import { readWebhookQueue, type WebhookQueue } from './outboxDepthRepository';

/** A scrape reads the queue at most this often, however many scrapers ask. */
const READ_EVERY_MS = 10_000;

/** The webhooks' queue: deliveries waiting, those waiting for a retry, and the longest wait. */
export function registerWebhookQueueMetrics(registry: Registry, db: Database): void {
  let last: { at: number; queue: Promise<WebhookQueue | null> } | null = null;
  const queue = () => {
    if (!last || Date.now() - last.at > READ_EVERY_MS) {
      last = { at: Date.now(), queue: readWebhookQueue(db).catch(() => null) };
    }
    return last.queue;
  };
  const gauge = (name: string, help: string, read: (queue: WebhookQueue) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const now = await queue();
        if (now) this.set(read(now));
      },
    });
  gauge('tidings_webhooks_queued', 'Webhook deliveries waiting to go out', (q) => q.queued);
  gauge(
    'tidings_webhooks_retrying',
    'Webhook deliveries a receiver already failed, waiting to be retried',
    (q) => q.retrying,
  );
  gauge(
    'tidings_webhooks_oldest_due_seconds',
    'How long the longest-waiting due webhook delivery has waited past its time',
    (q) => q.oldestDueSeconds,
  );
}
