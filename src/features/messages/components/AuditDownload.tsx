import { useDownload } from '../../../state/downloads';
import { useAppSelector } from '../../../state/hooks';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { DownloadProgress } from '../../../components/ui/DownloadProgress';
import { selectAuditProgress, selectMessagesFlow } from '../messagesSlice';
import { downloadMessageAudit } from '../messagesThunks';

/** Downloads the message audit (every receipt) with its progress. */
export function AuditDownload({ messageId }: { messageId: string }) {
  const download = useDownload();
  const flow = useAppSelector((state) => selectMessagesFlow(state, 'audit'));
  const progress = useAppSelector(selectAuditProgress);
  const downloading = flow.status === 'loading';
  return (
    <div className="d-flex flex-column align-items-end gap-1">
      <DownloadButton
        size="sm"
        downloading={downloading}
        onDownload={() => void download(downloadMessageAudit(messageId))}
      >
        Download message audit
      </DownloadButton>
      {downloading && (
        <DownloadProgress
          progress={progress}
          what="the audit"
          barLabel="Audit download"
          quiet
          className="w-100"
          style={{ minWidth: '10rem' }}
        />
      )}
    </div>
  );
}
