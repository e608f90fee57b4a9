import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  WebhookLog,
} from '../../../contract/webhooks';
import { selectRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { createMetrics } from '../../metrics/registry';
import { metricSample } from '../../../tests/api/metricSample';
import { callerFor } from '../unionLinks/testKit';
import { webhookOutcomesSql } from './outcomeEventsRepository';

let t: TestApp;
let call: ReturnType<typeof callerFor>;
beforeAll(async () => {
  t = await createTestApp();
  call = callerFor(t);
});
afterAll(() => t.close());

const ACME = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';
const CHANNEL = 'channel@acme.test';
const SUPER = 'super@tidings.test';
const PUBLIC_URL = 'https://93.184.216.34/hooks';

type Json = { json: <T>() => T };
const dataOf = <T>(response: Json) => response.json<{ data: T }>().data;

async function create(email = ACME, events = ['message.opened']) {
  const response = await call(email, 'POST', '/webhooks', {
    payload: { url: PUBLIC_URL, description: 'CRM', events },
  });
  expect(response.statusCode, response.body).toBe(201);
  return dataOf<WebhookEndpointWithSecret>(response);
}

/** A receipt of acme's that nobody has opened yet. */
async function unopenedReceipt(): Promise<string> {
  const [row] = await selectRows<{ id: string }>(
    t.db,
    sql`select r.id from message_receipts r join message_occurrences o on o.id = r.occurrence_id
      join messages m on m.id = o.message_id join companies c on c.id = m.company_id
      where c.company_id = 'acme' and r.read_at is null order by r.id limit 1`,
  );
  if (!row) throw new Error('no unopened receipt in the demo data');
  return row.id;
}

const queuedFor = async (endpointId: string, type: string) =>
  selectRows<{ event_id: string }>(
    t.db,
    sql`select event_id from webhook_deliveries where endpoint_id = ${endpointId}
      and event_type = ${type}`,
  );

describe('webhook endpoints', () => {
  it('shows the secret on create only, then its last characters; rolls it', async () => {
    const made = await create();
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(made.secretLast).toBe(`••••${made.secret.slice(-4)}`);
    const list = dataOf<WebhookEndpoint[]>(await call(ACME, 'GET', '/webhooks'));
    const listed = list.find((item) => item.id === made.id);
    expect(listed).toMatchObject({ url: PUBLIC_URL, events: ['message.opened'], paused: false });
    expect(JSON.stringify(list)).not.toContain(made.secret);
    const [stored] = await selectRows<{ secret_sealed: string }>(
      t.db,
      sql`select secret_sealed from webhook_endpoints where id = ${made.id}`,
    );
    expect(stored?.secret_sealed).not.toContain(made.secret);
    const rolled = dataOf<WebhookEndpointWithSecret>(
      await call(ACME, 'POST', `/webhooks/${made.id}/secret`),
    );
    expect(rolled.secret).not.toBe(made.secret);
    // Both writes are in the audit log, naming the endpoint.
    const audited = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log
        where target_type = 'webhook' and target_id = ${made.id}`,
    );
    expect(audited[0]?.n).toBe(2);
  });

  it('refuses http, private and metadata addresses', async () => {
    for (const url of [
      'http://93.184.216.34/hooks',
      'https://127.0.0.1/hooks',
      'https://169.254.169.254/latest',
      'https://[::ffff:10.0.0.1]/hooks',
      'https://localhost/hooks',
    ]) {
      const response = await call(ACME, 'POST', '/webhooks', {
        payload: { url, events: ['message.opened'] },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('validation_error');
    }
  });

  it('refuses a 21st endpoint', async () => {
    await t.db.execute(sql`insert into webhook_endpoints (company_id, url, events, secret_sealed)
      select c.id, 'https://93.184.216.34/' || n, '{message.opened}', 'v1.x'
      from companies c, generate_series(1, 20) n where c.company_id = 'globex'`);
    const response = await call(GLOBEX, 'POST', '/webhooks', {
      payload: { url: PUBLIC_URL, events: ['message.opened'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/at most 20/);
    await t.db.execute(sql`delete from webhook_endpoints where secret_sealed = 'v1.x'`);
  });

  it("keeps each organisation's endpoints to itself", async () => {
    const made = await create();
    expect((await call(GLOBEX, 'GET', `/webhooks/${made.id}/deliveries`)).statusCode).toBe(404);
    expect((await call(GLOBEX, 'DELETE', `/webhooks/${made.id}`)).statusCode).toBe(404);
    expect((await call(GLOBEX, 'POST', `/webhooks/${made.id}/test`)).statusCode).toBe(404);
    const globex = dataOf<WebhookEndpoint[]>(await call(GLOBEX, 'GET', '/webhooks'));
    expect(globex.map((item) => item.id)).not.toContain(made.id);
    expect((await call(CHANNEL, 'GET', '/webhooks')).statusCode).toBe(403);
    // A platform admin works on the organisation chosen.
    const chosen = await call(SUPER, 'GET', '/webhooks', { company: 'acme' });
    expect(dataOf<WebhookEndpoint[]>(chosen).map((item) => item.id)).toContain(made.id);
  });
});

describe('queueing events', () => {
  it('queues an open once per endpoint, however often its write is repeated', async () => {
    const made = await create();
    const other = await create(ACME, ['member.opted_out']);
    const receipt = await unopenedReceipt();
    for (let i = 0; i < 2; i++) {
      await t.db.execute(sql`update message_receipts set read_at = now() where id = ${receipt}`);
      await t.db.execute(sql`update message_receipts set read_at = null where id = ${receipt}`);
    }
    await t.db.execute(sql`update message_receipts set read_at = now() where id = ${receipt}`);
    expect(await queuedFor(made.id, 'message.opened')).toHaveLength(1);
    expect(await queuedFor(other.id, 'message.opened')).toHaveLength(0);
    const [row] = await selectRows<{ payload: { receiptId: string } }>(
      t.db,
      sql`select payload from webhook_deliveries where endpoint_id = ${made.id}`,
    );
    expect(row?.payload.receiptId).toBe(receipt);
  });

  it("queues the dispatcher's outcomes, handed to provider and failed, once each", async () => {
    const made = await create(ACME, ['message.handed_to_provider', 'message.failed']);
    const rows = await selectRows<{ id: string; occurrence_id: string }>(
      t.db,
      sql`select r.id, r.occurrence_id from message_receipts r
        join message_occurrences o on o.id = r.occurrence_id
        join messages m on m.id = o.message_id join companies c on c.id = m.company_id
        where c.company_id = 'acme' order by r.id limit 2`,
    );
    const [sent, failed] = rows;
    if (!sent || !failed) throw new Error('the demo data has too few receipts');
    const facts = sql`select * from (values
        (${sent.id}::uuid, ${sent.occurrence_id}::uuid, 'push', 'sent', null::text),
        (${failed.id}::uuid, ${failed.occurrence_id}::uuid, 'sms', 'failed', 'rejected'))
      f(receipt_id, occurrence_id, channel, state, reason)`;
    await t.db.execute(webhookOutcomesSql(facts));
    await t.db.execute(webhookOutcomesSql(facts));
    expect(await queuedFor(made.id, 'message.handed_to_provider')).toHaveLength(1);
    expect(await queuedFor(made.id, 'message.failed')).toHaveLength(1);
  });

  it("queues a message's sending done, a member's registration and opt-out, once each", async () => {
    const made = await create(ACME, ['message.sent', 'member.registered', 'member.opted_out']);
    const [occurrence] = await selectRows<{ id: string; state: string }>(
      t.db,
      sql`select o.id, o.state from message_occurrences o join messages m on m.id = o.message_id
        join companies c on c.id = m.company_id where c.company_id = 'acme' limit 1`,
    );
    if (!occurrence) throw new Error('the demo data has no occurrence');
    for (const state of ['sending', 'done', 'sending', 'done'])
      await t.db.execute(
        sql`update message_occurrences set state = ${state} where id = ${occurrence.id}`,
      );
    const [member] = await selectRows<{ id: string }>(
      t.db,
      sql`insert into mobile_users (company_id, first_name, registered)
        select id, 'Webhook', true from companies where company_id = 'acme' returning id`,
    );
    await t.db.execute(sql`insert into member_consent_events
        (company_id, mobile_user_id, delivery, opted_out, source)
      select company_id, id, 'push', true, 'app' from mobile_users where id = ${member?.id}`);
    expect(await queuedFor(made.id, 'message.sent')).toHaveLength(1);
    expect(await queuedFor(made.id, 'member.registered')).toHaveLength(1);
    expect(await queuedFor(made.id, 'member.opted_out')).toHaveLength(1);
  });

  it('queues nothing for a paused endpoint; resumed, it queues again', async () => {
    const made = await create();
    const paused = await call(ACME, 'PUT', `/webhooks/${made.id}/paused`, {
      payload: { paused: true },
    });
    expect(dataOf<WebhookEndpoint>(paused).paused).toBe(true);
    const first = await unopenedReceipt();
    await t.db.execute(sql`update message_receipts set read_at = now() where id = ${first}`);
    expect(await queuedFor(made.id, 'message.opened')).toHaveLength(0);
    await call(ACME, 'PUT', `/webhooks/${made.id}/paused`, { payload: { paused: false } });
    const second = await unopenedReceipt();
    await t.db.execute(sql`update message_receipts set read_at = now() where id = ${second}`);
    expect(await queuedFor(made.id, 'message.opened')).toHaveLength(1);
  });
});

describe('the delivery log', () => {
  it('lists deliveries newest first, filters by status, and resends one', async () => {
    const made = await create();
    const test = dataOf<WebhookDelivery>(await call(ACME, 'POST', `/webhooks/${made.id}/test`));
    expect(test).toMatchObject({ eventType: 'webhook.test', status: 'queued', attempts: 0 });
    await t.db.execute(sql`update webhook_deliveries set status = 'failed', attempts = 16,
      last_response_code = 500 where id = ${test.id}`);
    const second = dataOf<WebhookDelivery>(await call(ACME, 'POST', `/webhooks/${made.id}/test`));
    const log = dataOf<WebhookLog>(await call(ACME, 'GET', `/webhooks/${made.id}/deliveries`));
    expect(log.deliveries.map((d) => d.id)).toEqual([second.id, test.id]);
    const failed = dataOf<WebhookLog>(
      await call(ACME, 'GET', `/webhooks/${made.id}/deliveries?status=failed`),
    );
    expect(failed.deliveries.map((d) => d.id)).toEqual([test.id]);
    expect(failed.deliveries[0]?.lastResponseCode).toBe(500);
    const resent = await call(ACME, 'POST', `/webhooks/${made.id}/deliveries/${test.id}/resend`);
    expect(dataOf<WebhookDelivery>(resent)).toMatchObject({ status: 'queued', attempts: 0 });
    const elsewhere = await call(
      GLOBEX,
      'POST',
      `/webhooks/${made.id}/deliveries/${test.id}/resend`,
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('deletes an endpoint with its log', async () => {
    const made = await create();
    await call(ACME, 'POST', `/webhooks/${made.id}/test`);
    expect((await call(ACME, 'DELETE', `/webhooks/${made.id}`)).statusCode).toBe(200);
    expect((await call(ACME, 'GET', `/webhooks/${made.id}/deliveries`)).statusCode).toBe(404);
    expect(await queuedFor(made.id, 'webhook.test')).toHaveLength(0);
  });
});

describe('the queue in metrics', () => {
  it('counts the deliveries waiting, those waiting for a retry, and the longest wait', async () => {
    const made = await create();
    const first = dataOf<WebhookDelivery>(await call(ACME, 'POST', `/webhooks/${made.id}/test`));
    await call(ACME, 'POST', `/webhooks/${made.id}/test`);
    // The first one failed once and waits a minute past its time for its retry.
    await t.db.execute(sql`update webhook_deliveries set attempts = 1,
      next_attempt_at = now() - interval '60 seconds' where id = ${first.id}`);
    const [expected] = await selectRows<{ queued: number; retrying: number }>(
      t.db,
      sql`select count(*)::int as queued, count(*) filter (where attempts > 0)::int as retrying
        from webhook_deliveries where status = 'queued'`,
    );
    const text = await createMetrics({ db: t.db, role: 'worker' }).registry.metrics();
    expect(metricSample(text, 'tidings_webhooks_queued')).toBe(expected?.queued);
    expect(metricSample(text, 'tidings_webhooks_retrying')).toBe(expected?.retrying);
    expect(expected?.retrying).toBeGreaterThanOrEqual(1);
    expect(metricSample(text, 'tidings_webhooks_oldest_due_seconds')).toBeGreaterThanOrEqual(59);
  });
});
