import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/rows';
import { createTestApp, type TestApp } from '../../tests/api/harness';
import { freePort } from '../../tests/reliability/apiProcess';
import { createMetrics } from './registry';
import { serveMetrics } from './metricsServer';
import { metricSample } from '../../tests/api/metricSample';

const TOKEN = 'scrape-token-for-tests-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withMetrics: true, env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

const scrape = async (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });

describe('metrics', () => {
  it('answers a scrape only with the token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer wrong-token')).statusCode).toBe(401);
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('counts calls by route template and status, with their time', async () => {
    const before = await scrape(`Bearer ${TOKEN}`);
    const key = { method: 'GET', route: '/user/mobile-users/:userID/devices', status: '401' };
    const counted = metricSample(before.body, 'tidings_http_requests_total', key) ?? 0;
    for (const id of ['a', 'b', 'c'])
      await t.app.inject({ method: 'GET', url: `/user/mobile-users/${id}/devices` });
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(metricSample(after, 'tidings_http_requests_total', key)).toBe(counted + 3);
    // The route's template, never the raw URL: ids do not each make a series.
    expect(after).not.toContain('/user/mobile-users/a/devices');
    expect(
      metricSample(after, 'tidings_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/user/mobile-users/:userID/devices',
      }),
    ).toBeGreaterThanOrEqual(3);
  });

  it('names the process, its pool and the outbox queue per channel', async () => {
    const [row] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from delivery_outbox where state = 'queued' and channel = 'sms'`,
    );
    const queuedSms = Number(row?.n ?? 0);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    for (const name of [
      'tidings_process_cpu_seconds_total',
      'tidings_nodejs_eventloop_lag_seconds',
      'tidings_http_requests_total',
      'tidings_http_request_duration_seconds',
      'tidings_db_pool_connections',
      'tidings_outbox_queued',
      'tidings_outbox_retrying',
      'tidings_outbox_oldest_due_seconds',
      'tidings_webhooks_queued',
      'tidings_webhooks_retrying',
      'tidings_webhooks_oldest_due_seconds',
    ])
      expect(text).toContain(`# TYPE ${name} `);
    // A channel with nothing queued has no series: it reads as 0.
    expect(metricSample(text, 'tidings_outbox_queued', { channel: 'sms' }) ?? 0).toBe(queuedSms);
    expect(text).toContain('role="api"');
  });
});

describe('metrics on a port of their own', () => {
  it('serves /metrics there, with the token when one is set, and nothing else', async () => {
    const port = await freePort();
    const server = await serveMetrics({
      metrics: createMetrics({ db: t.db, role: 'worker' }),
      port,
      host: '127.0.0.1',
      token: TOKEN,
    });
    try {
      const url = `http://127.0.0.1:${port}`;
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      const answer = await fetch(`${url}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('role="worker"');
      expect((await fetch(`${url}/anything`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('is not on the API without a token', async () => {
    const plain = await createTestApp({ withMetrics: true });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
