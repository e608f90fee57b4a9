import type { RefObject } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { ChatConversation } from '../../../../contract/chat';
import { LoadError } from '../../../components/ui/LoadError';
import { formatCount } from '../../../lib/numbers';
import type { FlowState } from '../../../lib/flows';
import { ConversationList } from './ConversationList';

interface ConversationsPaneProps {
  conversations: readonly ChatConversation[];
  total: number;
  flow: FlowState;
  selectedId: string | null;
  onSelect: (chatMessageID: string) => void;
  onLoadMore: () => void;
  onRetry: () => void;
  listRef: RefObject<HTMLUListElement | null>;
}

/** The loaded conversations, and the next page on request. */
export function ConversationsPane(props: ConversationsPaneProps) {
  const { conversations, total, flow, onLoadMore, onRetry } = props;
  const loading = flow.status === 'loading';
  return (
    <div className="chat-list-pane">
      <div className="chat-list-scroll">
        <ConversationList
          conversations={conversations}
          selectedId={props.selectedId}
          onSelect={props.onSelect}
          listRef={props.listRef}
        />
      </div>
      <div className="chat-list-footer">
        {flow.status === 'failed' && <LoadError message={flow.error} onRetry={onRetry} />}
        <span className="small text-body-secondary" aria-live="polite">
          {formatCount(conversations.length)} of {formatCount(total)} conversations
        </span>
        {conversations.length < total && (
          <Button variant="outline-primary" size="sm" onClick={onLoadMore} disabled={loading}>
            {loading && (
              <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
            )}
            Load more
          </Button>
        )}
      </div>
    </div>
  );
}
