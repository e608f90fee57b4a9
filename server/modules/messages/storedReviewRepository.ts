import { inArray, sql } from 'drizzle-orm';
import type { MessageReview } from '../../../contract/messageReviewState';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import type { messages } from '../../db/schema/messages';

type ReviewedRow = Pick<
  typeof messages.$inferSelect,
  | 'reviewState'
  | 'reviewSubmittedBy'
  | 'reviewSubmittedAt'
  | 'reviewedBy'
  | 'reviewedAt'
  | 'reviewComment'
  | 'dateCreated'
>;

/** An admin's name as the console shows it: first and last name, else the email. */
const adminName = sql<string>`coalesce(nullif(trim(${adminUsers.firstName} || ' ' || ${adminUsers.lastName}), ''), ${adminUsers.email})`;

/** A message's review as the wire answers it; null when it needed none. */
export type ReviewOf = (row: ReviewedRow) => MessageReview | null;

/**
 * The reviews of stored messages with their admins' names, read in one query for all of `rows`:
 * for rows read without summaryRepository's joins (award campaigns), answered as its `reviewOf`
 * answers them. An admin since removed is named by nothing: null.
 */
export async function loadReviews(db: Database, rows: readonly ReviewedRow[]): Promise<ReviewOf> {
  const ids = [...new Set(rows.flatMap((row) => [row.reviewSubmittedBy, row.reviewedBy]))].filter(
    (id): id is string => id !== null,
  );
  const names = new Map<string, string>();
  if (ids.length > 0) {
    const admins = await db
      .select({ id: adminUsers.id, name: adminName })
      .from(adminUsers)
      .where(inArray(adminUsers.id, ids));
    for (const admin of admins) names.set(admin.id, admin.name);
  }
  const adminRef = (id: string | null) => {
    const name = id === null ? undefined : names.get(id);
    return id !== null && name !== undefined ? { _id: id, name } : null;
  };
  return (row) => {
    if (row.reviewState === null) return null;
    return {
      state: row.reviewState,
      submittedBy: adminRef(row.reviewSubmittedBy),
      submittedAt: (row.reviewSubmittedAt ?? row.dateCreated).toISOString(),
      reviewedBy: adminRef(row.reviewedBy),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      comment: row.reviewComment,
    };
  };
}
