import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MessageSummary } from '../../../../contract/messages';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ListPage } from '../../../components/list/ListPage';
import { pageCount } from '../../../components/list/pageWindow';
import { usePageParam } from '../../../components/list/usePageParam';
import { ConfirmDelete, useConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { EmptyState } from '../../../components/ui/EmptyState';
import { notify } from '../../../lib/notify';
import { viewerTimeZone } from '../../../lib/serverTime';
import { HistoryTable } from '../components/HistoryTable';
import '../components/Messages.css';
import { messageFlowsCleared, selectHistory, selectMessagesFlow } from '../messagesSlice';
import { deleteMessage, fetchHistory } from '../messagesThunks';

/** /messages/history: every message sent or scheduled, newest first, ten a page. */
export function MessageHistoryPage() {
  const dispatch = useAppDispatch();
  const [page, goTo] = usePageParam();
  const history = useAppSelector(selectHistory);
  const flow = useAppSelector((state) => selectMessagesFlow(state, 'history'));
  const deleteFlow = useAppSelector((state) => selectMessagesFlow(state, 'delete'));
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const request = dispatch(fetchHistory(page));
    return () => request.abort();
  }, [dispatch, page, reloads]);

  const deletion = useConfirmDelete<MessageSummary>({
    remove: async (message) => {
      const result = await dispatch(deleteMessage(message._id));
      if (!deleteMessage.fulfilled.match(result)) return false;
      notify.success(`${message.title} deleted.`);
      // The page shown may now be past the end, or have room for the next message.
      const pages = pageCount(Math.max(0, (history?.total ?? 1) - 1));
      if (page > pages) goTo(pages);
      else setReloads((count) => count + 1);
      return true;
    },
    onClose: () => dispatch(messageFlowsCleared(['delete'])),
  });

  const messages = history?.messages ?? [];
  return (
    <ListPage
      title="Message history"
      description={
        <>
          Messages sent and scheduled, with how many were delivered and read. Sent counts the
          notifications, SMS and emails that went out, each time a message went out; a message’s
          page also counts the recipients no channel could reach. Times are in your time zone (
          {viewerTimeZone()}).
        </>
      }
      actions={
        <Link to="/messages/send-notifications" className="btn btn-primary">
          <i className="bi bi-send me-2" aria-hidden="true" />
          Send message
        </Link>
      }
      flow={flow}
      rowCount={messages.length}
      onRetry={() => setReloads((count) => count + 1)}
      skeleton={{ columns: 7, label: 'Loading messages…' }}
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
      paging={{
        page,
        total: history?.total ?? 0,
        onChange: goTo,
        label: 'Message history pages',
      }}
      dialogs={
        <ConfirmDelete
          name={deletion.target?.title ?? null}
          noun="message"
          pending={deleteFlow.status === 'loading'}
          error={deleteFlow.error}
          onConfirm={() => void deletion.confirm()}
          onCancel={deletion.cancel}
        >
          The message leaves the history and any sending still to come is stopped. Recipients keep
          what they already received.
        </ConfirmDelete>
      }
    >
      <HistoryTable
        messages={messages}
        refreshing={flow.status === 'loading'}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
