import { sql } from 'drizzle-orm';
import type { MobileUserAllowance } from '../../../contract/pricing';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { WHOLE_COMPANY } from '../../db/wholeCompany';
import { planTermsOf } from './planTermsRepository';

/**
 * The rows of the dashboard's counters (`dashboard_user_counts`) that hold the app users a
 * channel serves: its followers', or for its organisation's default channel the whole company's,
 * as the fan-out sends (delivery/audience.ts). The dashboard counts a channel admin's figures
 * from the same rows.
 */
export const servedCounterChannel = (channelId: string, wholeCompany: boolean) =>
  wholeCompany ? WHOLE_COMPANY : channelId;

/**
 * A channel's app users against its allowance: the plan's included app users plus those
 * purchased, and the active app users (registered or not) it serves. The one source of these
 * figures for the pricing panel, the dashboard and the channel form.
 */
export async function allowanceOf(db: Database, channelId: string): Promise<MobileUserAllowance> {
  const [row] = await selectRows<{
    company_id: string;
    whole_company: boolean;
    price_plan: string | null;
    purchased: unknown;
  }>(
    db,
    sql`select p.company_id, p.is_company_default as whole_company, p.price_plan,
        p.purchased_app_users as purchased
      from content_providers p where p.id = ${channelId}`,
  );
  // Every caller has read the channel already, and channels are never deleted outright.
  if (!row) throw new Error(`channel ${channelId} has no row`);
  const wholeCompany = row.whole_company;
  const [served] = await selectRows<{ used: unknown }>(
    db,
    sql`select coalesce(sum(d.users), 0) as used from dashboard_user_counts d
      where d.company_id = ${row.company_id}
        and d.content_provider_id = ${servedCounterChannel(channelId, wholeCompany)}
        and d.is_active = 1`,
  );
  const plan = await planTermsOf(db, row.price_plan);
  const purchasedAppUsers = Number(row.purchased);
  return {
    planCode: plan.code,
    planName: plan.name,
    includedAppUsers: plan.includedAppUsers,
    purchasedAppUsers,
    allowed: plan.includedAppUsers + purchasedAppUsers,
    used: Number(served?.used ?? 0),
    wholeCompany,
  };
}
