import Badge from 'react-bootstrap/Badge';
import type { MessageReview, ReviewState } from '../../../contract/messageReviewState';

/** A review's state in the console's words. */
export const REVIEW_STATE_LABELS: Readonly<Record<ReviewState, string>> = {
  pending: 'Awaiting approval',
  returned: 'Sent back',
  approved: 'Approved',
};

const TONES: Readonly<Record<ReviewState, string>> = {
  pending: 'warning',
  returned: 'danger',
  approved: 'success',
};

interface ReviewStateBadgeProps {
  review: MessageReview | null | undefined;
  /** Approved messages go out as any other: the history shows only those still held. */
  heldOnly?: boolean;
  className?: string;
}

/** A message's review as a badge: the history, its detail and the approvals page show it. */
export function ReviewStateBadge({ review, heldOnly = false, className }: ReviewStateBadgeProps) {
  if (!review || (heldOnly && review.state === 'approved')) return null;
  const tone = TONES[review.state];
  return (
    <Badge
      bg={`${tone}-subtle`}
      text={`${tone}-emphasis`}
      className={`fw-medium text-nowrap${className ? ` ${className}` : ''}`}
    >
      {REVIEW_STATE_LABELS[review.state]}
    </Badge>
  );
}
