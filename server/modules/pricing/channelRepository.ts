import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inScopeSql } from '../../db/inScope';
import { selectRows } from '../../db/rows';
import type { Scope } from '../../plugins/tenancy';
import { creditMonthSql, creditsRemainingSql, creditsUsedSql } from './ledgerRepository';

export interface ChannelOfScope {
  id: string;
  companyId: string;
  pricePlan: string | null;
}

/**
 * A live channel the scope may price: any for a platform admin (within the company it picked,
 * when it picked one), its company's for a company admin, its own for a channel admin.
 * Undefined: none such.
 */
export async function channelOfScope(
  db: Database,
  scope: Scope,
  channelId: string,
): Promise<ChannelOfScope | undefined> {
  const held = sql`and ${inScopeSql(scope, { company: sql`p.company_id`, channel: sql`p.id` })}`;
  const [row] = await selectRows<{ id: string; company_id: string; price_plan: string | null }>(
    db,
    sql`select p.id, p.company_id, p.price_plan from content_providers p
      where p.id = ${channelId} and p.is_deleted = 0 ${held}`,
  );
  return row && { id: row.id, companyId: row.company_id, pricePlan: row.price_plan };
}

/**
 * A channel's name, company and text credits as of `now`, for its pricing panel; undefined when
 * there is no such channel.
 */
export async function channelCredits(
  db: Database,
  channelId: string,
  now: Date,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await selectRows<Record<string, unknown>>(
    db,
    sql`select content_providers.id, content_providers.client_name, c.company_id as slug,
        c.time_zone, content_providers.company_id as owner,
        content_providers.off_app_text_credits_month,
        content_providers.purchased_off_app_text_credits_remaining,
        ${creditsUsedSql(now)} as used,
        ${creditsRemainingSql(now)} as remaining,
        ${creditMonthSql(now)} as month
      from content_providers join companies c on c.id = content_providers.company_id
      where content_providers.id = ${channelId}`,
  );
  return row;
}
