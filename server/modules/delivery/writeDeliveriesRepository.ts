import { sql, type SQL } from 'drizzle-orm';
import { creditsRemainingSql, sendLedgerSql } from '../pricing/public';
import { addProgressSql } from './deliveryProgressRepository';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import type { DeliveryTarget } from './deliveryTargetRepository';
import { localWallTimeOf } from './localTime';
import { localSendAtSql } from './wallTimeRepository';
import { capPeriodSql, releaseAtPerRecipientSql, releaseAtSql } from './recipientRulesRepository';
import { variantLanguageSql, variantTextSql } from './messageVariantsRepository';
import { abTestSendAtSql, abTestTextSql } from './abTestDeliveryRepository';
import { rowsOf, type Executor } from './sqlRowsRepository';

/** Whether the fan-out leaves a channel's rows as the outbox, or queues them for a dispatcher. */
export interface OutboxStates {
  push: 'stored' | 'queued';
  sms: 'stored' | 'queued';
  email: 'stored' | 'queued';
}

export interface DeliveryStatementInput {
  target: DeliveryTarget;
  occurrenceId: string;
  now: Date;
  consoleUrl: string;
  states: OutboxStates;
  /**
   * The recipients of this batch: a query over mobile_users answering `id`, `reach`, `phone`,
   * `email`, `time_zone` and, when the message has variants, `languageColumn`'s `language`,
   * already ordered and limited. Named `batch` in the statement.
   */
  batch: SQL;
  /**
   * Moves the occurrence past this batch, as an UPDATE ... RETURNING state, cursor. It may read
   * `batch`;
   * when it matches no row (another worker holds the occurrence), the caller rolls back.
   */
  advance: SQL;
  /** Whether a message of kind 'message' or 'campaign' is finished when the occurrence is. */
  finishesMessage: boolean;
  /**
   * Whether recipients who already have a receipt of the occurrence are passed over (`on conflict
   * do nothing`). A walk past its committed cursor meets none, and a plain insert costs a third
   * less (no speculative insertion); there a duplicate fails the statement, and fanOutBatch.ts
   * runs the batch again passing them over. Default: pass over.
   */
  skipServed?: boolean;
}

export interface DeliveryStatementResult {
  /** Recipients the batch selected. */
  batch: number;
  /** Receipts written (a recipient who already had one is not written again). */
  written: number;
  /** Of them, the ones sent on a channel (not 'none', not 'capped'): the message's `sent`. */
  sent: number;
  /** The occurrence's state after the batch, or null when the advance matched no row. */
  state: string | null;
  /** The last user the occurrence has served. */
  cursor: string | null;
}

/**
 * One batch of a fan-out as ONE statement: pick the recipients, decide each one's channel
 * (SMS only while credits last), write receipts (the unique occurrence-user pair drops any
 * recipient already served), write the outbox rows, spend the credits (with their ledger row;
 * fanOutBatch.ts rolls the channel's credit month over first) and move the occurrence on;
 * runDeliveryBatch then counts the message as sent. No recipient row ever leaves the database.
 */
export function deliveryStatement(input: DeliveryStatementInput): SQL {
  const { target, occurrenceId, now, states, consoleUrl } = input;
  const { message, channel } = target;
  // Only a message with variants carries each recipient's language through the stages: the
  // plain statement stays as it was.
  const carried = (alias: string) =>
    target.languages.variants.length > 0 ? sql.raw(`, ${alias}.language`) : sql``;
  const text = outboxTexts(target);
  const link = `${consoleUrl.replace(/\/+$/, '')}/m/`;
  const smsPossible = channel.smsForUnregistered;
  // The channel row is locked only when SMS can be sent, so push-only fan-outs never queue on it.
  const decided = smsPossible
    ? sql`credit as (
        select ${creditsRemainingSql(now)} as remaining from content_providers
        where id = ${channel.channelId} for update
      ),
      ranked as (
        select b.*, row_number() over (partition by b.reach = 'sms' order by b.id) as reach_rank
        from batch b
      ),
      decided as (
        select r.id, r.phone, r.email, r.time_zone${carried('r')},
          case when r.reach = 'sms' and r.reach_rank > coalesce((select remaining from credit), 0)
            then 'none' else r.reach end as channel
        from ranked r
      )`
    : sql`decided as (select b.id, b.phone, b.email, b.time_zone${carried('b')}, b.reach as channel
        from batch b)`;
  const zoned = zonedStage(target, now);
  const ruled = capStage(target, carried('d'));
  // Quiet hours hold push and SMS (not email) until they end on the recipient's clock.
  const companyReleaseAt = !zoned
    ? ts(now)
    : target.rules.quiet && !message.urgent
      ? sql`case when r.channel in ('push', 'sms') then z.quiet_until else z.send_at end`
      : sql`z.send_at`;
  // A member's own quiet hours hold push and SMS too, on their clock, after the company's.
  const memberQuiet = target.rules.memberQuiet && !message.urgent;
  const ruledReleaseAt = memberQuiet
    ? sql`case when r.channel in ('push', 'sms') and mq.mobile_user_id is not null
        then greatest(${companyReleaseAt}, ${releaseAtPerRecipientSql(
          { start: sql`mq.start`, end: sql`mq."end"` },
          zoned ? sql`z.send_at` : now,
          sql`d.time_zone`,
        )})
        else ${companyReleaseAt} end`
    : companyReleaseAt;
  // An A/B test's variant with its own send time waits for it too.
  const variantSendAt =
    target.abTest?.kind === 'sample' ? abTestSendAtSql(target.abTest, sql`r.mobile_user_id`) : null;
  const releaseAt = variantSendAt
    ? sql`greatest(${ruledReleaseAt}, ${variantSendAt})`
    : ruledReleaseAt;
  const zoneJoin = sql`${zoned ? sql` join zoned z on z.time_zone = d.time_zone` : sql``}${
    memberQuiet
      ? sql` left join member_quiet_hours mq on mq.mobile_user_id = r.mobile_user_id`
      : sql``
  }`;
  const spend = smsPossible
    ? sql`, spent as (
        update content_providers set
          off_app_text_credits_used_current_month = off_app_text_credits_used_current_month
            + least(s.n, greatest(0, off_app_text_credits_month - off_app_text_credits_used_current_month)),
          purchased_off_app_text_credits_remaining = purchased_off_app_text_credits_remaining
            - greatest(0, s.n - greatest(0, off_app_text_credits_month - off_app_text_credits_used_current_month))
        from (select count(*)::int as n from receipts where channel = 'sms') s
        where id = ${channel.channelId} and s.n > 0
      ),
      ledgered as (${sendLedgerSql({
        channelId: channel.channelId,
        companyId: channel.companyId,
        messageId: message.id,
        occurrenceId,
        spent: sql`(select count(*)::int as n from receipts where channel = 'sms')`,
        left: sql`coalesce((select remaining from credit), 0)`,
        now,
      })})`
    : sql``;
  return sql`
    with batch as (${input.batch}),
    ${decided},
    ${zoned ? sql`${zoned},` : sql``}
    ${ruled},
    receipts as (
      insert into message_receipts (id, occurrence_id, mobile_user_id, channel, sent_at${text.column})
      select ${receiptId(now)}, ${occurrenceId}::uuid, d.id, d.channel, ${ts(now)}${text.value}
      from ruled d order by d.id
      ${input.skipServed === false ? sql`` : sql`on conflict do nothing`}
      returning id, mobile_user_id, channel${text.column}
    ),
    outbox as (
      insert into delivery_outbox (receipt_id, occurrence_id, channel, address, title, body, state,
        created_at, next_attempt_at)
      select r.id, ${occurrenceId}::uuid, r.channel,
        case r.channel when 'push' then r.mobile_user_id::text when 'sms' then d.phone
          else d.email end,
        ${text.title},
        case r.channel when 'push' then ${text.push}
          else ${text.push} || ' ' || ${link} || r.id::text end,
        case r.channel when 'push' then ${states.push} when 'sms' then ${states.sms}
          else ${states.email} end,
        ${ts(now)}, ${releaseAt}
      from receipts r join ruled d on d.id = r.mobile_user_id${zoneJoin}
      where r.channel not in ('none', 'capped')
      returning channel, state
    ),
    progressed as (${addProgressSql(
      sql`select ${occurrenceId}::uuid as occurrence_id, channel, state as outcome,
          count(*) as n
        from outbox group by channel, state`,
      now,
    )})
    ${spend},
    advanced as (${input.advance})
    select (select count(*) from batch)::int as batch,
      (select count(*) from receipts)::int as written,
      (select count(*) from receipts where channel not in ('none', 'capped'))::int as sent,
      (select state from advanced) as state,
      (select cursor::text from advanced) as cursor`;
}

/**
 * Runs one batch's statement, then counts its sends on the message (and finishes a one-off
 * message whose occurrence is done) in a statement of its own, the transaction's last. Workers
 * sharing a message all update its row: inside the batch's statement the row lock was taken
 * before the outbox rows were written (PostgreSQL runs a WITH's unread data-modifying parts at
 * the statement's end, in an order of its own) and held through them, so two workers took
 * turns and went slower than one. Taken last, it is held only until the commit. Nothing is
 * counted when the advance matched no row: the caller rolls the batch back.
 */
export async function runDeliveryBatch(
  tx: Executor,
  input: DeliveryStatementInput,
): Promise<DeliveryStatementResult> {
  const result = readDeliveryResult(await rowsOf(tx, deliveryStatement(input)));
  if (result.state === null) return result;
  const finishes = input.finishesMessage && result.state === 'done';
  if (result.sent > 0 || finishes) {
    await tx.execute(
      sql`update messages set sent = sent + ${result.sent}${
        finishes ? sql`, status = 0` : sql``
      } where id = ${input.target.message.id}`,
    );
  }
  return result;
}

/**
 * When a recipient in `zone` is sent to, before quiet hours: at once, or for a local-time send
 * when their own clock shows the wall time (at once if it already has).
 */
function sendAtOf(target: DeliveryTarget, now: Date, zone: SQL): SQL {
  const local = localWallTimeOf(target.message);
  return local ? localSendAtSql(local, now, zone) : ts(now);
}

/**
 * What depends on a recipient's clock, worked out once per zone of the batch rather than once
 * per recipient (a batch of 20,000 spans a few dozen zones, and each zone conversion costs about
 * a microsecond): the send instant, the end of quiet hours after it, and the first day of the
 * cap period holding it. Named `zoned`, by `time_zone`; null when nothing depends on the clock.
 */
function zonedStage(target: DeliveryTarget, now: Date): SQL | null {
  const { quiet, cap } = target.rules;
  const local = localWallTimeOf(target.message) !== null;
  if (!local && !quiet && !cap) return null;
  const zone = sql`z.time_zone`;
  const sendAt = sendAtOf(target, now, zone);
  const columns = [sql`${sendAt} as send_at`];
  if (quiet) columns.push(sql`${releaseAtSql(quiet, sendAt, zone)} as quiet_until`);
  if (cap) columns.push(sql`${capPeriodSql(cap.period, sendAt, zone)} as period`);
  return sql`zoned as (
      select z.time_zone, ${sql.join(columns, sql`, `)}
      from (select distinct time_zone from batch) z
    )`;
}

/**
 * The recipients with their final channel: under a frequency cap, each one the batch would reach
 * takes a place in the counter of the period holding their send instant, by a conditional upsert
 * (a concurrent fan-out's row is waited for and read as committed), and one whose counter is full
 * is 'capped' instead. Without a cap, the decided channels as they are.
 */
function capStage(target: DeliveryTarget, carried: SQL): SQL {
  const { cap } = target.rules;
  if (!cap) return sql`ruled as (select * from decided)`;
  return sql`counted_cap as (
      insert into recipient_send_counts as c (mobile_user_id, period_start, sent)
      select d.id, z.period, 1
      from decided d join zoned z on z.time_zone = d.time_zone
      where d.channel <> 'none' order by d.id
      on conflict (mobile_user_id, period_start) do update set sent = c.sent + 1
        where c.sent < ${cap.limit}
      returning mobile_user_id
    ),
    ruled as (
      select d.id, d.phone, d.email, d.time_zone${carried},
        case when d.channel <> 'none'
          and not exists (select 1 from counted_cap k where k.mobile_user_id = d.id)
          then 'capped' else d.channel end as channel
      from decided d
    )`;
}

/**
 * The batch's `language` column, the member's own (null: the organisation's default), selected
 * only when the message has variants.
 */
export function languageColumn(target: DeliveryTarget): SQL {
  return target.languages.variants.length > 0 ? sql`, ${u.language} as language` : sql``;
}

/**
 * The outbox row's title and push text, and the receipt's `language` column with its value: for
 * a message with variants, by the variant each recipient's language has (the receipt records it,
 * null for the own text); for one without, the message's texts as parameters, as ever.
 */
function outboxTexts(target: DeliveryTarget) {
  const { message, languages, abTest } = target;
  // An A/B test's sample: each member's variant by the hash (compose allows no languages then).
  if (abTest?.kind === 'sample') {
    const member = sql`r.mobile_user_id`;
    return {
      column: sql``,
      value: sql``,
      title: abTestTextSql(abTest, member, (variant) => variant.title),
      push: abTestTextSql(abTest, member, (variant) => variant.pushMessage),
    };
  }
  if (languages.variants.length === 0) {
    return {
      column: sql``,
      value: sql``,
      title: sql`${message.title}`,
      push: sql`${message.pushMessage}`,
    };
  }
  const chosen = sql`r.language`;
  return {
    column: sql`, language`,
    value: sql`, ${variantLanguageSql(languages, sql`d.language`)}`,
    title: variantTextSql(languages, chosen, (variant) => variant.title, message.title),
    push: variantTextSql(languages, chosen, (variant) => variant.pushMessage, message.pushMessage),
  };
}

/** The statement's one row, read the same way from either driver. */
export function readDeliveryResult(rows: Record<string, unknown>[]): DeliveryStatementResult {
  const row = rows[0] ?? {};
  return {
    batch: Number(row.batch ?? 0),
    written: Number(row.written ?? 0),
    sent: Number(row.sent ?? 0),
    state: typeof row.state === 'string' ? row.state : null,
    cursor: typeof row.cursor === 'string' ? row.cursor : null,
  };
}

/**
 * A new receipt id: random, as it is the link a recipient opens, but led by the time in ms, so a
 * batch's receipts (and their outbox rows, keyed by it) land together at the end of the primary
 * key index instead of all over it. 74 random bits remain.
 */
const receiptId = (now: Date) =>
  sql`(lpad(to_hex(${now.getTime()}::bigint), 12, '0')
    || substr(replace(gen_random_uuid()::text, '-', ''), 13))::uuid`;

/** A time as a statement parameter both drivers read the same way. */
export const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;
