import { sql } from 'drizzle-orm';
import { jsonColumn } from '../../db/rows';
import type { Delivery, FailureReason } from '../../providers/delivery';
import { addMs } from './clock';
import { addProgressSql } from './deliveryProgressRepository';
import { rowsOf, type Executor } from './sqlRowsRepository';
import { abTestImageSql } from './abTestDeliveryRepository';
import { ts } from './writeDeliveriesRepository';
import { webhookOutcomesSql } from '../webhooks/public';

/** An outbox row the dispatcher took, with the tries it has had (this one included). */
export type TakenRow = Delivery & { attempts: number };

/**
 * Takes up to `limit` due queued rows of a channel in one statement, pushing their next attempt
 * past `inFlightMs`: a dispatcher that dies with them leaves them to be taken again then, never
 * lost. Rows another dispatcher is taking at the same moment are skipped, not waited for.
 */
interface TakeOptions {
  channel: string;
  limit: number;
  now: Date;
  inFlightMs: number;
}

function takeSql(options: TakeOptions) {
  const { channel, limit, now, inFlightMs } = options;
  return sql`update delivery_outbox o set attempts = o.attempts + 1,
      next_attempt_at = ${ts(addMs(now, inFlightMs))}
    where o.receipt_id in (
      select receipt_id from delivery_outbox
      where state = 'queued' and channel = ${channel} and next_attempt_at <= ${ts(now)}
      order by next_attempt_at
      limit ${limit}
      for update skip locked)
    returning o.receipt_id, o.occurrence_id, o.address, o.title, o.body, o.attempts`;
}

const takenRow = (row: Record<string, unknown>): TakenRow => ({
  receiptId: String(row.receipt_id),
  address: String(row.address),
  title: String(row.title),
  body: String(row.body),
  attempts: Number(row.attempts),
});

export async function takeRows(db: Executor, options: TakeOptions): Promise<TakenRow[]> {
  const rows = await rowsOf(
    db,
    sql`with taken as (${takeSql(options)})
      select receipt_id::text as receipt_id, address, title, body, attempts from taken`,
  );
  return rows.map(takenRow);
}

/** A push row's recipient's live device, read with the row. */
export interface RowDevice {
  id: string;
  pushToken: string;
  platform: string;
}

const UUID_TEXT = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** A push row's rich push, read from its occurrence's message: an image and buttons, or none. */
function withRichPush(row: TakenRow, source: Record<string, unknown>): TakenRow {
  const image = typeof source.push_image === 'string' ? source.push_image : '';
  const raw = jsonColumn(source.push_buttons);
  const buttons = Array.isArray(raw)
    ? raw.flatMap((button: unknown) => {
        if (!button || typeof button !== 'object') return [];
        const { label, url } = button as Record<string, unknown>;
        return typeof label === 'string' && typeof url === 'string' ? [{ label, url }] : [];
      })
    : [];
  return {
    ...row,
    ...(image ? { image } : {}),
    ...(buttons.length > 0 ? { buttons } : {}),
  };
}

/**
 * Takes push rows as `takeRows` does, each with its recipient's live devices (a push row's
 * address is its app user) and its message's rich push (image and buttons) in the same
 * statement: one round trip, and no list of a thousand user ids sent back to the database.
 */
export async function takePushRows(
  db: Executor,
  options: Omit<TakeOptions, 'channel'>,
): Promise<{ row: TakenRow; devices: RowDevice[] }[]> {
  const rows = await rowsOf(
    db,
    sql`with taken as (${takeSql({ ...options, channel: 'push' })})
      select t.receipt_id::text as receipt_id, t.address, t.title, t.body, t.attempts,
        d.id::text as device_id, d.push_token, d.platform,
        coalesce(${abTestImageSql(sql`m.id`, sql`case when t.address ~* ${UUID_TEXT} then t.address::uuid end`)},
          m.push_image) as push_image, m.push_buttons
      from taken t left join mobile_user_devices d
        on d.mobile_user_id = case when t.address ~* ${UUID_TEXT} then t.address::uuid end
      left join message_occurrences mo on mo.id = t.occurrence_id
      left join messages m on m.id = mo.message_id
      order by t.receipt_id, d.created_at, d.id`,
  );
  const taken: { row: TakenRow; devices: RowDevice[] }[] = [];
  let last: { row: TakenRow; devices: RowDevice[] } | undefined;
  for (const row of rows) {
    const receiptId = String(row.receipt_id);
    if (last?.row.receiptId !== receiptId) {
      last = { row: withRichPush(takenRow(row), row), devices: [] };
      taken.push(last);
    }
    if (typeof row.device_id === 'string')
      last.devices.push({
        id: row.device_id,
        pushToken: String(row.push_token),
        platform: String(row.platform),
      });
  }
  return taken;
}

/** What to write back for one taken row. */
export interface RowOutcome {
  id: string;
  /** sent, queued (to be tried again at `retry_at`) or failed. */
  state: 'sent' | 'queued' | 'failed';
  error: string | null;
  reason: FailureReason | null;
  retry_at: string | null;
  /** The provider was never asked: the try is given back. */
  uncounted: boolean;
}

/**
 * Writes outcomes back in one statement, and counts the rows that left the queue (sent, or given
 * up, by reason) in the occurrence's delivery_progress. Only rows still queued are written: a row
 * whose in-flight time ran out and that another dispatcher has since finished keeps its outcome,
 * and is not counted twice. Rows sent or given up queue their webhook events in the same
 * statement (webhooks/public.ts).
 */
export async function recordOutcomes(
  db: Executor,
  outcomes: readonly RowOutcome[],
  now: Date,
): Promise<void> {
  if (outcomes.length === 0) return;
  await db.execute(sql`with r as (
      select * from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
        as r(id uuid, state text, error text, reason text, retry_at timestamptz, uncounted boolean)
    ),
    updated as (
      update delivery_outbox o set state = r.state, last_error = r.error,
        sent_at = case when r.state = 'sent' then ${ts(now)} else o.sent_at end,
        next_attempt_at = coalesce(r.retry_at, o.next_attempt_at),
        attempts = case when r.uncounted then greatest(0, o.attempts - 1) else o.attempts end
      from r where o.receipt_id = r.id and o.state = 'queued'
      returning o.receipt_id, o.occurrence_id, o.channel, r.state, r.reason
    ),
    hooked as (${webhookOutcomesSql(
      sql`select receipt_id, occurrence_id, channel, state, reason from updated
        where state <> 'queued'`,
    )}),
    counted as (${addProgressSql(
      sql`select occurrence_id, channel,
          case when state = 'sent' then 'sent' else 'failed:' || coalesce(reason, 'rejected') end
            as outcome,
          count(*) as n
        from updated where state <> 'queued'
        group by occurrence_id, channel, state, reason`,
      now,
    )})
    select 1`);
}
