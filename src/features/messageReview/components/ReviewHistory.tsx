import type { ReactNode } from 'react';
import type { MessageReview } from '../../../../contract/messageReview';
import { formatInstant } from '../../../lib/serverTime';

const by = (admin: MessageReview['submittedBy']) => (admin ? ` by ${admin.name}` : '');

function Entry({ icon, children }: { icon: string; children: ReactNode }) {
  return (
    <li className="d-flex gap-2 mb-2">
      <i className={`bi ${icon} text-body-secondary`} aria-hidden="true" />
      <div>{children}</div>
    </li>
  );
}

/**
 * Who submitted the message and when, who decided and what they said. A pending review that
 * was decided before was sent back and resubmitted: the send-back comes first.
 */
export function ReviewHistory({ review }: { review: MessageReview }) {
  const decision = review.reviewedAt && (
    <Entry
      key="decision"
      icon={review.state === 'approved' ? 'bi-check-circle' : 'bi-arrow-return-left'}
    >
      {review.state === 'approved' ? 'Approved' : 'Sent back'}
      {by(review.reviewedBy)}, {formatInstant(review.reviewedAt)}
      {review.comment && (
        <blockquote className="review-comment mb-0 mt-1">{review.comment}</blockquote>
      )}
    </Entry>
  );
  const resubmitted = review.state === 'pending' && Boolean(review.reviewedAt);
  const submission = (
    <Entry key="submission" icon="bi-send">
      {resubmitted ? 'Resubmitted' : 'Submitted'}
      {by(review.submittedBy)}, {formatInstant(review.submittedAt)}
    </Entry>
  );
  return (
    <ol className="list-unstyled mb-0" aria-label="Review history">
      {resubmitted ? [decision, submission] : [submission, decision]}
    </ol>
  );
}
