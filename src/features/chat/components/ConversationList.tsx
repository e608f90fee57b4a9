import type { RefObject } from 'react';
import type { ChatConversation } from '../../../../contract/chat';
import { ConversationItem } from './ConversationItem';

interface ConversationListProps {
  conversations: readonly ChatConversation[];
  selectedId: string | null;
  onSelect: (chatMessageID: string) => void;
  listRef: RefObject<HTMLUListElement | null>;
}

export function ConversationList({
  conversations,
  selectedId,
  onSelect,
  listRef,
}: ConversationListProps) {
  return (
    <ul className="chat-list list-unstyled mb-0" aria-label="Conversations" ref={listRef}>
      {conversations.map((conversation) => (
        <li key={conversation.chatMessageID}>
          <ConversationItem
            conversation={conversation}
            selected={conversation.chatMessageID === selectedId}
            onSelect={onSelect}
          />
        </li>
      ))}
    </ul>
  );
}
