import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  WEBHOOK_LOG_PAGE_SIZE,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointBody,
  type WebhookLog,
  type WebhookLogQuery,
} from '../../../contract/webhooks';
import type { Database } from '../../db/client';
import { webhookDeliveries as d, webhookEndpoints as e } from '../../db/schema/webhooks';
import { lastChars, type SecretBox } from '../../lib/secretBox';

type EndpointRow = typeof e.$inferSelect;

/** The log's count stops here ("10,000+"): pages past it are still reachable by number. */
const COUNT_BOUND = 10_000;

/** A new endpoint secret: `whsec_` and 32 random bytes in base64url. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

const queuedCount = sql<number>`(select count(*)::int from webhook_deliveries q
  where q.endpoint_id = ${e.id} and q.status = 'queued')`;
const failedLastDay = sql<number>`(select count(*)::int from webhook_deliveries q
  where q.endpoint_id = ${e.id} and q.status = 'failed'
    and q.updated_at > now() - interval '1 day')`;

function deliveryOf(row: typeof d.$inferSelect): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
    lastResponseCode: row.lastResponseCode,
    lastResponseExcerpt: row.lastResponseExcerpt,
    lastError: row.lastError,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    payload: row.payload,
  };
}

/** An organisation's webhook endpoints and their delivery log; every call is held to `companyId`. */
export function createWebhooksRepository(db: Database, secretBox: SecretBox) {
  function endpointOf(row: EndpointRow & { queued: number; failed: number }): WebhookEndpoint {
    return {
      id: row.id,
      url: row.url,
      description: row.description,
      events: row.events,
      paused: row.paused,
      secretLast: lastChars(secretBox.open(row.secretSealed) ?? ''),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      queued: Number(row.queued),
      failedLastDay: Number(row.failed),
    };
  }

  const selectEndpoints = () =>
    db
      .select({
        id: e.id,
        companyId: e.companyId,
        url: e.url,
        description: e.description,
        events: e.events,
        secretSealed: e.secretSealed,
        paused: e.paused,
        createdAt: e.createdAt,
        updatedAt: e.updatedAt,
        queued: queuedCount,
        failed: failedLastDay,
      })
      .from(e);

  async function find(companyId: string, id: string): Promise<WebhookEndpoint | null> {
    const [row] = await selectEndpoints().where(and(eq(e.companyId, companyId), eq(e.id, id)));
    return row ? endpointOf(row) : null;
  }

  return {
    find,

    async list(companyId: string): Promise<WebhookEndpoint[]> {
      const rows = await selectEndpoints()
        .where(eq(e.companyId, companyId))
        .orderBy(e.createdAt, e.id);
      return rows.map(endpointOf);
    },

    async create(companyId: string, body: WebhookEndpointBody, secret: string): Promise<string> {
      const [row] = await db
        .insert(e)
        .values({
          companyId,
          url: body.url,
          description: body.description?.trim() ?? '',
          events: [...new Set(body.events)],
          secretSealed: secretBox.seal(secret),
        })
        .returning({ id: e.id });
      if (!row) throw new Error('the endpoint was not written');
      return row.id;
    },

    /** Changes one of the company's endpoints; false when it has no such endpoint. */
    async update(
      companyId: string,
      id: string,
      change: Partial<Pick<EndpointRow, 'url' | 'description' | 'events' | 'paused'>> & {
        secret?: string;
      },
    ): Promise<boolean> {
      const { secret, ...rest } = change;
      const rows = await db
        .update(e)
        .set({
          ...rest,
          ...(secret === undefined ? {} : { secretSealed: secretBox.seal(secret) }),
          updatedAt: new Date(),
        })
        .where(and(eq(e.companyId, companyId), eq(e.id, id)))
        .returning({ id: e.id });
      return rows.length > 0;
    },

    async remove(companyId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(e)
        .where(and(eq(e.companyId, companyId), eq(e.id, id)))
        .returning({ id: e.id });
      return rows.length > 0;
    },

    /** The endpoint's deliveries, newest first, paged; null when it is not the company's. */
    async log(companyId: string, id: string, query: WebhookLogQuery): Promise<WebhookLog | null> {
      if (!(await find(companyId, id))) return null;
      const page = query.page ?? 1;
      const where = and(
        eq(d.endpointId, id),
        query.status ? eq(d.status, query.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(d)
          .where(where)
          .orderBy(desc(d.createdAt), desc(d.id))
          .limit(WEBHOOK_LOG_PAGE_SIZE)
          .offset((page - 1) * WEBHOOK_LOG_PAGE_SIZE),
        // Counted up to a bound: a busy endpoint's log holds millions.
        db.select({ n: count() }).from(
          db
            .select({ id: d.id })
            .from(d)
            .where(where)
            .limit(COUNT_BOUND + 1)
            .as('b'),
        ),
      ]);
      const n = total?.n ?? 0;
      return {
        deliveries: rows.map(deliveryOf),
        page,
        pageSize: WEBHOOK_LOG_PAGE_SIZE,
        total: Math.min(n, COUNT_BOUND),
        totalCapped: n > COUNT_BOUND,
      };
    },

    /** Queues one delivery again at once, tried for a day from now; null when not found. */
    async resend(
      companyId: string,
      id: string,
      deliveryId: string,
    ): Promise<WebhookDelivery | null> {
      const [row] = await db
        .update(d)
        .set({
          status: 'queued',
          attempts: 0,
          nextAttemptAt: new Date(),
          queuedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(d.id, deliveryId),
            eq(d.endpointId, id),
            sql`exists (select 1 from webhook_endpoints w where w.id = ${d.endpointId}
              and w.company_id = ${companyId})`,
          ),
        )
        .returning();
      return row ? deliveryOf(row) : null;
    },

    /** Queues a `webhook.test` event to the endpoint, whatever it subscribes to. */
    async queueTest(companyId: string, id: string): Promise<WebhookDelivery | null> {
      if (!(await find(companyId, id))) return null;
      const [row] = await db
        .insert(d)
        .values({
          endpointId: id,
          eventId: randomUUID(),
          eventType: 'webhook.test',
          payload: { message: 'A test event from Tidings. No action is needed.' },
        })
        .returning();
      return row ? deliveryOf(row) : null;
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
