import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import type { MessageSummary } from '../../../../contract/messages';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { useDownload } from '../../../state/downloads';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { DownloadProgress } from '../../../components/ui/DownloadProgress';
import { fromServerTime } from '../../../lib/serverTime';
import {
  AUDIT_CHOICES,
  downloadUsersMessageAudit,
  fetchAuditMessages,
} from '../messageAuditThunks';
import { selectAuditDownload, selectAuditMessages, selectFlow } from '../mobileUsersSlice';
import { plural } from '../../../lib/numbers';

const titleOf = (message: MessageSummary) => message.title || message.push_message || 'Untitled';

interface MessageChoiceProps {
  message: MessageSummary;
  progress: number | null | undefined;
  busy: boolean;
  onDownload: () => void;
}

/** One message: what it said, when and to how many, and its audit's download. */
function MessageChoice({ message, progress, busy, onDownload }: MessageChoiceProps) {
  const title = titleOf(message);
  const downloading = progress !== undefined;
  return (
    <li className="list-group-item">
      <div className="d-flex align-items-start gap-3">
        <div className="flex-grow-1 text-break">
          <div className="fw-semibold">{title}</div>
          <div className="small text-body-secondary">
            {fromServerTime(message.dateCreated)}
            {message.cp_name && ` · ${message.cp_name}`}
            {` · ${plural(message.recipients, 'recipient')}`}
          </div>
        </div>
        <DownloadButton
          variant="outline-primary"
          size="sm"
          className="text-nowrap flex-shrink-0"
          downloading={downloading}
          disabled={busy}
          onDownload={onDownload}
          label={`Download the audit of ${title}`}
        >
          Download
        </DownloadButton>
      </div>
      {downloading && (
        <DownloadProgress
          progress={progress}
          what="the audit"
          barLabel="Audit download"
          className="mt-2"
        />
      )}
    </li>
  );
}

/**
 * Picks one of the newest messages and downloads its audit: every recipient, how the message
 * reached them, when, and whether they opened, confirmed or answered it.
 */
export function MessageAuditDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const messages = useAppSelector(selectAuditMessages);
  const listFlow = useAppSelector((state) => selectFlow(state, 'auditMessages'));
  const downloadFlow = useAppSelector((state) => selectFlow(state, 'messageAudit'));
  const download = useAppSelector(selectAuditDownload);

  useEffect(() => {
    const request = dispatch(fetchAuditMessages());
    return () => request.abort();
  }, [dispatch]);

  // A failed download is shown in the dialog, not in a toast.
  const runDownload = useDownload({ quietErrors: true });
  const downloadAudit = (messageId: string) => runDownload(downloadUsersMessageAudit(messageId));

  let body;
  if (listFlow.status === 'failed') {
    body = (
      <Alert variant="danger" className="d-flex align-items-center gap-3 mb-0">
        <span className="flex-grow-1">{listFlow.error}</span>
        <Button
          variant="outline-danger"
          size="sm"
          onClick={() => void dispatch(fetchAuditMessages())}
        >
          Try again
        </Button>
      </Alert>
    );
  } else if (messages === null || (listFlow.status === 'loading' && messages.length === 0)) {
    body = (
      <div role="status" className="d-flex align-items-center gap-2 text-body-secondary py-3">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        Loading messages…
      </div>
    );
  } else if (messages.length === 0) {
    body = (
      <p className="text-body-secondary mb-0 py-3 text-center">
        No messages have been sent yet. A message&apos;s audit can be downloaded once it has gone
        out.
      </p>
    );
  } else {
    body = (
      <ul className="list-group" aria-label="Messages">
        {messages.map((message) => (
          <MessageChoice
            key={message._id}
            message={message}
            progress={download?.messageId === message._id ? download.progress : undefined}
            busy={download !== null}
            onDownload={() => void downloadAudit(message._id)}
          />
        ))}
      </ul>
    );
  }

  return (
    <Modal show onHide={onClose} centered scrollable aria-labelledby="message-audit-title">
      <Modal.Header closeButton>
        <Modal.Title id="message-audit-title" as="h2" className="h5">
          Download a message audit
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary">
          A CSV of every recipient of one message: how it reached them, when, and whether they
          opened, confirmed or answered it. Your {AUDIT_CHOICES} newest messages are listed.
        </p>
        {downloadFlow.status === 'failed' && (
          <Alert variant="danger" className="mb-3">
            {downloadFlow.error}
          </Alert>
        )}
        {body}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
