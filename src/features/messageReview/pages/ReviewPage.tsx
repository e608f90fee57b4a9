import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { Link, useParams } from 'react-router-dom';
import type { MessageReview } from '../../../../contract/messageReview';
import type { MessageDetail } from '../../../../contract/messages';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { ReviewStateBadge } from '../../../components/ui/ReviewStateBadge';
import { notify } from '../../../lib/notify';
import { scheduleLabel } from '../../../lib/serverTime';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectSessionUser } from '../../../state/session';
import { DecisionPanel } from '../components/DecisionPanel';
import { MemberPhones } from '../components/MemberPhones';
import { MessageLanguages } from '../components/MessageLanguages';
import '../components/MessageReview.css';
import { ResubmitForm } from '../components/ResubmitForm';
import { resubmitBodyOf, type CommentValues, type ResubmitValues } from '../components/reviewForms';
import { ReviewHistory } from '../components/ReviewHistory';
import { APPROVALS_PATH } from '../components/reviewPaths';
import { ReviewReach } from '../components/ReviewReach';
import { reviewFlowsCleared, selectCurrentReview, selectReviewFlow } from '../messageReviewSlice';
import {
  approveMessage,
  fetchReview,
  resubmitMessage,
  returnMessage,
} from '../messageReviewThunks';

/** A message held for review goes out when approved, not "at once". */
const whenOf = (message: MessageDetail, review: MessageReview) =>
  review.state !== 'approved' && message.scheduleType === 'now'
    ? 'Sent once approved'
    : scheduleLabel(message);

/** /messages/reviews/:id: the message as members will get it, to approve, send back or resubmit. */
export function ReviewPage() {
  const dispatch = useAppDispatch();
  const { id = '' } = useParams();
  const user = useAppSelector(selectSessionUser);
  const current = useAppSelector(selectCurrentReview);
  const getFlow = useAppSelector((state) => selectReviewFlow(state, 'get'));
  const decideFlow = useAppSelector((state) => selectReviewFlow(state, 'decide'));
  const resubmitFlow = useAppSelector((state) => selectReviewFlow(state, 'resubmit'));
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const request = dispatch(fetchReview(id));
    return () => request.abort();
  }, [dispatch, id, reloads]);
  useEffect(() => () => void dispatch(reviewFlowsCleared()), [dispatch]);

  const back = (
    <Link to={APPROVALS_PATH} className="d-inline-block mb-3">
      <i className="bi bi-arrow-left me-1" aria-hidden="true" />
      Approvals
    </Link>
  );
  const shown = current?.message._id === id ? current : null;
  if (getFlow.status === 'failed' && !shown) {
    return (
      <div className="container-fluid py-4">
        {back}
        {getFlow.code === 'not_found' ? (
          <EmptyState icon="bi-envelope-x" title="Message not found">
            It may have been deleted or sent, or it belongs to another organization.
          </EmptyState>
        ) : (
          <LoadError message={getFlow.error} onRetry={() => setReloads((count) => count + 1)} />
        )}
      </div>
    );
  }
  if (!shown) return <PageLoading label="Loading the message…" />;

  const { message, review, preview, audience, canApprove } = shown;
  const mine = Boolean(user && review.submittedBy?._id === user._id);
  const editable = mine && review.state === 'returned';

  const decide = async (decision: 'approve' | 'return', { comment }: CommentValues) => {
    const trimmed = comment.trim();
    const result = await dispatch(
      decision === 'approve'
        ? approveMessage({ id, body: trimmed ? { comment: trimmed } : {} })
        : returnMessage({ id, body: { comment: trimmed } }),
    );
    const failure = failureOf(result);
    if (!failure)
      notify.success(decision === 'approve' ? 'Message approved.' : 'Message sent back.');
    return failure;
  };

  const resubmit = async (values: ResubmitValues) => {
    const result = await dispatch(resubmitMessage({ id, body: resubmitBodyOf(values) }));
    const failure = failureOf(result);
    if (failure) return failure;
    notify.success('Message resubmitted for approval.');
    // The members' renderings and the reach follow the new texts.
    setReloads((count) => count + 1);
  };

  return (
    <div className="container-fluid py-4 review-page">
      {back}
      <header className="mb-4">
        <h1 className="h3 mb-1">{message.title}</h1>
        <div className="d-flex flex-wrap align-items-center gap-2 text-body-secondary">
          <ReviewStateBadge review={review} />
          <span>
            {message.cp_name ? `${message.cp_name} · ` : ''}
            {whenOf(message, review)}
          </span>
        </div>
      </header>
      {editable && review.comment && (
        <Alert variant="warning">
          <strong className="d-block mb-1">
            Sent back{review.reviewedBy ? ` by ${review.reviewedBy.name}` : ''}
          </strong>
          {review.comment}
        </Alert>
      )}
      <div className="row g-4">
        <div className="col-lg-7">
          <Card className="shadow-sm mb-4">
            <Card.Body>
              <h2 className="h5 mb-3">The message</h2>
              <MessageLanguages message={message} defaultLanguage={preview.defaultLanguage} />
            </Card.Body>
          </Card>
          <Card className="shadow-sm mb-4">
            <Card.Body>
              <h2 className="h5 mb-3">Reach and cost</h2>
              <ReviewReach audience={audience} />
            </Card.Body>
          </Card>
          <Card className="shadow-sm mb-4">
            <Card.Body>
              <h2 className="h5 mb-3">Review</h2>
              <ReviewHistory review={review} />
              <div className="mt-3">
                <DecisionPanel
                  review={review}
                  canApprove={canApprove}
                  mine={mine}
                  deciding={decideFlow.status === 'loading'}
                  onDecide={decide}
                />
              </div>
            </Card.Body>
          </Card>
          {editable && (
            <Card className="shadow-sm mb-4">
              <Card.Body>
                <h2 className="h5 mb-3">Edit and resubmit</h2>
                <ResubmitForm
                  message={message}
                  defaultLanguage={preview.defaultLanguage}
                  pending={resubmitFlow.status === 'loading'}
                  onSubmit={resubmit}
                />
              </Card.Body>
            </Card>
          )}
        </div>
        <div className="col-lg-5">
          <div className="review-preview">
            <h2 className="h5 mb-3">As members will see it</h2>
            <MemberPhones message={message} members={preview.members} />
          </div>
        </div>
      </div>
    </div>
  );
}
