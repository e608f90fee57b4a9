import type { ChatConversation } from '../../../../contract/chat';
import { plural } from '../../../lib/numbers';
import { dateTime, listTime } from '../chatTimes';
import { initials, lastMessage, participantName } from '../conversationText';

interface ConversationItemProps {
  conversation: ChatConversation;
  selected: boolean;
  onSelect: (chatMessageID: string) => void;
}

/** One row of the conversation list: who, the last line, when, and how many are unread. */
export function ConversationItem({ conversation, selected, onSelect }: ConversationItemProps) {
  const name = participantName(conversation);
  const last = lastMessage(conversation);
  const unread = conversation.unreadCount;
  return (
    <button
      type="button"
      className={`chat-item${selected ? ' is-selected' : ''}${unread > 0 ? ' is-unread' : ''}`}
      aria-current={selected ? 'true' : undefined}
      data-conversation={conversation.chatMessageID}
      onClick={() => onSelect(conversation.chatMessageID)}
    >
      <span className="chat-avatar" aria-hidden="true">
        {initials(name)}
      </span>
      <span className="chat-item-body">
        <span className="chat-item-top">
          <span className="chat-item-name">{name}</span>
          <time
            className="chat-item-time"
            dateTime={conversation.lastMessageAt}
            title={dateTime(conversation.lastMessageAt)}
          >
            {listTime(conversation.lastMessageAt)}
          </time>
        </span>
        <span className="chat-item-bottom">
          <span className="chat-item-preview">
            {last ? (
              <>
                {last.fromChannel && <span className="chat-item-you">You: </span>}
                {last.body}
              </>
            ) : (
              <span className="fst-italic">No messages</span>
            )}
          </span>
          {unread > 0 && (
            <span className="badge rounded-pill text-bg-primary chat-unread">
              <span aria-hidden="true">{unread}</span>
              <span className="visually-hidden">{plural(unread, 'unread message')}</span>
            </span>
          )}
        </span>
      </span>
    </button>
  );
}
