import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { selectChatFlow } from '../chatSlice';
import { downloadConversationAudit } from '../chatThunks';

/** Saves the conversation's audit CSV; one download at a time. */
export function AuditDownloadButton({ chatMessageID }: { chatMessageID: string }) {
  const dispatch = useAppDispatch();
  const flow = useAppSelector((state) => selectChatFlow(state, 'audit'));
  const downloading = flow.status === 'loading';

  const download = async () => {
    const result = await dispatch(downloadConversationAudit(chatMessageID));
    if (downloadConversationAudit.fulfilled.match(result)) {
      notify.success(`Downloaded ${result.payload}.`);
    } else if (result.payload) notify.error(result.payload);
  };

  return (
    <Button
      variant="outline-secondary"
      size="sm"
      className="text-nowrap"
      onClick={() => void download()}
      disabled={downloading}
    >
      {downloading ? (
        <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
      ) : (
        <i className="bi bi-download me-2" aria-hidden="true" />
      )}
      Download audit
    </Button>
  );
}
