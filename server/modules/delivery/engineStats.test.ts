import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { createEngineStats } from './engineStats';
import {
  addManyUsers,
  addOccurrence,
  createChannel,
  createCompany,
  createMessage,
  drain,
  outboxProviders,
} from './testKit';
import { createDeliveryWorker } from './worker';
import { createMetrics } from '../../metrics/registry';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The value of an unlabelled sample line (`name{role="worker"} 3`); null when absent. */
function sample(text: string, name: string): number | null {
  const line = text.split('\n').find((entry) => entry.startsWith(`${name}{`));
  return line ? Number(line.split(' ').pop()) : null;
}

describe('fan-out metrics', () => {
  it('count the receipts and batches the worker wrote, read at scrape time', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {});
    await addManyUsers(db, company, channel, 250);
    const message = await createMessage(db, { companyId: company, contentProviderId: channel });
    await addOccurrence(db, message, new Date());
    const stats = createEngineStats();
    const metrics = createMetrics({ db, role: 'worker', engine: stats });
    const before = await metrics.registry.metrics();
    expect(sample(before, 'tidings_fanout_recipients_total')).toBe(0);

    await drain(
      createDeliveryWorker({
        db,
        clock: () => new Date(),
        workerId: 'metrics',
        batchSize: 100,
        providers: outboxProviders(),
        consoleUrl: 'https://console.test/',
        stats,
      }),
    );

    const after = await metrics.registry.metrics();
    expect(sample(after, 'tidings_fanout_recipients_total')).toBe(250);
    expect(sample(after, 'tidings_fanout_batches_total')).toBe(3);
    expect(sample(after, 'tidings_fanout_batch_seconds_total')).toBeGreaterThan(0);
    // Read again, the same: the counters follow the engine, they do not add up per scrape.
    expect(sample(await metrics.registry.metrics(), 'tidings_fanout_recipients_total')).toBe(250);
  });
});
