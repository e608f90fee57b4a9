import { sql } from 'drizzle-orm';
import { reviewRequired } from '../../../contract/messageReviewState';
import type { Database } from '../../db/client';
import { messages as m } from '../../db/schema/messages';
import { reviewSettingOf } from './reviewGateRepository';

/**
 * The review columns an edit of a campaign or sequence step sets, in the same UPDATE, so the
 * row's review as it stands is read where it is written. An edit of one under review (pending,
 * returned or approved) puts it back to 'pending' with the editor as its submitter: what an
 * approver passed is not what goes out any more. One that needed no review needs it now if
 * the organisation's rule asks for it at `reach`. The last comment stays, for the approver to
 * check it was heeded.
 */
export async function reviewColumnsOnEdit(
  db: Database,
  companyId: string,
  reach: number,
  adminId: string,
  now: Date,
) {
  const required = reviewRequired(await reviewSettingOf(db, companyId), reach);
  const pending = required ? sql`true` : sql`${m.reviewState} is not null`;
  return {
    reviewState: sql`case when ${pending} then 'pending' end`,
    reviewSubmittedBy: sql`case when ${pending} then ${adminId}::uuid end`,
    reviewSubmittedAt: sql`case when ${pending} then ${now.toISOString()}::timestamptz end`,
    reviewedBy: null,
    reviewedAt: null,
  };
}
