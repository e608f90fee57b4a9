import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { deliveryOutbox, messageReceipts } from '../../db/schema/messages';
import {
  createOutboxProvider,
  type Delivery,
  type DeliveryProvider,
  type DeliveryProviders,
  type DeliveryResult,
} from '../../providers/delivery';
import { createDispatcher, retryDelayMs } from './dispatcher';
import {
  addOccurrence,
  addUser,
  createChannel,
  createCompany,
  createMessage,
  drain,
  manualClock,
} from './testKit';
import { createDeliveryWorker } from './worker';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** An SMS adapter that refuses one number for good and fails another until it is asked twice. */
function flakySms(): DeliveryProvider & { calls: Delivery[] } {
  const calls: Delivery[] = [];
  const tries = new Map<string, number>();
  return {
    kind: 'fake-sms',
    calls,
    send(d) {
      calls.push(d);
      const n = (tries.get(d.address) ?? 0) + 1;
      tries.set(d.address, n);
      const fail = (error: string, permanent: boolean): DeliveryResult => ({
        receiptId: d.receiptId,
        ok: false,
        error,
        permanent,
        reason: permanent ? 'rejected' : 'unavailable',
      });
      if (d.address === '+1000') return Promise.resolve(fail('invalid', true));
      if (d.address === '+1555' && n < 2) return Promise.resolve(fail('busy', false));
      if (d.address === '+1999') return Promise.resolve(fail('down', false));
      return Promise.resolve({ receiptId: d.receiptId, ok: true });
    },
  };
}

async function outboxByAddress(occurrenceId: string) {
  const rows = await database.db
    .select({
      address: deliveryOutbox.address,
      state: deliveryOutbox.state,
      attempts: deliveryOutbox.attempts,
      lastError: deliveryOutbox.lastError,
      body: deliveryOutbox.body,
      receipt: deliveryOutbox.receiptId,
    })
    .from(deliveryOutbox)
    .innerJoin(messageReceipts, eq(messageReceipts.id, deliveryOutbox.receiptId))
    .where(eq(messageReceipts.occurrenceId, occurrenceId));
  return new Map(rows.map((r) => [r.address, r]));
}

describe('dispatcher', () => {
  it('queues rows for a real adapter, sends them, retries with backoff and gives up', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, { sms: true, creditsMonth: 100 });
    for (const phone of ['+1222', '+1555', '+1000', '+1999'])
      await addUser(db, company, { follows: [channel], registered: false, phone });
    await addUser(db, company, { follows: [channel] });
    const message = await createMessage(db, { companyId: company, contentProviderId: channel });
    const clock = manualClock('2026-06-01T10:00:00Z');
    const occurrence = await addOccurrence(db, message, clock.clock());
    const sms = flakySms();
    const providers: DeliveryProviders = {
      push: createOutboxProvider(),
      sms,
      email: createOutboxProvider(),
    };
    await drain(
      createDeliveryWorker({
        db,
        clock: clock.clock,
        workerId: 'w',
        batchSize: 100,
        providers,
        consoleUrl: 'https://console.test',
      }),
    );
    let rows = await outboxByAddress(occurrence);
    expect(rows.get('+1222')?.state).toBe('queued');
    // Push has no adapter here: its row is the outbox.
    expect([...rows.values()].filter((r) => r.state === 'stored')).toHaveLength(1);

    const dispatcher = createDispatcher({ db, clock: clock.clock, providers, maxAttempts: 3 });
    expect(await dispatcher.runOnce()).toBe(true);
    expect(sms.calls.map((d) => d.address).sort()).toEqual(['+1000', '+1222', '+1555', '+1999']);
    const link = sms.calls.find((d) => d.address === '+1222');
    expect(link?.body).toBe(`Read this https://console.test/m/${link?.receiptId}`);
    rows = await outboxByAddress(occurrence);
    expect(rows.get('+1222')).toMatchObject({ state: 'sent', attempts: 1 });
    expect(rows.get('+1000')).toMatchObject({ state: 'failed', lastError: 'invalid' });
    expect(rows.get('+1555')).toMatchObject({ state: 'queued', attempts: 1, lastError: 'busy' });

    // Nothing is due again before the backoff ends.
    expect(await dispatcher.runOnce()).toBe(false);
    clock.advance(retryDelayMs(1));
    expect(await dispatcher.runOnce()).toBe(true);
    rows = await outboxByAddress(occurrence);
    expect(rows.get('+1555')).toMatchObject({ state: 'sent', attempts: 2 });
    expect(rows.get('+1999')).toMatchObject({ state: 'queued', attempts: 2 });

    clock.advance(retryDelayMs(2));
    await dispatcher.runOnce();
    rows = await outboxByAddress(occurrence);
    expect(rows.get('+1999')).toMatchObject({ state: 'failed', attempts: 3, lastError: 'down' });
    clock.advance(24 * 3_600_000);
    expect(await dispatcher.runOnce()).toBe(false);
  });

  it('takes rows back for another try when the adapter throws', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, { sms: true, creditsMonth: 10 });
    await addUser(db, company, { follows: [channel], registered: false, phone: '+1777' });
    const message = await createMessage(db, { companyId: company, contentProviderId: channel });
    const clock = manualClock('2026-06-01T10:00:00Z');
    const occurrence = await addOccurrence(db, message, clock.clock());
    const broken: DeliveryProvider = {
      kind: 'broken',
      send: () => Promise.reject(new Error('connection refused')),
    };
    const providers = { push: createOutboxProvider(), sms: broken, email: createOutboxProvider() };
    await drain(
      createDeliveryWorker({
        db,
        clock: clock.clock,
        workerId: 'w',
        batchSize: 100,
        providers,
        consoleUrl: 'https://console.test',
      }),
    );
    await createDispatcher({ db, clock: clock.clock, providers }).runOnce();
    expect((await outboxByAddress(occurrence)).get('+1777')).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: 'connection refused',
    });
  });
});
