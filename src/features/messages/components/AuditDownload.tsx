import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { DownloadProgress } from '../../../components/ui/DownloadProgress';
import { notify } from '../../../lib/notify';
import { selectAuditProgress, selectMessagesFlow } from '../messagesSlice';
import { downloadMessageAudit } from '../messagesThunks';

/** Downloads the message audit (every receipt) with its progress. */
export function AuditDownload({ messageId }: { messageId: string }) {
  const dispatch = useAppDispatch();
  const flow = useAppSelector((state) => selectMessagesFlow(state, 'audit'));
  const progress = useAppSelector(selectAuditProgress);
  const downloading = flow.status === 'loading';

  const download = async () => {
    const result = await dispatch(downloadMessageAudit(messageId));
    if (downloadMessageAudit.fulfilled.match(result))
      notify.success(`Downloaded ${result.payload}.`);
    else if (result.payload) notify.error(result.payload);
  };

  return (
    <div className="d-flex flex-column align-items-end gap-1">
      <Button
        variant="outline-secondary"
        size="sm"
        onClick={() => void download()}
        disabled={downloading}
      >
        {downloading ? (
          <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
        ) : (
          <i className="bi bi-download me-2" aria-hidden="true" />
        )}
        Download message audit
      </Button>
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
