import { useCallback, useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link, useSearchParams } from 'react-router-dom';
import type { MessageSummary } from '../../../../contract/messages';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { ListPage } from '../../../components/list/ListPage';
import { pageCount } from '../../../components/list/pageWindow';
import { usePageParam } from '../../../components/list/usePageParam';
import { ConfirmDelete, useConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { EmptyState } from '../../../components/ui/EmptyState';
import { isFiltered } from '../../../lib/filterParams';
import { notify } from '../../../lib/notify';
import { viewerTimeZone } from '../../../lib/serverTime';
import { selectChannelInView } from '../../../state/session';
import { HistoryFilters } from '../components/HistoryFilters';
import { HistoryTable } from '../components/HistoryTable';
import '../components/Messages.css';
import {
  EMPTY_HISTORY_FILTER,
  historyApiFilter,
  historyFilterFromParams,
  paramsOfHistoryFilter,
  type HistoryFilterForm,
} from '../historyFilter';
import {
  messageFlowsCleared,
  selectHistory,
  selectHistorySenders,
  selectMessagesFlow,
} from '../messagesSlice';
import { deleteMessage, fetchHistory, fetchHistorySenders } from '../messagesThunks';

/**
 * /messages/history: every message sent or scheduled, newest first, ten a page, searched and
 * filtered. The search, the filters and the page live in the address, so a reload, a link and
 * Back and Forward show the same list; changing a filter goes back to page 1.
 */
export function MessageHistoryPage() {
  const dispatch = useAppDispatch();
  const [page, goTo] = usePageParam();
  const [params, setParams] = useSearchParams();
  const form = useMemo(() => historyFilterFromParams(params), [params]);
  const filterKey = JSON.stringify(historyApiFilter(form));
  const filtered = isFiltered(form);
  const channel = useAppSelector(selectChannelInView);
  const senders = useAppSelector(selectHistorySenders);
  const history = useAppSelector(selectHistory);
  const flow = useAppSelector((state) => selectMessagesFlow(state, 'history'));
  const deleteFlow = useAppSelector((state) => selectMessagesFlow(state, 'delete'));
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const filter = JSON.parse(filterKey) as ReturnType<typeof historyApiFilter>;
    const request = dispatch(fetchHistory({ page, filter }));
    return () => request.abort();
  }, [dispatch, page, filterKey, reloads]);

  useEffect(() => {
    const request = dispatch(fetchHistorySenders());
    return () => request.abort();
  }, [dispatch, channel]);

  const changeFilter = useCallback(
    (next: HistoryFilterForm, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          // Parameters the history does not own (autoLogin, say) stay; the page goes.
          const merged = new URLSearchParams(current);
          for (const key of [...Object.keys(EMPTY_HISTORY_FILTER), 'page']) merged.delete(key);
          for (const [key, value] of paramsOfHistoryFilter(next)) merged.set(key, value);
          return merged;
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  );

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
      toolbar={<HistoryFilters value={form} senders={senders} onChange={changeFilter} />}
      flow={flow}
      rowCount={messages.length}
      onRetry={() => setReloads((count) => count + 1)}
      skeleton={{ columns: 7, label: 'Loading messages…' }}
      emptyState={
        filtered ? (
          <EmptyState
            icon="bi-funnel"
            title="No message matches"
            action={
              <Button variant="outline-primary" onClick={() => changeFilter(EMPTY_HISTORY_FILTER)}>
                Clear filters
              </Button>
            }
          >
            No message matches this search and these filters. Change them, or clear them to see
            every message.
          </EmptyState>
        ) : (
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
        )
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
