import type { ChatMessage } from '../../../../contract/chat';
import { clockTime, dateTime } from '../chatTimes';

interface MessageBubbleProps {
  message: ChatMessage;
  /** Who wrote it: the channel's name or the app user's. */
  sender: string;
}

/** One message: the app user's on the left, the channel's on the right. */
export function MessageBubble({ message, sender }: MessageBubbleProps) {
  const side = message.fromChannel ? 'from-channel' : 'from-user';
  return (
    <li className={`chat-message ${side}`}>
      <div className="chat-bubble">
        <span className="visually-hidden">{sender}: </span>
        {message.body}
      </div>
      <div className="chat-message-meta">
        <time dateTime={message.sentAt} title={dateTime(message.sentAt)}>
          {clockTime(message.sentAt)}
        </time>
        {message.fromChannel && message.readAt && (
          <span title={`Read ${dateTime(message.readAt)}`}>
            <i className="bi bi-check2-all ms-1" aria-hidden="true" />
            <span className="visually-hidden">, read</span>
          </span>
        )}
      </div>
    </li>
  );
}
