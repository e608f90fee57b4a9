import type { FastifyBaseLogger } from 'fastify';
import type { MessageSummary } from '../../../contract/messages';
import { afterCommit } from '../../db/contextual';
import type { ReviewNotice, ReviewNotifier } from './reviewNotifier';

/**
 * Sends a review step's emails once the request's write is committed (at once outside one): a
 * failed email is logged, never answered, and the step stands.
 */
export async function tellAfterCommit(
  log: FastifyBaseLogger,
  messageId: string,
  tell: () => Promise<ReviewNotice>,
): Promise<void> {
  await afterCommit(async () => {
    try {
      const { failed } = await tell();
      for (const error of failed) log.error({ err: error, messageId }, 'a review email failed');
    } catch (error) {
      log.error({ err: error, messageId }, 'the review emails were not sent');
    }
  });
}

/** After a send, a schedule or a follow-up: the approvers are told when it awaits them. */
export async function tellApproversOfSent(
  log: FastifyBaseLogger,
  sent: { message: Pick<MessageSummary, '_id' | 'review'> },
  notifier: ReviewNotifier,
): Promise<void> {
  const id = sent.message._id;
  if (sent.message.review?.state !== 'pending') return;
  await tellAfterCommit(log, id, () => notifier.submitted(id));
}
