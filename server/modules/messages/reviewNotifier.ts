import type { Database } from '../../db/client';
import type { EmailProvider, EmailMessage } from '../../providers/email/emailProvider';
import { approvedEmail, awaitingApprovalEmail, returnedEmail } from './reviewEmails';
import { approverEmails, reviewedMessageFacts } from './reviewRecipientsRepository';

/** How many review emails went out, and the errors of those that did not. */
export interface ReviewNotice {
  sent: number;
  failed: unknown[];
}

/**
 * Tells the people concerned by email of a review's steps, read from the stored message (call it
 * once the step is committed): every approver when a message becomes pending, its submitter when
 * it is returned or approved. A failed email does not undo the step: it is answered in `failed`
 * for the caller to log. Messages, campaigns and sequence steps alike.
 */
export function createReviewNotifier(db: Database, email: EmailProvider, consoleUrl: string) {
  const linkOf = (messageId: string) => `${consoleUrl}/messages/reviews/${messageId}`;

  async function sendAll(emails: EmailMessage[]): Promise<ReviewNotice> {
    const results = await Promise.allSettled(emails.map((message) => email.send(message)));
    const failed: unknown[] = [];
    for (const result of results) if (result.status === 'rejected') failed.push(result.reason);
    return { sent: results.length - failed.length, failed };
  }

  return {
    /** The message awaits approval (first submitted, or resubmitted after an edit). */
    async submitted(messageId: string): Promise<ReviewNotice> {
      const facts = await reviewedMessageFacts(db, messageId);
      if (!facts) return { sent: 0, failed: [] };
      const to = await approverEmails(db, facts);
      return sendAll(
        to.map((address) =>
          awaitingApprovalEmail(address, {
            title: facts.title,
            pushMessage: facts.pushMessage,
            link: linkOf(messageId),
            submitterName: facts.submitterName,
          }),
        ),
      );
    },

    /** An approver sent it back with a comment. */
    async returned(messageId: string): Promise<ReviewNotice> {
      const facts = await reviewedMessageFacts(db, messageId);
      if (!facts?.submitterEmail) return { sent: 0, failed: [] };
      return sendAll([
        returnedEmail(facts.submitterEmail, {
          title: facts.title,
          pushMessage: facts.pushMessage,
          link: linkOf(messageId),
          reviewerName: facts.reviewerName,
          comment: facts.comment ?? '',
        }),
      ]);
    },

    /** An approver approved it. */
    async approved(messageId: string): Promise<ReviewNotice> {
      const facts = await reviewedMessageFacts(db, messageId);
      if (!facts?.submitterEmail) return { sent: 0, failed: [] };
      return sendAll([
        approvedEmail(facts.submitterEmail, {
          title: facts.title,
          pushMessage: facts.pushMessage,
          link: linkOf(messageId),
          reviewerName: facts.reviewerName,
          comment: facts.comment,
        }),
      ]);
    },
  };
}

export type ReviewNotifier = ReturnType<typeof createReviewNotifier>;
