import { asc, eq, sql } from 'drizzle-orm';
import type { PricePlanBody, PricePlanItem } from '../../../contract/billing';
import type { Database } from '../../db/client';
import { billingProducts, pricePlans } from '../../db/schema/billing';
import { isUniqueViolation } from '../../lib/pgErrors';

type Row = typeof pricePlans.$inferSelect;

const toItem = (row: Row): PricePlanItem => ({
  _id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  amount: row.amountMinor,
  currency: row.currency,
  interval: row.interval === 'year' ? 'year' : 'month',
  includedAppUsers: row.includedAppUsers,
  monthlyTextCredits: row.monthlyTextCredits,
  appUserBundleSize: row.appUserBundleSize,
  appUserBundlePrice: row.appUserBundlePriceMinor,
  textCreditBundleSize: row.textCreditBundleSize,
  textCreditBundlePrice: row.textCreditBundlePriceMinor,
  active: row.active,
  dateCreated: row.dateCreated.toISOString(),
});

/** A write: the plan, a code another plan has, or undefined for no such plan. */
export type PlanWrite = PricePlanItem | { refused: 'code_taken' } | undefined;

/** `body.name` comes trimmed and not blank. */
function columns(body: PricePlanBody) {
  return {
    code: body.code,
    name: body.name,
    description: body.description?.trim() ?? '',
    amountMinor: body.amount,
    currency: body.currency.toLowerCase(),
    interval: body.interval,
    includedAppUsers: body.includedAppUsers,
    monthlyTextCredits: body.monthlyTextCredits,
    appUserBundleSize: body.appUserBundleSize,
    appUserBundlePriceMinor: body.appUserBundlePrice,
    textCreditBundleSize: body.textCreditBundleSize,
    textCreditBundlePriceMinor: body.textCreditBundlePrice,
    active: body.active,
  };
}

async function unlessDuplicate<T>(write: Promise<T>): Promise<T | { refused: 'code_taken' }> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, 'price_plans_code_idx')) return { refused: 'code_taken' };
    throw error;
  }
}

/**
 * The platform's price plans: one list for every company (docs/decisions.md, "Billing: price
 * plans"). Platform admins write them; organisation admins read them.
 */
export function createPlanRepository(db: Database) {
  async function find(id: string): Promise<PricePlanItem | undefined> {
    const [row] = await db.select().from(pricePlans).where(eq(pricePlans.id, id));
    return row && toItem(row);
  }

  return {
    async list(): Promise<PricePlanItem[]> {
      const rows = await db
        .select()
        .from(pricePlans)
        .orderBy(asc(pricePlans.amountMinor), asc(sql`lower(${pricePlans.name})`));
      return rows.map(toItem);
    },

    find,

    /** A plan by the code channels store; null when there is none (the contract's constant serves). */
    async byCode(code: string): Promise<PricePlanItem | null> {
      const [row] = await db
        .select()
        .from(pricePlans)
        .where(eq(sql`lower(${pricePlans.code})`, code.toLowerCase()));
      return row ? toItem(row) : null;
    },

    async create(body: PricePlanBody): Promise<PlanWrite> {
      const written = await unlessDuplicate(
        db.insert(pricePlans).values(columns(body)).returning(),
      );
      if ('refused' in written) return written;
      const [row] = written;
      if (!row) throw new Error('the price plan insert returned no row');
      return toItem(row);
    },

    async update(id: string, body: PricePlanBody): Promise<PlanWrite> {
      const written = await unlessDuplicate(
        db.update(pricePlans).set(columns(body)).where(eq(pricePlans.id, id)).returning(),
      );
      if ('refused' in written) return written;
      const [row] = written;
      return row && toItem(row);
    },

    /**
     * Products keep their own price; one that named the plan no longer does. Undefined: no such
     * plan (and so no product named it).
     */
    async remove(id: string): Promise<{ _id: string } | undefined> {
      await db
        .update(billingProducts)
        .set({ pricePlanId: null })
        .where(eq(billingProducts.pricePlanId, id));
      const [row] = await db
        .delete(pricePlans)
        .where(eq(pricePlans.id, id))
        .returning({ id: pricePlans.id });
      return row && { _id: row.id };
    },
  };
}

export type PlanRepository = ReturnType<typeof createPlanRepository>;
