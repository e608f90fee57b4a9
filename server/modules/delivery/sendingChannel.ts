import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import type { SendingChannel } from './audience';

/** Off-app text credits a channel has left: this month's allowance unused, plus purchased. */
export const creditsRemainingSql = sql<number>`greatest(0, ${contentProviders.offAppTextCreditsMonth} - ${contentProviders.offAppTextCreditsUsedCurrentMonth}) + ${contentProviders.purchasedOffAppTextCreditsRemaining}`;

/**
 * A live channel of the company with what it allows, or null when the company has no such
 * channel (so a caller cannot send through another company's channel).
 */
export async function loadSendingChannel(
  db: Database,
  companyId: string,
  channelId: string,
): Promise<SendingChannel | null> {
  const [row] = await db
    .select({
      id: contentProviders.id,
      isCompanyDefault: contentProviders.isCompanyDefault,
      sms: contentProviders.unregisteredMemberMessaging,
      channelEmail: contentProviders.allowPushcastEmail,
      companyEmail: companies.allowPushcastEmail,
      credits: creditsRemainingSql,
    })
    .from(contentProviders)
    .innerJoin(companies, eq(companies.id, contentProviders.companyId))
    .where(
      and(
        eq(contentProviders.id, channelId),
        eq(contentProviders.companyId, companyId),
        eq(contentProviders.isDeleted, 0),
      ),
    );
  if (!row) return null;
  return {
    companyId,
    channelId: row.id,
    isCompanyDefault: row.isCompanyDefault,
    smsForUnregistered: row.sms,
    emailForUnregistered: row.channelEmail || row.companyEmail,
    creditsRemaining: Number(row.credits),
  };
}

/**
 * Spends `count` credits in the caller's transaction: the month's allowance first, then the
 * purchased ones. Returns false, changing nothing, when the channel has fewer than `count`.
 */
export async function spendCredits(
  db: Pick<Database, 'execute'>,
  channelId: string,
  count: number,
): Promise<boolean> {
  if (count <= 0) return true;
  const result: unknown = await db.execute(sql`
    update content_providers set
      off_app_text_credits_used_current_month = off_app_text_credits_used_current_month
        + least(${count}, greatest(0, off_app_text_credits_month - off_app_text_credits_used_current_month)),
      purchased_off_app_text_credits_remaining = purchased_off_app_text_credits_remaining
        - greatest(0, ${count} - greatest(0, off_app_text_credits_month - off_app_text_credits_used_current_month))
    where id = ${channelId}
      and greatest(0, off_app_text_credits_month - off_app_text_credits_used_current_month)
        + purchased_off_app_text_credits_remaining >= ${count}
    returning id`);
  const rows = (result as { rows?: unknown[] }).rows ?? [];
  return rows.length === 1;
}
