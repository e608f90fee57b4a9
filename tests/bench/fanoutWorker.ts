import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../server/config';
import { openPglite, openPostgres } from '../../server/db/client';
import { rowsOf } from '../../server/modules/delivery/sqlRowsRepository';
import { createDeliveryWorker } from '../../server/modules/delivery/worker';
import { createOutboxProvider } from '../../server/providers/delivery';

/**
 * The fan-out bench's worker process: one delivery worker with the outbox providers, run until
 * no occurrence is left to send, then its timing and peak memory as one JSON line on stdout.
 * With other workers on the same message it waits while ranges it could take are held by them,
 * and ends only when the message is done.
 */
const url = process.env.DATABASE_URL || null;
const dir = process.env.BENCH_PGLITE_DIR;
const database = url
  ? openPostgres(url, 2)
  : await openPglite({ dataDir: join(dir ?? '', 'pglite') });
const delivery = loadConfig().delivery;
const worker = createDeliveryWorker({
  db: database.db,
  clock: () => new Date(),
  workerId: `bench-${process.pid}`,
  batchSize: delivery.batchSize,
  splitting: delivery.splitting,
  providers: {
    push: createOutboxProvider(),
    sms: createOutboxProvider(),
    email: createOutboxProvider(),
  },
  consoleUrl: 'http://localhost:3000',
});

async function anythingOpen() {
  const [row] = await rowsOf(
    database.db,
    sql`select exists (select 1 from message_occurrences
      where state in ('pending', 'sending') and due_at <= now()) as open`,
  );
  return row?.open === true;
}

const startedAt = Date.now();
const started = performance.now();
let units = 0;
for (;;) {
  if (await worker.runOnce()) units++;
  else if (await anythingOpen()) await new Promise((resolve) => setTimeout(resolve, 20));
  else break;
}
const seconds = (performance.now() - started) / 1000;
await database.close();
process.stdout.write(
  `${JSON.stringify({ seconds, units, startedAt, endedAt: Date.now(), maxRssKb: process.resourceUsage().maxRSS })}\n`,
);
