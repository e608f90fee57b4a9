import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { creditsRemainingSql, writeLedger } from '../pricing/public';
import type { SendingChannel } from './audienceSqlRepository';

/**
 * A live channel of the company with what it allows, or null when the company has no such
 * channel (so a caller cannot send through another company's channel).
 */
export async function loadSendingChannel(
  db: Database,
  companyId: string,
  channelId: string,
  now: Date = new Date(),
): Promise<SendingChannel | null> {
  const [row] = await db
    .select({
      id: contentProviders.id,
      isCompanyDefault: contentProviders.isCompanyDefault,
      sms: contentProviders.unregisteredMemberMessaging,
      channelEmail: contentProviders.allowPushcastEmail,
      companyEmail: companies.allowPushcastEmail,
      credits: creditsRemainingSql(now),
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
 * Spends `count` credits as one ledger row (reason 'send'), the month's allowance first, then
 * the purchased ones, in the caller's transaction. Returns false, changing nothing, when the
 * channel has fewer than `count`. The fan-out spends in its own statement
 * (writeDeliveries.ts); this serves a single send.
 */
export async function spendCredits(
  db: Database,
  channel: { companyId: string; channelId: string },
  count: number,
  send: { messageId: string | null; occurrenceId: string | null; now: Date },
): Promise<boolean> {
  if (count <= 0) return true;
  const result = await writeLedger(
    db,
    {
      channelId: channel.channelId,
      companyId: channel.companyId,
      adminId: null,
      reason: 'send',
      paid: false,
      priceMinor: 0,
      currency: 'usd',
      idempotencyKey: null,
      messageId: send.messageId,
      occurrenceId: send.occurrenceId,
      now: send.now,
    },
    { kind: 'text_credits', change: -count },
  );
  // A spend without an idempotency key can only be refused for want of credits.
  return !('refused' in result);
}
