import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { AudioPlayer } from '../../../components/media/AudioPlayer';
import { VideoPlayer } from '../../../components/media/VideoPlayer';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { assetUrl } from '../../../lib/assetUrl';
import { sanitizeHtml } from '../../../lib/safeHtml';
import { fromServerTime } from '../../../lib/serverTime';
import { FeedbackForm } from '../components/FeedbackForm';
import { ReadConfirmation } from '../components/ReadConfirmation';
import '../components/Recipient.css';
import { selectRecipientFlow, selectRecipientMessage } from '../recipientSlice';
import { answerRecipientMessage, openRecipientMessage } from '../recipientThunks';

const NOT_FOUND_CODES: ReadonlySet<string> = new Set(['not_found', 'route_not_found']);

/** /m/:receiptID: a message as its recipient reads it, from the link in an SMS or email. */
export function RecipientMessagePage() {
  const dispatch = useAppDispatch();
  const { receiptID = '' } = useParams();
  const message = useAppSelector(selectRecipientMessage);
  const open = useAppSelector((state) => selectRecipientFlow(state, 'open'));
  const answer = useAppSelector((state) => selectRecipientFlow(state, 'answer'));
  const [reloads, setReloads] = useState(0);
  const html = useMemo(() => sanitizeHtml(message?.message ?? ''), [message?.message]);

  useEffect(() => {
    const request = dispatch(openRecipientMessage(receiptID));
    return () => request.abort();
  }, [dispatch, receiptID, reloads]);

  useEffect(() => {
    if (message) document.title = message.title;
  }, [message]);

  const busy = answer.status === 'loading';
  const content = () => {
    if (open.status === 'failed') {
      if (open.code && NOT_FOUND_CODES.has(open.code)) {
        return (
          <EmptyState icon="bi-envelope-x" title="Message not found">
            This link does not lead to a message. It may have been mistyped, or the message was
            withdrawn.
          </EmptyState>
        );
      }
      return <LoadError message={open.error} onRetry={() => setReloads((count) => count + 1)} />;
    }
    if (!message) return <PageLoading label="Opening the message…" />;
    return (
      <>
        <p className="recipient-channel">
          <i className="bi bi-broadcast" aria-hidden="true" />
          {message.cp_name ?? 'Message'}
          <span className="ms-auto fw-normal">{fromServerTime(message.sentAt).slice(0, 10)}</span>
        </p>
        <h1 className="h3 mb-3">{message.title}</h1>
        {html ? (
          <div className="recipient-body mb-3" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="recipient-body mb-3">{message.push_message}</p>
        )}
        {message.media && (
          <div className="mb-3">
            {message.media.kind === 'audio' ? (
              <AudioPlayer
                src={assetUrl(message.media.playbackUrl) ?? ''}
                title={message.media.title}
              />
            ) : (
              <VideoPlayer
                src={assetUrl(message.media.playbackUrl) ?? ''}
                title={message.media.title}
              />
            )}
          </div>
        )}
        {(message.url || message.fileUrl) && (
          <div className="d-grid gap-2 mb-3">
            {message.url && (
              <a
                href={message.url}
                className="btn btn-outline-primary"
                target="_blank"
                rel="noopener noreferrer"
              >
                <i className="bi bi-box-arrow-up-right me-2" aria-hidden="true" />
                Open the link
              </a>
            )}
            {message.fileUrl && (
              <a
                href={message.fileUrl}
                className="btn btn-outline-secondary"
                target="_blank"
                rel="noopener noreferrer"
              >
                <i className="bi bi-paperclip me-2" aria-hidden="true" />
                {message.fileName ?? 'Open the attachment'}
              </a>
            )}
          </div>
        )}
        {answer.error && (
          <Alert variant="danger" role="alert">
            {answer.error}
          </Alert>
        )}
        {message.isReadRequired && (
          <ReadConfirmation
            confirmed={message.receipt.readResponse}
            busy={busy}
            onConfirm={() =>
              void dispatch(answerRecipientMessage({ receiptId: receiptID, answer: 'confirm' }))
            }
          />
        )}
        {message.enableFeedback && (
          <FeedbackForm
            receipt={message.receipt}
            busy={busy}
            onAnswer={(feedback, comment) =>
              void dispatch(
                answerRecipientMessage({
                  receiptId: receiptID,
                  answer: { feedback, ...(comment && { feedbackComment: comment }) },
                }),
              )
            }
          />
        )}
      </>
    );
  };

  return (
    <main className="recipient-page">
      <Card className="recipient-card shadow-sm">
        <Card.Body className="p-4">{content()}</Card.Body>
      </Card>
    </main>
  );
}
