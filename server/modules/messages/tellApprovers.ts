import type { FastifyBaseLogger } from 'fastify';
import type { MessageReview } from '../../../contract/messageReviewState';

/**
 * What tells the organisation's approvers that a message awaits them (reviewNotifier.ts):
 * `submitted` answers the emails that were not sent.
 */
export interface ApproversNotifier {
  submitted(messageId: string): Promise<{ failed: unknown[] }>;
}

/**
 * After a campaign or sequence step is written and committed: when the write left it awaiting
 * an approver (new, or edited back to 'pending'), they are told, each time, as what they would
 * approve has changed. The write stands whatever happens to the emails, so a failure is logged,
 * never answered.
 */
export async function tellApproversIfPending(
  written: { _id: string; review?: MessageReview | null },
  notifier: ApproversNotifier,
  log: FastifyBaseLogger,
): Promise<void> {
  if (written.review?.state !== 'pending') return;
  try {
    const { failed } = await notifier.submitted(written._id);
    for (const error of failed)
      log.error({ err: error, messageId: written._id }, 'an approver was not emailed');
  } catch (error) {
    log.error({ err: error, messageId: written._id }, 'approvers were not told of a message');
  }
}
