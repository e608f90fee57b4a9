import { join } from 'node:path';
import { loadConfig } from '../../server/config';
import { openPglite, openPostgres } from '../../server/db/client';
import { createDeliveryWorker } from '../../server/modules/delivery/worker';
import { createOutboxProvider } from '../../server/providers/delivery';

/**
 * The fan-out bench's worker process: one delivery worker with the outbox providers, run until
 * no occurrence is left, then its timing and peak memory as one JSON line on stdout.
 */
const url = process.env.DATABASE_URL || null;
const dir = process.env.BENCH_PGLITE_DIR;
const database = url
  ? openPostgres(url, 2)
  : await openPglite({ dataDir: join(dir ?? '', 'pglite') });
const worker = createDeliveryWorker({
  db: database.db,
  clock: () => new Date(),
  workerId: `bench-${process.pid}`,
  batchSize: loadConfig().delivery.batchSize,
  providers: {
    push: createOutboxProvider(),
    sms: createOutboxProvider(),
    email: createOutboxProvider(),
  },
  consoleUrl: 'http://localhost:3000',
});
const started = performance.now();
let units = 0;
while (await worker.runOnce()) units++;
const seconds = (performance.now() - started) / 1000;
await database.close();
process.stdout.write(
  `${JSON.stringify({ seconds, units, maxRssKb: process.resourceUsage().maxRSS })}\n`,
);
