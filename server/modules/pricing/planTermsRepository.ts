import { sql } from 'drizzle-orm';
import type { PlanTerms } from '../../../contract/pricing';
import { BUNDLES, DEFAULT_PRICE_PLAN, pricePlanOf } from '../../../contract/pricingPlans';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';

type PlanRow = {
  code: string;
  name: string;
  amount_minor: number;
  currency: string;
  interval: string;
  included_app_users: number;
  monthly_text_credits: number;
  app_user_bundle_size: number;
  app_user_bundle_price_minor: number;
  text_credit_bundle_size: number;
  text_credit_bundle_price_minor: number;
  active: boolean;
};

const termsOf = (row: PlanRow): PlanTerms => ({
  code: row.code,
  name: row.name,
  amount: Number(row.amount_minor),
  currency: row.currency,
  interval: row.interval === 'year' ? 'year' : 'month',
  includedAppUsers: Number(row.included_app_users),
  monthlyTextCredits: Number(row.monthly_text_credits),
  appUserBundle: {
    size: Number(row.app_user_bundle_size),
    price: Number(row.app_user_bundle_price_minor),
  },
  textCreditBundle: {
    size: Number(row.text_credit_bundle_size),
    price: Number(row.text_credit_bundle_price_minor),
  },
});

/**
 * The free plan as the contract states it: what a channel is on when the platform has deleted
 * both its plan and the free one (the migration seeds them, so only an admin's delete gets here).
 */
function contractFree(): PlanTerms {
  const free = pricePlanOf(DEFAULT_PRICE_PLAN);
  return {
    code: free.id,
    name: free.name,
    amount: free.monthlyPriceMinor,
    currency: 'usd',
    interval: 'month',
    includedAppUsers: free.includedAppUsers,
    monthlyTextCredits: free.monthlyTextCredits,
    appUserBundle: { size: BUNDLES.app_users.size, price: BUNDLES.app_users.priceMinor },
    textCreditBundle: { size: BUNDLES.text_credits.size, price: BUNDLES.text_credits.priceMinor },
  };
}

const COLUMNS = sql`code, name, amount_minor, currency, interval, included_app_users,
  monthly_text_credits, app_user_bundle_size, app_user_bundle_price_minor,
  text_credit_bundle_size, text_credit_bundle_price_minor, active`;

/**
 * A channel's plan, read from the platform's price plans (/priceplans): the one its
 * `price_plan` names, offered or not (a plan withdrawn keeps its channels on its terms), else
 * the free plan.
 */
export async function planTermsOf(db: Database, code: string | null): Promise<PlanTerms> {
  const rows = await selectRows<PlanRow>(
    db,
    sql`select ${COLUMNS} from price_plans
      where lower(code) in (lower(${code ?? DEFAULT_PRICE_PLAN}), ${DEFAULT_PRICE_PLAN})
      order by lower(code) = ${DEFAULT_PRICE_PLAN}`,
  );
  const [row] = rows;
  return row ? termsOf(row) : contractFree();
}

/** A plan a channel may move to: an offered one; null when there is none by that code. */
export async function offeredPlan(db: Database, code: string): Promise<PlanTerms | null> {
  const [row] = await selectRows<PlanRow>(
    db,
    sql`select ${COLUMNS} from price_plans where lower(code) = lower(${code}) and active`,
  );
  return row ? termsOf(row) : null;
}

/** The plans a channel on `current` may choose: every offered one, cheapest first, and its own. */
export async function plansOffered(db: Database, current: PlanTerms): Promise<PlanTerms[]> {
  const rows = await selectRows<PlanRow>(
    db,
    sql`select ${COLUMNS} from price_plans where active or lower(code) = lower(${current.code})
      order by amount_minor, name`,
  );
  const plans = rows.map(termsOf);
  return plans.some((plan) => plan.code === current.code) ? plans : [current, ...plans];
}
