import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { selectRows } from '../../db/rows';
import { createSecretBox } from '../../lib/secretBox';
import { openTestDatabase } from '../../../tests/api/harness';
import { pruneDeliveries } from './outboxRepository';
import { createWebhookSender } from './sender';
import { startReceiver } from './testKit';

const secretBox = createSecretBox(new TextEncoder().encode('k'.repeat(40)));
const SECRET = 'whsec_test-secret';
let database: DatabaseHandle;
let companyId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  const [row] = await selectRows<{ id: string }>(
    database.db,
    sql`select id from companies where company_id = 'acme'`,
  );
  companyId = row?.id ?? '';
});
afterAll(() => database.close());

/** An endpoint at `url` with one queued event; returns the delivery's id. */
async function queued(url: string): Promise<{ endpointId: string; deliveryId: string }> {
  const [endpoint] = await selectRows<{ id: string }>(
    database.db,
    sql`insert into webhook_endpoints (company_id, url, events, secret_sealed)
      values (${companyId}, ${url}, '{message.opened}', ${secretBox.seal(SECRET)}) returning id`,
  );
  const [delivery] = await selectRows<{ id: string }>(
    database.db,
    // Due a second ago: the database's now() has microseconds, and a sender's clock read in the
    // same millisecond would otherwise find the row not yet due.
    sql`insert into webhook_deliveries (endpoint_id, event_id, event_type, payload, next_attempt_at)
      values (${endpoint?.id}, gen_random_uuid(), 'message.opened', '{"receiptId":"r1"}',
        now() - interval '1 second')
      returning id`,
  );
  return { endpointId: endpoint?.id ?? '', deliveryId: delivery?.id ?? '' };
}

async function deliveryRow(id: string) {
  const [row] = await selectRows<{
    status: string;
    attempts: number;
    last_response_code: number | null;
    last_response_excerpt: string | null;
    last_error: string | null;
    next_attempt_at: Date | string;
  }>(database.db, sql`select * from webhook_deliveries where id = ${id}`);
  if (!row) throw new Error('no such delivery');
  return row;
}

/** The README's verification recipe, run as written (saved as a CommonJS file and required). */
function documentedVerify(): (secret: string, headers: object, body: string) => boolean {
  const readme = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8');
  const block = /### Verifying a webhook[\s\S]*?```js\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('README has no verification recipe');
  const file = join(mkdtempSync(join(tmpdir(), 'webhook-recipe-')), 'verify.cjs');
  writeFileSync(file, `${block}\nmodule.exports = verifyWebhook;\n`);
  return createRequire(import.meta.url)(file) as (
    secret: string,
    headers: object,
    body: string,
  ) => boolean;
}

describe('the webhook sender', () => {
  it('posts a body the documented recipe verifies, and records the answer', async () => {
    const receiver = await startReceiver();
    try {
      const { deliveryId } = await queued(receiver.url);
      const sender = createWebhookSender({ db: database.db, secretBox, allowPrivate: true });
      expect(await sender.runOnce()).toBe(true);
      const [got] = receiver.received;
      if (!got) throw new Error('nothing received');
      const verify = documentedVerify();
      expect(verify(SECRET, got.headers, got.body)).toBe(true);
      expect(verify(SECRET, got.headers, got.body.replace('r1', 'r2'))).toBe(false);
      expect(verify('whsec_other', got.headers, got.body)).toBe(false);
      const body = JSON.parse(got.body) as Record<string, unknown>;
      expect(body).toMatchObject({ type: 'message.opened', companyID: 'acme' });
      expect(body.id).toBe(got.headers['webhook-id']);
      const row = await deliveryRow(deliveryId);
      expect(row).toMatchObject({ status: 'delivered', attempts: 1, last_response_code: 200 });
      expect(row.last_response_excerpt).toBe('ok');
    } finally {
      await receiver.close();
    }
  });

  it('retries a 5xx and a timeout later, with back-off, and delivers on the next try', async () => {
    const receiver = await startReceiver((index) =>
      index === 0 ? 503 : index === 1 ? 'hang' : 200,
    );
    try {
      const { deliveryId } = await queued(receiver.url);
      let now = new Date();
      const sender = createWebhookSender({
        db: database.db,
        secretBox,
        allowPrivate: true,
        timeoutMs: 300,
        clock: () => now,
      });
      await sender.runOnce();
      const first = await deliveryRow(deliveryId);
      expect(first).toMatchObject({ status: 'queued', attempts: 1, last_response_code: 503 });
      expect(new Date(first.next_attempt_at).getTime() - now.getTime()).toBe(30_000);
      expect(await sender.runOnce()).toBe(false);
      now = new Date(now.getTime() + 31_000);
      await sender.runOnce();
      const second = await deliveryRow(deliveryId);
      expect(second).toMatchObject({ status: 'queued', attempts: 2 });
      expect(second.last_error).toMatch(/No answer within/);
      expect(new Date(second.next_attempt_at).getTime() - now.getTime()).toBe(60_000);
      now = new Date(now.getTime() + 61_000);
      await sender.runOnce();
      expect(await deliveryRow(deliveryId)).toMatchObject({ status: 'delivered', attempts: 3 });
    } finally {
      await receiver.close();
    }
  });

  it('gives up after a day of tries', async () => {
    const receiver = await startReceiver(() => 500);
    try {
      const { deliveryId } = await queued(receiver.url);
      const later = new Date(Date.now() + 24 * 3600_000 - 10_000);
      await database.db.execute(
        sql`update webhook_deliveries set next_attempt_at = now() where id = ${deliveryId}`,
      );
      const sender = createWebhookSender({
        db: database.db,
        secretBox,
        allowPrivate: true,
        clock: () => later,
      });
      await sender.runOnce();
      const row = await deliveryRow(deliveryId);
      expect(row.status).toBe('failed');
      expect(row.last_error).toMatch(/Gave up after a day/);
    } finally {
      await receiver.close();
    }
  });

  it('sends nothing to a private address unless allowed, even by a public-looking name', async () => {
    const receiver = await startReceiver();
    try {
      const named = await queued(`https://hooks.example.com:${receiver.port}/hooks`);
      const literal = await queued(receiver.url);
      const sender = createWebhookSender({
        db: database.db,
        secretBox,
        allowPrivate: false,
        resolver: () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]),
      });
      await sender.runOnce();
      expect(receiver.count()).toBe(0);
      const byName = await deliveryRow(named.deliveryId);
      expect(byName.status).toBe('failed');
      expect(byName.last_error).toMatch(/resolves to 127\.0\.0\.1/);
      expect((await deliveryRow(literal.deliveryId)).status).toBe('failed');
    } finally {
      await receiver.close();
    }
  });

  it('leaves a paused endpoint’s deliveries waiting', async () => {
    const receiver = await startReceiver();
    try {
      const { endpointId, deliveryId } = await queued(receiver.url);
      await database.db.execute(sql`update webhook_deliveries set status = 'delivered'
        where status = 'queued' and id <> ${deliveryId}`);
      await database.db.execute(
        sql`update webhook_endpoints set paused = true where id = ${endpointId}`,
      );
      const sender = createWebhookSender({ db: database.db, secretBox, allowPrivate: true });
      expect(await sender.runOnce()).toBe(false);
      expect(receiver.count()).toBe(0);
      await database.db.execute(
        sql`update webhook_endpoints set paused = false where id = ${endpointId}`,
      );
      expect(await sender.runOnce()).toBe(true);
      expect((await deliveryRow(deliveryId)).status).toBe('delivered');
    } finally {
      await receiver.close();
    }
  });

  it('keeps a month of finished deliveries and every queued one', async () => {
    const old = await queued('https://93.184.216.34/hooks');
    const waiting = await queued('https://93.184.216.34/hooks');
    await database.db.execute(sql`update webhook_deliveries set status = 'delivered',
      updated_at = now() - interval '31 days' where id = ${old.deliveryId}`);
    await database.db.execute(sql`update webhook_deliveries
      set updated_at = now() - interval '40 days' where id = ${waiting.deliveryId}`);
    expect(await pruneDeliveries(database.db, new Date())).toBe(1);
    expect((await deliveryRow(waiting.deliveryId)).status).toBe('queued');
  });

  it('holds back an endpoint that keeps failing, so it does not slow the others', async () => {
    const failing = await startReceiver(() => 503);
    const healthy = await startReceiver();
    try {
      await database.db.execute(sql`update webhook_deliveries set status = 'delivered'
        where status = 'queued'`);
      // A second ahead of the database's clock, so what is queued now is due.
      let now = new Date(Date.now() + 1000);
      const sender = createWebhookSender({
        db: database.db,
        secretBox,
        allowPrivate: true,
        clock: () => now,
      });
      const first = await queued(failing.url);
      await sender.runOnce();
      // A new event for it is not taken while it cools down; another endpoint's is.
      const [waiting] = await selectRows<{ id: string }>(
        database.db,
        sql`insert into webhook_deliveries (endpoint_id, event_id, event_type, payload)
          values (${first.endpointId}, gen_random_uuid(), 'message.opened', '{}') returning id`,
      );
      const other = await queued(healthy.url);
      await sender.runOnce();
      expect(failing.count()).toBe(1);
      expect((await deliveryRow(other.deliveryId)).status).toBe('delivered');
      expect((await deliveryRow(waiting?.id ?? '')).attempts).toBe(0);
      now = new Date(now.getTime() + 31_000);
      await sender.runOnce();
      expect(failing.count()).toBe(3);
    } finally {
      await failing.close();
      await healthy.close();
    }
  });
});
