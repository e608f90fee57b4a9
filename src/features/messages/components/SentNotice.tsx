import { Link } from 'react-router-dom';
import type { MessageSummary } from '../../../../contract/messages';
import { awaitsApproval } from '../approvalWording';

/**
 * What became of the message just sent, with where to follow it: its history page, or its
 * review page while it waits for an approver.
 */
export function SentNotice({ message }: { message: MessageSummary }) {
  if (awaitsApproval(message)) {
    return (
      <>
        Submitted “{message.title}” for approval: an approver must approve it before it is{' '}
        {message.scheduleType === 'now' ? 'sent' : 'scheduled'}.{' '}
        <Link to={`/messages/reviews/${message._id}`} className="alert-link">
          Follow it in Approvals
        </Link>
      </>
    );
  }
  return (
    <>
      {message.scheduleType === 'now' ? 'Sent' : 'Scheduled'} “{message.title}”.{' '}
      <Link to={`/messages/history/${message._id}`} className="alert-link">
        See it in the message history
      </Link>
    </>
  );
}
