import type { AudienceCount } from '../../../../contract/messages';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { formatCount } from '../../../lib/numbers';
import { SUBMIT_FOR_APPROVAL } from '../approvalWording';
import { describeReach } from '../audienceText';
import { ReachSummary } from './ReachSummary';

interface SendConfirmDialogProps {
  show: boolean;
  audience: string;
  count: AudienceCount | null;
  /** 'Send now', or the schedule in words. */
  when: string;
  /** The delivery choice in words. */
  how?: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The last look before sending: who it goes to and the SMS credits it will use. When the
 * organisation holds it for review, it is submitted for approval instead.
 */
export function SendConfirmDialog({
  show,
  audience,
  count,
  when,
  how,
  busy,
  error,
  onConfirm,
  onCancel,
}: SendConfirmDialogProps) {
  const scheduled = when !== 'Send now';
  const needsReview = count?.needsReview === true;
  return (
    <ConfirmModal
      show={show}
      title={
        needsReview
          ? 'Submit this message for approval?'
          : scheduled
            ? 'Schedule this message?'
            : 'Send this message?'
      }
      confirmLabel={
        needsReview ? SUBMIT_FOR_APPROVAL : scheduled ? 'Schedule message' : 'Send message'
      }
      variant="primary"
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {needsReview && (
        <p role="note">
          <i className="bi bi-patch-check me-2" aria-hidden="true" />
          Your organisation reviews messages like this one: an approver must approve it before it is{' '}
          {scheduled ? 'scheduled' : 'sent'}. Nothing goes out until then.
        </p>
      )}
      <dl className="confirm-facts mb-0">
        <dt>To</dt>
        <dd>{audience}</dd>
        {how && (
          <>
            <dt>How</dt>
            <dd>{how}</dd>
          </>
        )}
        <dt>Reach</dt>
        <dd>
          {count ? (
            <>
              <ReachSummary count={count} />
              <span className="small text-body-secondary">{describeReach(count)}</span>
            </>
          ) : (
            'Not counted yet'
          )}
        </dd>
        <dt>SMS credits</dt>
        <dd>
          {count
            ? `${formatCount(count.creditsNeeded)} of ${formatCount(count.creditsRemaining)} remaining`
            : '—'}
        </dd>
        <dt>When</dt>
        <dd className="mb-0">{when}</dd>
      </dl>
    </ConfirmModal>
  );
}
