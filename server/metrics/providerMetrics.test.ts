import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/api/harness';
import type { DatabaseHandle } from '../db/client';
import { createOutboxProvider, type Delivery } from '../providers/delivery';
import { guardProvider, type Attempt } from '../providers/flow/guardedProvider';
import { routePush } from '../providers/push/pushRouter';
import { createMetrics } from './registry';
import { metricSample } from '../../tests/api/metricSample';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const delivery = (receiptId: string, address: string): Delivery => ({
  receiptId,
  address,
  title: 'Strike notice',
  body: 'Picket at 7',
});

describe('provider metrics', () => {
  it("counts each adapter's calls by outcome and shows its pause and circuit", async () => {
    // FCM answers by address: ok, a dead token, a 429 asking for a minute's rest.
    const answers: Record<string, Attempt> = {
      ok: { kind: 'accepted' },
      dead: { kind: 'refused', error: 'UNREGISTERED', permanent: true, gone: true },
      busy: { kind: 'throttled', error: '429', retryAfterMs: 60_000 },
    };
    const fcm = guardProvider({
      kind: 'fcm',
      limits: { concurrency: 4, ratePerSecond: 0, maxWaitMs: 0 },
      attempt: (d) => Promise.resolve(answers[d.address] ?? { kind: 'failed', error: '500' }),
    });
    const apns = guardProvider({
      kind: 'apns',
      limits: { concurrency: 4, ratePerSecond: 0 },
      attempt: () => Promise.resolve({ kind: 'failed', error: 'timed out', timeout: true }),
    });
    const providers = {
      push: routePush({ fcm, apns }),
      sms: createOutboxProvider(),
      email: createOutboxProvider(),
    };
    const metrics = createMetrics({ db: database.db, role: 'worker', providers });

    await fcm.send(delivery('1', 'ok'));
    await fcm.send(delivery('2', 'ok'));
    await fcm.send(delivery('3', 'dead'));
    await apns.send(delivery('4', 'ios'));
    // The 429 pauses FCM for a minute: this one comes back unsent, and so does the next.
    expect((await fcm.send(delivery('5', 'busy'))).ok).toBe(false);
    expect((await fcm.send(delivery('6', 'ok'))).ok).toBe(false);

    const text = await metrics.registry.metrics();
    const calls = (provider: string, outcome: string) =>
      metricSample(text, 'tidings_provider_calls_total', { provider, outcome });
    expect(calls('fcm', 'accepted')).toBe(2);
    expect(calls('fcm', 'gone')).toBe(1);
    expect(calls('fcm', 'throttled')).toBe(1);
    expect(calls('fcm', 'held')).toBe(2);
    expect(calls('apns', 'timeout')).toBe(1);
    expect(calls('apns', 'accepted')).toBe(0);
    expect(
      metricSample(text, 'tidings_provider_paused_seconds', { provider: 'fcm' }),
    ).toBeGreaterThan(50);
    expect(metricSample(text, 'tidings_provider_paused_seconds', { provider: 'apns' })).toBe(0);
    expect(
      metricSample(text, 'tidings_provider_circuit', { provider: 'apns', state: 'closed' }),
    ).toBe(1);
    expect(metricSample(text, 'tidings_provider_in_flight', { provider: 'fcm' })).toBe(0);
    // The outbox keeps no flow: no series for it.
    expect(text).not.toContain('provider="outbox"');
  });
});
