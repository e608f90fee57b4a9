import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jsonColumn, selectRows } from '../../db/rows';

/** A queued delivery the sender took, with what it needs to post it. */
export interface TakenDelivery {
  id: string;
  endpointId: string;
  url: string;
  secretSealed: string;
  eventId: string;
  eventType: string;
  payload: Record<string, unknown>;
  occurredAt: Date;
  companySlug: string;
  attempts: number;
  /** When it was queued or resent: tried for a day from then. */
  queuedAt: Date;
}

const iso = (date: Date) => date.toISOString();

/**
 * Takes up to `limit` due deliveries of endpoints not paused, pushing their next attempt past
 * `inFlightMs` and counting the try: a sender that dies with them leaves them to be taken again
 * then. Rows another sender is taking are skipped, not waited for.
 */
export async function takeDueDeliveries(
  db: Database,
  options: { now: Date; limit: number; inFlightMs: number; heldEndpoints?: readonly string[] },
): Promise<TakenDelivery[]> {
  const { now, limit, inFlightMs } = options;
  const held = options.heldEndpoints ?? [];
  // Endpoints this sender holds back after failures (endpointCooling.ts).
  const notHeld =
    held.length === 0
      ? sql``
      : sql`and q.endpoint_id not in (${sql.join(
          held.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  const rows = await selectRows(
    db,
    sql`with taken as (
        update webhook_deliveries d set attempts = d.attempts + 1,
          next_attempt_at = ${iso(new Date(now.getTime() + inFlightMs))}::timestamptz,
          updated_at = ${iso(now)}::timestamptz
        where d.id in (
          select q.id from webhook_deliveries q
          join webhook_endpoints e on e.id = q.endpoint_id and not e.paused
          where q.status = 'queued' and q.next_attempt_at <= ${iso(now)}::timestamptz ${notHeld}
          order by q.next_attempt_at
          limit ${limit}
          for update of q skip locked)
        returning d.*)
      select t.id::text as id, t.endpoint_id::text as endpoint_id, e.url, e.secret_sealed,
        t.event_id::text as event_id, t.event_type, t.payload, t.occurred_at, t.attempts,
        t.queued_at, c.company_id as company_slug
      from taken t join webhook_endpoints e on e.id = t.endpoint_id
      join companies c on c.id = e.company_id`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    endpointId: String(row.endpoint_id),
    url: String(row.url),
    secretSealed: String(row.secret_sealed),
    eventId: String(row.event_id),
    eventType: String(row.event_type),
    payload: jsonColumn(row.payload) as Record<string, unknown>,
    occurredAt: new Date(row.occurred_at as string | Date),
    companySlug: String(row.company_slug),
    attempts: Number(row.attempts),
    queuedAt: new Date(row.queued_at as string | Date),
  }));
}

/** What to write back for one taken delivery. */
export interface DeliveryResult {
  id: string;
  status: 'queued' | 'delivered' | 'failed';
  code: number | null;
  excerpt: string | null;
  error: string | null;
  /** The next try, when still queued. */
  retryAt: string | null;
}

/** How long delivered and failed deliveries stay in the log. */
export const LOG_KEPT_DAYS = 30;

/**
 * Deletes up to `limit` deliveries delivered or failed more than LOG_KEPT_DAYS ago; returns how
 * many, so the caller goes on while there are more.
 */
export async function pruneDeliveries(db: Database, now: Date, limit = 10_000): Promise<number> {
  const cutoff = new Date(now.getTime() - LOG_KEPT_DAYS * 24 * 60 * 60_000);
  const rows = await selectRows(
    db,
    sql`delete from webhook_deliveries where id in (
        select id from webhook_deliveries
        where status <> 'queued' and updated_at < ${iso(cutoff)}::timestamptz limit ${limit})
      returning 1`,
  );
  return rows.length;
}

/** Writes the sender's results back in one statement. */
export async function recordDeliveryResults(
  db: Database,
  results: readonly DeliveryResult[],
  now: Date,
): Promise<void> {
  if (results.length === 0) return;
  await db.execute(sql`with r as (
      select * from jsonb_to_recordset(${JSON.stringify(results)}::jsonb)
        as r(id uuid, status text, code integer, excerpt text, error text, "retryAt" timestamptz))
    update webhook_deliveries d set status = r.status, last_response_code = r.code,
      last_response_excerpt = r.excerpt, last_error = r.error,
      next_attempt_at = coalesce(r."retryAt", d.next_attempt_at),
      delivered_at = case when r.status = 'delivered' then ${iso(now)}::timestamptz else d.delivered_at end,
      updated_at = ${iso(now)}::timestamptz
    from r where d.id = r.id and d.status = 'queued'`);
}
