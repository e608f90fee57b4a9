import { useEffect, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import type { MessageSummary } from '../../../../contract/messages';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ListBody } from '../../../components/ui/ListBody';
import { Pagination } from '../../../components/ui/Pagination';
import { pageCount, rangeLabel } from '../../../components/ui/pageWindow';
import { notify } from '../../../lib/notify';
import { HistoryTable } from '../components/HistoryTable';
import '../components/Messages.css';
import { messageFlowsCleared, selectHistory, selectMessagesFlow } from '../messagesSlice';
import { deleteMessage, fetchHistory } from '../messagesThunks';
import { viewerTimeZone } from '../../../lib/serverTime';
import { usePageParam } from '../pageParam';
import { PageHeader } from '../../../components/ui/PageHeader';

/** /messages/history: every message sent or scheduled, newest first, ten a page. */
export function MessageHistoryPage() {
  const dispatch = useAppDispatch();
  const [page, goTo] = usePageParam();
  const history = useAppSelector(selectHistory);
  const flow = useAppSelector((state) => selectMessagesFlow(state, 'history'));
  const deleteFlow = useAppSelector((state) => selectMessagesFlow(state, 'delete'));
  const [deleting, setDeleting] = useState<MessageSummary | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const request = dispatch(fetchHistory(page));
    return () => request.abort();
  }, [dispatch, page, reloads]);

  const closeDelete = () => {
    dispatch(messageFlowsCleared(['delete']));
    setDeleting(null);
  };
  const confirmDelete = async (message: MessageSummary) => {
    const result = await dispatch(deleteMessage(message._id));
    if (!deleteMessage.fulfilled.match(result)) return;
    notify.success(`${message.title} deleted.`);
    closeDelete();
    // The page shown may now be past the end, or have room for the next message.
    const pages = pageCount(Math.max(0, (history?.total ?? 1) - 1));
    if (page > pages) goTo(pages);
    else setReloads((count) => count + 1);
  };

  const total = history?.total ?? 0;
  const loading = flow.status === 'loading' || flow.status === 'idle';
  return (
    <div className="container-fluid py-4">
      <PageHeader
        title="Message history"
        description={
          <>
            Messages sent and scheduled, with how many were delivered and read. Times are in your
            time zone ({viewerTimeZone()}).
          </>
        }
        actions={
          <Link to="/messages/send-notifications" className="btn btn-primary">
            <i className="bi bi-send me-2" aria-hidden="true" />
            Send message
          </Link>
        }
      />
      <Card className="shadow-sm">
        <ListBody
          failed={flow.status === 'failed'}
          error={flow.error}
          onRetry={() => setReloads((count) => count + 1)}
          loading={!history || (loading && history.messages.length === 0)}
          skeleton={{ columns: 7, rows: 5, label: 'Loading messages…' }}
          empty={history?.messages.length === 0}
          emptyState={
            <EmptyState
              icon="bi-envelope-paper"
              title="No messages yet"
              action={
                <Link to="/messages/send-notifications" className="btn btn-outline-primary">
                  Send the first message
                </Link>
              }
            >
              Messages you send or schedule are listed here with their receipts.
            </EmptyState>
          }
        >
          <HistoryTable
            messages={history?.messages ?? []}
            refreshing={loading}
            onDelete={setDeleting}
          />
        </ListBody>
        {total > 0 && (
          <Card.Footer className="bg-body messages-footer">
            <span className="small text-body-secondary">{rangeLabel(page, total)}</span>
            <Pagination
              page={page}
              pages={pageCount(total)}
              onChange={goTo}
              label="Message history pages"
            />
          </Card.Footer>
        )}
      </Card>
      <ConfirmModal
        show={deleting !== null}
        title={`Delete ${deleting?.title ?? 'message'}?`}
        confirmLabel="Delete message"
        busy={deleteFlow.status === 'loading'}
        error={deleteFlow.error}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={closeDelete}
      >
        <p className="mb-0">
          The message leaves the history and any sending still to come is stopped. Recipients keep
          what they already received.
        </p>
      </ConfirmModal>
    </div>
  );
}
