import { useAppSelector } from '../../../state/hooks';
import { DownloadProgress } from '../../../components/ui/DownloadProgress';
import { selectAuditConversationId, selectAuditProgress, selectChatFlow } from '../chatSlice';

/** The audit's progress under the thread header; indeterminate while the size is unknown. */
export function AuditProgress({ chatMessageID }: { chatMessageID: string }) {
  const flow = useAppSelector((state) => selectChatFlow(state, 'audit'));
  const progress = useAppSelector(selectAuditProgress);
  const downloadingId = useAppSelector(selectAuditConversationId);
  if (flow.status !== 'loading' || downloadingId !== chatMessageID) return null;
  return (
    <DownloadProgress
      progress={progress}
      what="the audit"
      barLabel="Audit download"
      className="chat-audit-progress"
    />
  );
}
