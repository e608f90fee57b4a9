import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/rows';
import { createMetrics } from '../../metrics/registry';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import {
  addManyUsers,
  addOccurrence,
  createChannel,
  createCompany,
  createMessage,
  deliverDue,
} from './testKit';
import { metricSample } from '../../../tests/api/metricSample';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the outbox queue', () => {
  it('counts queued rows per channel and those waiting for a retry', async () => {
    const company = await createCompany(t.db);
    const channel = await createChannel(t.db, company, {});
    await addManyUsers(t.db, company, channel, 4);
    const message = await createMessage(t.db, { companyId: company, contentProviderId: channel });
    const now = new Date();
    const occurrence = await addOccurrence(t.db, message, now);
    await deliverDue(t.db, now);
    // The local providers keep their rows (`stored`); a real adapter's are queued for it.
    await t.db.execute(sql`update delivery_outbox set state = 'queued', next_attempt_at = now()
      where occurrence_id = ${occurrence}::uuid`);
    // One push a provider throttled: it waits, queued, for its retry.
    await t.db.execute(sql`update delivery_outbox set attempts = 1
      where receipt_id = (select receipt_id from delivery_outbox
        where occurrence_id = ${occurrence}::uuid and channel = 'push' limit 1)`);
    const [expected] = await selectRows<{ queued: number; retrying: number }>(
      t.db,
      sql`select count(*)::int as queued, count(*) filter (where attempts > 0)::int as retrying
        from delivery_outbox where channel = 'push' and state = 'queued'`,
    );
    expect(expected?.queued).toBeGreaterThanOrEqual(4);
    // A registry of its own: the API's reads the queue at most every 10 s.
    const text = await createMetrics({ db: t.db, role: 'worker' }).registry.metrics();
    expect(metricSample(text, 'tidings_outbox_queued', { channel: 'push' })).toBe(expected?.queued);
    expect(metricSample(text, 'tidings_outbox_retrying', { channel: 'push' })).toBe(1);
  });
});
