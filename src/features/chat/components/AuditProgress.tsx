import ProgressBar from 'react-bootstrap/ProgressBar';
import { useAppSelector } from '../../../app/hooks';
import { selectAuditConversationId, selectAuditProgress, selectChatFlow } from '../chatSlice';

/** The audit's progress under the thread header; indeterminate while the size is unknown. */
export function AuditProgress({ chatMessageID }: { chatMessageID: string }) {
  const flow = useAppSelector((state) => selectChatFlow(state, 'audit'));
  const progress = useAppSelector(selectAuditProgress);
  const downloadingId = useAppSelector(selectAuditConversationId);
  if (flow.status !== 'loading' || downloadingId !== chatMessageID) return null;
  const label = progress === null ? 'Preparing the audit…' : `Downloading the audit… ${progress}%`;
  return (
    <div className="chat-audit-progress" role="status">
      <span className="small text-body-secondary">{label}</span>
      <ProgressBar
        now={progress ?? 100}
        striped={progress === null}
        animated={progress === null}
        aria-label="Audit download"
        className="mt-1"
        style={{ height: '0.375rem' }}
      />
    </div>
  );
}
