import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { selectChatFlow, selectConversations, selectConversationTotal } from '../chatSlice';
import { fetchConversations } from '../chatThunks';
import '../components/Chat.css';
import { ConversationsPane } from '../components/ConversationsPane';
import { ConversationThread } from '../components/ConversationThread';
import { ListSkeleton } from '../components/ListSkeleton';
import { NoConversationChosen } from '../components/NoConversationChosen';
import { useReadOnOpen } from '../useReadOnOpen';
import { useThreadFocus } from '../useThreadFocus';

const OPEN_PARAM = 'conversation';

/** /users/im: the channel's conversations with app users; the open one is in `?conversation=`. */
export function ChatHistoryPage() {
  const dispatch = useAppDispatch();
  const conversations = useAppSelector(selectConversations);
  const total = useAppSelector(selectConversationTotal);
  const flow = useAppSelector((state) => selectChatFlow(state, 'list'));
  const [params, setParams] = useSearchParams();
  const [reloads, setReloads] = useState(0);
  const lastSkip = useRef(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const openId = params.get(OPEN_PARAM);
  const selected = conversations.find((c) => c.chatMessageID === openId) ?? null;
  const selectedId = selected?.chatMessageID ?? null;
  useReadOnOpen(selected);
  useThreadFocus(selectedId, headingRef, listRef);

  useEffect(() => {
    lastSkip.current = 0;
    const request = dispatch(fetchConversations({ skip: 0 }));
    return () => request.abort();
  }, [dispatch, reloads]);

  const open = useCallback(
    (id: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(OPEN_PARAM, id);
        else next.delete(OPEN_PARAM);
        return next;
      }),
    [setParams],
  );
  const loadMore = () => {
    lastSkip.current = conversations.length;
    void dispatch(fetchConversations({ skip: conversations.length }));
  };
  const reload = () => setReloads((count) => count + 1);
  const retry = () => (lastSkip.current === 0 ? reload() : loadMore());

  let body: ReactNode;
  if (total === null && flow.status === 'failed') {
    body = (
      <div className="p-3">
        <LoadError message={flow.error} onRetry={reload} />
      </div>
    );
  } else if (total === null) {
    body = (
      <div className="chat-layout">
        <div className="chat-list-pane">
          <ListSkeleton />
        </div>
        <div className="chat-thread-pane" aria-hidden="true" />
      </div>
    );
  } else if (conversations.length === 0) {
    body = (
      <EmptyState icon="bi-chat-dots" title="No conversations yet">
        When app users message your channel in the app, their conversations appear here.
      </EmptyState>
    );
  } else {
    body = (
      <div className={`chat-layout${selected ? ' has-selection' : ''}`}>
        <ConversationsPane
          conversations={conversations}
          total={total}
          flow={flow}
          selectedId={selectedId}
          onSelect={open}
          onLoadMore={loadMore}
          onRetry={retry}
          listRef={listRef}
        />
        <div className="chat-thread-pane">
          {selected ? (
            <ConversationThread
              conversation={selected}
              onBack={() => open(null)}
              headingRef={headingRef}
            />
          ) : (
            <NoConversationChosen />
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="container-fluid py-4 chat-page">
      <header className="mb-4">
        <h1 className="h3 mb-1">Chat (IM) History</h1>
        <p className="text-body-secondary mb-0">
          Conversations between your channel and its app users. Open one to read it, or download its
          audit for your records.
        </p>
      </header>
      <Card className="shadow-sm chat-card">{body}</Card>
    </div>
  );
}
