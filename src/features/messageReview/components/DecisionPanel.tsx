import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { MessageReview } from '../../../../contract/messageReview';
import type { ApiFailure } from '../../../lib/apiErrors';
import { ApproveDialog, SendBackDialog } from './DecisionDialogs';
import type { CommentValues } from './reviewForms';

type Decision = 'approve' | 'return';

interface DecisionPanelProps {
  review: MessageReview;
  canApprove: boolean;
  /** The signed-in admin submitted it. */
  mine: boolean;
  deciding: boolean;
  onDecide: (decision: Decision, values: CommentValues) => Promise<ApiFailure | null>;
}

/**
 * Approve or send back, for an approver who did not submit the message; otherwise why not. The
 * API holds the same rule (a sender's own approval answers 403).
 */
export function DecisionPanel({
  review,
  canApprove,
  mine,
  deciding,
  onDecide,
}: DecisionPanelProps) {
  const [open, setOpen] = useState<Decision | null>(null);
  if (review.state !== 'pending') return null;
  if (!canApprove) {
    return (
      <p className="mb-0 text-body-secondary" role="note">
        <i className="bi bi-info-circle me-2" aria-hidden="true" />
        {mine
          ? 'You submitted this message: another approver must review it.'
          : 'Only an admin whose role may approve messages can approve or send it back.'}
      </p>
    );
  }
  const decide = (decision: Decision) => async (values: CommentValues) => {
    const failure = await onDecide(decision, values);
    if (!failure) setOpen(null);
    return failure;
  };
  return (
    <>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="success" onClick={() => setOpen('approve')}>
          <i className="bi bi-check-lg me-2" aria-hidden="true" />
          Approve
        </Button>
        <Button variant="outline-danger" onClick={() => setOpen('return')}>
          <i className="bi bi-arrow-return-left me-2" aria-hidden="true" />
          Send back
        </Button>
      </div>
      <ApproveDialog
        show={open === 'approve'}
        saving={deciding}
        onClose={() => setOpen(null)}
        onSubmit={decide('approve')}
      />
      <SendBackDialog
        show={open === 'return'}
        saving={deciding}
        onClose={() => setOpen(null)}
        onSubmit={decide('return')}
      />
    </>
  );
}
