import { eq } from 'drizzle-orm';
import {
  DEFAULT_REVIEW_SETTING,
  reviewRequired,
  type MessageReviewSetting,
} from '../../../contract/messageReviewState';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/companies';

/** The organisation's review setting (contract/messageReviewState.ts). */
export async function reviewSettingOf(
  db: Database,
  companyId: string,
): Promise<MessageReviewSetting> {
  const [row] = await db
    .select({ mode: companies.reviewMode, above: companies.reviewAbove })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? DEFAULT_REVIEW_SETTING;
}

/** The review columns a message is stored with: pending when its organisation requires it. */
export interface ReviewColumns {
  reviewState: 'pending' | null;
  reviewSubmittedBy: string | null;
  reviewSubmittedAt: Date | null;
}

/**
 * Whether a message reaching `reach` members by `adminId` waits for an approver, as the columns
 * it is stored with. Every way a message is written (send, schedule, follow-up, campaign,
 * sequence step) goes through this one rule.
 */
export async function reviewColumnsFor(
  db: Database,
  companyId: string,
  reach: number,
  adminId: string,
  now: Date,
): Promise<ReviewColumns> {
  const setting = await reviewSettingOf(db, companyId);
  if (!reviewRequired(setting, reach))
    return { reviewState: null, reviewSubmittedBy: null, reviewSubmittedAt: null };
  return { reviewState: 'pending', reviewSubmittedBy: adminId, reviewSubmittedAt: now };
}
