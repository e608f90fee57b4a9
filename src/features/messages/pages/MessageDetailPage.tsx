import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { RECEIPT_STATUSES, type ReceiptStatus } from '../../../../contract/messages';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectIsMessagingOnly } from '../../../state/session';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { ReviewStateBadge } from '../../../components/ui/ReviewStateBadge';
import { ListCard } from '../../../components/list/ListCard';
import { AuditDownload } from '../components/AuditDownload';
import { DeliveryCard } from '../components/DeliveryCard';
import { EngagementCurve } from '../components/EngagementCurve';
import { MessageFacts } from '../components/MessageFacts';
import { AbTestStatus } from '../components/AbTestStatus';
import '../components/Messages.css';
import { ReceiptCounts } from '../components/ReceiptCounts';
import { ReceiptsTable } from '../components/ReceiptsTable';
import { RECEIPT_STATUS_LABELS, sendLabel } from '../messageLabels';
import { selectDetail, selectMessagesFlow } from '../messagesSlice';
import { fetchMessageDetail } from '../messagesThunks';
import { receiptsNote } from '../receiptsNote';

/** The board loads with its view only: the receipts view downloads none of it. */
const AcknowledgementBoard = lazy(() =>
  import('../components/board/AcknowledgementBoard').then((module) => ({
    default: module.AcknowledgementBoard,
  })),
);

function statusOf(params: URLSearchParams): ReceiptStatus {
  const value = params.get('status');
  return RECEIPT_STATUSES.find((status) => status === value) ?? 'all';
}

function pageOf(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/**
 * /messages/history/:messageID: one message, its delivery as it happens, its receipt counts and
 * its receipts; with ?view=board, its acknowledgement board instead of the receipts.
 */
export function MessageDetailPage() {
  const dispatch = useAppDispatch();
  const { messageID = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params);
  const page = pageOf(params);
  const onBoard = params.get('view') === 'board';
  const detail = useAppSelector(selectDetail);
  const flow = useAppSelector((state) => selectMessagesFlow(state, 'detail'));
  // Messaging-only mode keeps the spec's screens: the review page is not one of them.
  const messagingOnly = useAppSelector(selectIsMessagingOnly);
  const [reloads, setReloads] = useState(0);
  // The delivery card's end: the receipt counts are read once more.
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  useEffect(() => {
    const request = dispatch(fetchMessageDetail({ messageId: messageID, page, status }));
    return () => request.abort();
  }, [dispatch, messageID, page, status, reloads]);

  const change = (patch: { status?: ReceiptStatus; page?: number }) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      const nextStatus = patch.status ?? status;
      // A new filter starts on its first page.
      const nextPage = patch.status !== undefined ? 1 : (patch.page ?? page);
      if (nextStatus === 'all') merged.delete('status');
      else merged.set('status', nextStatus);
      if (nextPage > 1) merged.set('page', String(nextPage));
      else merged.delete('page');
      return merged;
    });

  const shown = detail?.message._id === messageID ? detail : null;
  const back = (
    <Link to="/messages/history" className="small d-inline-block mb-2">
      <i className="bi bi-arrow-left me-1" aria-hidden="true" />
      Message history
    </Link>
  );

  if (flow.status === 'failed' && !shown) {
    return (
      <div className="container-fluid py-4">
        {back}
        {flow.code === 'not_found' ? (
          <EmptyState icon="bi-envelope-x" title="Message not found">
            It may have been deleted, or it belongs to another organization.
          </EmptyState>
        ) : (
          <LoadError message={flow.error} onRetry={() => setReloads((count) => count + 1)} />
        )}
      </div>
    );
  }
  if (!shown) return <PageLoading label="Loading the message…" />;

  const { message, receipts, totalReceipts, counts } = shown;
  return (
    <div className="container-fluid py-4">
      {back}
      <header className="mb-4">
        <h1 className="h3 mb-1">{message.title}</h1>
        <Badge bg="primary-subtle" text="primary-emphasis" className="fw-medium">
          {sendLabel(message.type, message.deliveryMode)}
        </Badge>
        <ReviewStateBadge review={message.review} heldOnly className="ms-2" />
        {message.review && message.review.state !== 'approved' && !messagingOnly && (
          <Link to={`/messages/reviews/${message._id}`} className="ms-2 small">
            Open its review
          </Link>
        )}
      </header>
      <AbTestStatus messageId={message._id} />
      <Card className="shadow-sm mb-4">
        <Card.Body>
          <MessageFacts message={message} />
        </Card.Body>
      </Card>
      {(message.isReadRequired || message.enableFeedback) && (
        <nav aria-label="Message views" className="mb-4">
          <ul className="nav nav-tabs">
            <li className="nav-item">
              <Link
                to={`/messages/history/${message._id}`}
                className={`nav-link${onBoard ? '' : ' active'}`}
                aria-current={onBoard ? undefined : 'page'}
              >
                Receipts
              </Link>
            </li>
            <li className="nav-item">
              <Link
                to={`/messages/history/${message._id}?view=board`}
                className={`nav-link${onBoard ? ' active' : ''}`}
                aria-current={onBoard ? 'page' : undefined}
              >
                Acknowledgement board
              </Link>
            </li>
          </ul>
        </nav>
      )}
      {onBoard ? (
        <Suspense fallback={<PageLoading label="Loading the acknowledgement board…" />}>
          <AcknowledgementBoard message={message} />
        </Suspense>
      ) : (
        <>
          <DeliveryCard messageId={message._id} onFinished={reload} />
          <ReceiptCounts counts={counts} note={receiptsNote(message, counts)} />
          {!messagingOnly && <EngagementCurve messageId={message._id} />}
          <ListCard
            toolbar={
              <>
                <h2 className="h5 mb-0 me-auto">Receipts</h2>
                <Form.Select
                  aria-label="Receipt status"
                  value={status}
                  onChange={(event) =>
                    change({
                      status: statusOf(new URLSearchParams({ status: event.target.value })),
                    })
                  }
                  className="w-auto"
                >
                  {RECEIPT_STATUSES.map((value) => (
                    <option key={value} value={value}>
                      {RECEIPT_STATUS_LABELS[value]}
                    </option>
                  ))}
                </Form.Select>
                <AuditDownload messageId={message._id} />
              </>
            }
            flow={flow}
            rowCount={receipts.length}
            onRetry={() => setReloads((count) => count + 1)}
            skeleton={{ columns: 6, label: 'Loading receipts…' }}
            emptyState={
              <EmptyState
                icon="bi-inbox"
                title={status === 'all' ? 'No receipts yet' : 'No receipts with this status'}
              >
                {status === 'all'
                  ? 'Receipts appear as the message goes out.'
                  : 'Choose another status to see other recipients.'}
              </EmptyState>
            }
            paging={{
              page,
              total: totalReceipts,
              onChange: (next) => change({ page: next }),
              label: 'Receipts pages',
            }}
          >
            <ReceiptsTable receipts={receipts} busy={flow.status === 'loading'} />
          </ListCard>
        </>
      )}
    </div>
  );
}
