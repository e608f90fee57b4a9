import { useDownload } from '../../../state/downloads';
import { useAppSelector } from '../../../state/hooks';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { selectChatFlow } from '../chatSlice';
import { downloadConversationAudit } from '../chatThunks';

/** Saves the conversation's audit CSV; one download at a time. */
export function AuditDownloadButton({ chatMessageID }: { chatMessageID: string }) {
  const download = useDownload();
  const flow = useAppSelector((state) => selectChatFlow(state, 'audit'));
  return (
    <DownloadButton
      size="sm"
      className="text-nowrap"
      downloading={flow.status === 'loading'}
      onDownload={() => void download(downloadConversationAudit(chatMessageID))}
    >
      Download audit
    </DownloadButton>
  );
}
