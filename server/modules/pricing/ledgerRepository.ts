import { sql, type SQL } from 'drizzle-orm';
import type { LedgerEntry } from '../../../contract/pricing';
import type { PlanTerms } from '../../../contract/pricing';
import { DEFAULT_PRICE_PLAN } from '../../../contract/pricingPlans';
import type { Database } from '../../db/client';

/** Anything that runs SQL: the database or a transaction inside it. */
type Executor = Pick<Database, 'execute'>;

async function rows(db: Executor, query: SQL): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query);
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows))
    return result.rows as Record<string, unknown>[];
  throw new Error('the database driver answered without rows');
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * The month ('YYYY-MM') `now` falls in, in the zone of the company of the content_providers row
 * the statement reads (the table must be in it under its own name).
 */
export const creditMonthSql = (now: Date) =>
  sql`to_char(${at(now)} at time zone (select c.time_zone from companies c
    where c.id = content_providers.company_id), 'YYYY-MM')`;

/**
 * Text credits used this month as of `now`: the kept counter, or 0 once the month it counts has
 * passed and nobody has rolled it over yet (a read never waits for the reset).
 */
export const creditsUsedSql = (now: Date) =>
  sql<number>`case when content_providers.credits_month is null
      or content_providers.credits_month = ${creditMonthSql(now)}
    then content_providers.off_app_text_credits_used_current_month else 0 end`;

/** Off-app text credits a channel has left as of `now`: the month's allowance unused, plus purchased. */
export const creditsRemainingSql = (now: Date) =>
  sql<number>`(greatest(0, content_providers.off_app_text_credits_month - ${creditsUsedSql(now)})
    + content_providers.purchased_off_app_text_credits_remaining)`;

/**
 * Locks the channel's row and, when `now` is in a later month (in the company's zone) than the
 * one its usage counts, starts the new month: the usage goes back to 0 and a 'month_reset' row
 * gives back what the month had used of its allowance. Runs before every write of the balances,
 * in its transaction, so a reset counts once however many writes race for it.
 */
export async function rollCreditMonth(db: Executor, channelId: string, now: Date): Promise<void> {
  await db.execute(sql`
    with cur as (
      select p.id, p.company_id, p.off_app_text_credits_used_current_month as used,
        p.off_app_text_credits_month as allowance,
        p.purchased_off_app_text_credits_remaining as purchased,
        p.credits_month as previous,
        to_char(${at(now)} at time zone c.time_zone, 'YYYY-MM') as month
      from content_providers p join companies c on c.id = p.company_id
      where p.id = ${channelId}
      for update of p
    ),
    rolled as (
      update content_providers p set
        off_app_text_credits_used_current_month =
          case when cur.previous is null then cur.used else 0 end,
        credits_month = cur.month
      from cur
      where p.id = cur.id and cur.previous is distinct from cur.month
      returning cur.id, cur.company_id, cur.used, cur.allowance, cur.purchased, cur.previous
    )
    insert into channel_credit_ledger (channel_id, company_id, kind, change, balance_after,
      reason, created_at)
    select id, company_id, 'text_credits', least(used, allowance), allowance + purchased,
      'month_reset', ${at(now)}
    from rolled
    where previous is not null and least(used, allowance) > 0`);
}

export type LedgerReason =
  'purchase' | 'grant' | 'plan_change' | 'send' | 'month_reset' | 'opening_balance';

/** A change to make: bundles bought or granted, credits spent, or a plan. */
export type LedgerChange =
  | { kind: 'app_users'; change: number }
  | { kind: 'text_credits'; change: number }
  | { kind: 'plan'; plan: PlanTerms };

export interface LedgerWrite {
  channelId: string;
  companyId: string;
  adminId: string | null;
  reason: LedgerReason;
  paid: boolean;
  priceMinor: number;
  currency: string;
  idempotencyKey: string | null;
  messageId?: string | null;
  occurrenceId?: string | null;
  now: Date;
  /**
   * Takes the payment once the row is known not to be a replay, inside the same transaction:
   * answers the provider's reference, or throws (and nothing is added) when the charge fails.
   */
  charge?: () => Promise<string>;
}

/** A row stores its plan's code; the ledger shows the plan's name (the code if it is gone). */
const LEDGER_COLUMNS = sql`l.id, l.kind, l.reason, l.change, l.balance_after, l.paid,
  l.price_minor, l.currency, coalesce(p.name, l.plan) as plan, l.payment_reference, l.message_id,
  l.created_at, nullif(trim(a.first_name || ' ' || a.last_name), '') as admin_name`;
const LEDGER_JOINS = sql`left join admin_users a on a.id = l.admin_id
  left join price_plans p on lower(p.code) = lower(l.plan)`;

function entryOf(row: Record<string, unknown>): LedgerEntry {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const kind = row.kind === 'app_users' || row.kind === 'plan' ? row.kind : 'text_credits';
  const created =
    row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at));
  return {
    _id: String(row.id),
    kind,
    reason: String(row.reason),
    change: Number(row.change),
    balanceAfter: Number(row.balance_after),
    paid: row.paid === true,
    priceMinor: Number(row.price_minor),
    currency: String(row.currency),
    plan: text(row.plan),
    adminName: text(row.admin_name),
    paymentReference: text(row.payment_reference),
    messageID: text(row.message_id),
    dateCreated: created.toISOString(),
  };
}

async function entryById(db: Executor, id: string): Promise<LedgerEntry> {
  const [row] = await rows(
    db,
    sql`select ${LEDGER_COLUMNS} from channel_credit_ledger l ${LEDGER_JOINS}
      where l.id = ${id}`,
  );
  if (!row) throw new Error(`ledger row ${id} vanished`);
  return entryOf(row);
}

/** Why the ledger wrote nothing: the caller picks the answer (pricing/ledgerErrors.ts). */
export type LedgerRefusal =
  | { refused: 'no_text_credits'; needed: number; left: number }
  | { refused: 'too_few_app_users' }
  | { refused: 'plan_unchanged'; planName: string }
  | { refused: 'idempotency_key_reused' };

export interface LedgerWritten {
  entry: LedgerEntry;
  replayed: boolean;
}

/** A refusal thrown inside the ledger's transaction, so what it began is rolled back. */
class Refused extends Error {
  constructor(readonly refusal: LedgerRefusal) {
    super(refusal.refused);
  }
}

/**
 * Moves the balance of one kind and writes its ledger row, in one transaction after locking the
 * channel's row, so two writes at once both count and the balance always equals the ledger. A
 * write whose idempotency key the channel has seen answers with the row it wrote the first time
 * (`replayed`), or is refused when the key was used for something else. A spend larger than what
 * is left, fewer app users than the change takes away, or the plan the channel is on already are
 * refused, changing nothing.
 */
export async function writeLedger(
  db: Database,
  write: LedgerWrite,
  what: LedgerChange,
): Promise<LedgerWritten | LedgerRefusal> {
  try {
    return await writeInTransaction(db, write, what);
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

function writeInTransaction(
  db: Database,
  write: LedgerWrite,
  what: LedgerChange,
): Promise<LedgerWritten> {
  return db.transaction(async (tx) => {
    await rollCreditMonth(tx, write.channelId, write.now);
    if (write.idempotencyKey !== null) {
      const [seen] = await rows(
        tx,
        sql`select id, kind, reason, change, plan from channel_credit_ledger
          where channel_id = ${write.channelId} and idempotency_key = ${write.idempotencyKey}`,
      );
      if (seen) {
        const same =
          seen.kind === what.kind &&
          seen.reason === write.reason &&
          (what.kind === 'plan'
            ? seen.plan === what.plan.code
            : Number(seen.change) === what.change);
        if (!same) throw new Refused({ refused: 'idempotency_key_reused' });
        return { entry: await entryById(tx, String(seen.id)), replayed: true };
      }
    }
    const moved = await moveBalance(tx, write, what);
    const paymentReference = write.charge ? await write.charge() : null;
    const [inserted] = await rows(
      tx,
      sql`insert into channel_credit_ledger (channel_id, company_id, kind, change, balance_after,
          paid, price_minor, currency, admin_id, reason, plan, idempotency_key, message_id,
          occurrence_id, payment_reference, created_at)
        values (${write.channelId}, ${write.companyId}, ${what.kind}, ${moved.change},
          ${moved.balance}, ${write.paid}, ${write.priceMinor}, ${write.currency},
          ${write.adminId}, ${write.reason}, ${what.kind === 'plan' ? what.plan.code : null},
          ${write.idempotencyKey}, ${write.messageId ?? null}, ${write.occurrenceId ?? null},
          ${paymentReference}, ${at(write.now)})
        returning id`,
    );
    return { entry: await entryById(tx, String(inserted?.id)), replayed: false };
  });
}

/** The balance update of one ledger row: what it changed, and the balance of its kind after. */
async function moveBalance(
  tx: Executor,
  write: LedgerWrite,
  what: LedgerChange,
): Promise<{ change: number; balance: number }> {
  const id = write.channelId;
  const left = creditsRemainingSql(write.now);
  if (what.kind === 'app_users') {
    const [row] = await rows(
      tx,
      sql`update content_providers set purchased_app_users = purchased_app_users + ${what.change}
        where id = ${id} and purchased_app_users + ${what.change} >= 0
        returning purchased_app_users as balance`,
    );
    if (!row) throw new Refused({ refused: 'too_few_app_users' });
    return { change: what.change, balance: Number(row.balance) };
  }
  if (what.kind === 'text_credits' && what.change >= 0) {
    const [row] = await rows(
      tx,
      sql`update content_providers set purchased_off_app_text_credits_remaining =
          purchased_off_app_text_credits_remaining + ${what.change}
        where id = ${id} returning ${left} as balance`,
    );
    return { change: what.change, balance: Number(row?.balance) };
  }
  if (what.kind === 'text_credits') {
    // A spend: the month's allowance first, then the purchased credits; never below zero.
    const count = -what.change;
    const [row] = await rows(
      tx,
      sql`update content_providers set
          off_app_text_credits_used_current_month = off_app_text_credits_used_current_month
            + least(${count}, greatest(0, off_app_text_credits_month - off_app_text_credits_used_current_month)),
          purchased_off_app_text_credits_remaining = purchased_off_app_text_credits_remaining
            - greatest(0, ${count} - greatest(0, off_app_text_credits_month - off_app_text_credits_used_current_month))
        where id = ${id} and ${left} >= ${count}
        returning ${left} as balance`,
    );
    if (!row) {
      const [now] = await rows(
        tx,
        sql`select ${left} as credits_left from content_providers where id = ${id}`,
      );
      throw new Refused({
        refused: 'no_text_credits',
        needed: count,
        left: Number(now?.credits_left ?? 0),
      });
    }
    return { change: what.change, balance: Number(row.balance) };
  }
  // A plan: the month's allowance becomes the plan's; the row's change is what that does to
  // the credits left, so the ledger still sums to the balance.
  const { plan } = what;
  const [row] = await rows(
    tx,
    sql`with before as (select ${left} as credits_left from content_providers where id = ${id})
      update content_providers set price_plan = ${plan.code},
        off_app_text_credits_month = ${plan.monthlyTextCredits}
      where id = ${id} and coalesce(price_plan, ${DEFAULT_PRICE_PLAN}) <> ${plan.code}
      returning (select credits_left from before) as before_left`,
  );
  if (!row) throw new Refused({ refused: 'plan_unchanged', planName: plan.name });
  const [after] = await rows(
    tx,
    sql`select ${left} as credits_left from content_providers where id = ${id}`,
  );
  const balance = Number(after?.credits_left ?? 0);
  return { change: balance - Number(row.before_left), balance };
}

/** A channel's ledger, newest first. */
export async function ledgerPage(
  db: Database,
  channelId: string,
  limit: number,
  offset: number,
): Promise<{ entries: LedgerEntry[]; total: number }> {
  const [count] = await rows(
    db,
    sql`select count(*)::int as n from channel_credit_ledger where channel_id = ${channelId}`,
  );
  const page = await rows(
    db,
    sql`select ${LEDGER_COLUMNS} from channel_credit_ledger l ${LEDGER_JOINS}
      where l.channel_id = ${channelId}
      order by l.created_at desc, l.id desc
      limit ${limit} offset ${offset}`,
  );
  return { entries: page.map(entryOf), total: Number(count?.n ?? 0) };
}

/**
 * The fan-out's ledger row for one batch's SMS, as a data-modifying CTE of its statement: it
 * runs in the same statement that spends the credits. `spent` is a relation with the count `n`,
 * `left` the credits there were before the batch.
 */
export function sendLedgerSql(input: {
  channelId: string;
  companyId: string;
  messageId: string;
  occurrenceId: string;
  spent: SQL;
  left: SQL;
  now: Date;
}): SQL {
  return sql`insert into channel_credit_ledger (channel_id, company_id, kind, change,
      balance_after, reason, message_id, occurrence_id, created_at)
    select ${input.channelId}::uuid, ${input.companyId}::uuid, 'text_credits', -s.n,
      ${input.left} - s.n, 'send', ${input.messageId}::uuid, ${input.occurrenceId}::uuid,
      ${at(input.now)}
    from ${input.spent} s where s.n > 0`;
}
