import { Counter, type Registry } from 'prom-client';
import type { EngineStats } from '../modules/delivery/public';

/**
 * The fan-out's work in this process, read at scrape time from the engine's own counts: receipts
 * written (their rate is the fan-out rate), batches, and the time spent in them.
 */
export function registerEngineMetrics(registry: Registry, stats: EngineStats) {
  const counter = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  counter(
    'tidings_fanout_recipients_total',
    'Receipts the fan-out wrote (recipients given their delivery rows)',
    () => stats.fanOutRecipients,
  );
  counter('tidings_fanout_batches_total', 'Fan-out batches committed', () => stats.fanOutBatches);
  counter(
    'tidings_fanout_batch_seconds_total',
    'Time spent in committed fan-out batches',
    () => stats.fanOutSeconds,
  );
}
