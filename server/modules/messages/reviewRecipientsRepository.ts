import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { messages } from '../../db/schema/messages';
import { roles } from '../../db/schema/roles';
import { effectiveRoleId } from '../auth/public';

/** What a review email says about its message. */
export interface ReviewedMessageFacts {
  id: string;
  companyId: string;
  channelId: string | null;
  title: string;
  pushMessage: string;
  submittedBy: string | null;
  submitterEmail: string | null;
  submitterName: string;
  reviewerName: string;
  comment: string | null;
}

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ').trim();

/** The message a review email is about, with its submitter and reviewer; null when gone. */
export async function reviewedMessageFacts(
  db: Database,
  messageId: string,
): Promise<ReviewedMessageFacts | null> {
  const submitter = alias(adminUsers, 'submitter');
  const reviewer = alias(adminUsers, 'reviewer');
  const [row] = await db
    .select({
      id: messages.id,
      companyId: messages.companyId,
      channelId: messages.contentProviderId,
      title: messages.title,
      pushMessage: messages.pushMessage,
      submittedBy: messages.reviewSubmittedBy,
      comment: messages.reviewComment,
      submitterEmail: submitter.email,
      submitterFirst: submitter.firstName,
      submitterLast: submitter.lastName,
      reviewerFirst: reviewer.firstName,
      reviewerLast: reviewer.lastName,
    })
    .from(messages)
    .leftJoin(submitter, eq(submitter.id, messages.reviewSubmittedBy))
    .leftJoin(reviewer, eq(reviewer.id, messages.reviewedBy))
    .where(and(eq(messages.id, messageId), eq(messages.isDeleted, false)));
  if (!row) return null;
  return {
    id: row.id,
    companyId: row.companyId,
    channelId: row.channelId,
    title: row.title,
    pushMessage: row.pushMessage,
    submittedBy: row.submittedBy,
    submitterEmail: row.submitterEmail,
    submitterName: fullName(row.submitterFirst, row.submitterLast) || 'An admin',
    reviewerName: fullName(row.reviewerFirst, row.reviewerLast) || 'An approver',
    comment: row.comment,
  };
}

/**
 * The admins who may approve the message: active, confirmed admins of its organisation whose
 * role holds `approveMessages`, an organisation admin or one of the message's own channel, and
 * not its submitter. Platform admins belong to no organisation and are not written to.
 */
export async function approverEmails(
  db: Database,
  message: Pick<ReviewedMessageFacts, 'companyId' | 'channelId' | 'submittedBy'>,
): Promise<string[]> {
  const ofChannel = message.channelId
    ? or(isNull(adminUsers.contentProviderId), eq(adminUsers.contentProviderId, message.channelId))
    : isNull(adminUsers.contentProviderId);
  const rows = await db
    .select({ email: adminUsers.email })
    .from(adminUsers)
    .innerJoin(roles, eq(roles.id, effectiveRoleId))
    .where(
      and(
        eq(adminUsers.companyId, message.companyId),
        eq(adminUsers.isActive, 1),
        eq(adminUsers.isDeleted, 0),
        eq(adminUsers.isVerified, 1),
        sql`'approveMessages' = any(${roles.keys})`,
        ofChannel,
        message.submittedBy ? ne(adminUsers.id, message.submittedBy) : undefined,
      ),
    )
    .orderBy(adminUsers.email);
  return rows.map((row) => row.email);
}
