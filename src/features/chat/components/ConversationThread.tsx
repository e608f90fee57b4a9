import { useLayoutEffect, useRef, type RefObject } from 'react';
import Button from 'react-bootstrap/Button';
import type { ChatConversation } from '../../../../contract/chat';
import { formatDate } from '../../../lib/dates';
import { byDay, participantName, RECENT_MESSAGE_LIMIT } from '../conversationText';
import { AuditDownloadButton } from './AuditDownloadButton';
import { AuditProgress } from './AuditProgress';
import { MessageBubble } from './MessageBubble';

interface ConversationThreadProps {
  conversation: ChatConversation;
  onBack: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The chosen conversation's messages by day, oldest first, scrolled to the newest. */
export function ConversationThread({ conversation, onBack, headingRef }: ConversationThreadProps) {
  const name = participantName(conversation);
  const scrollRef = useRef<HTMLDivElement>(null);
  const { chatMessageID, messages } = conversation;

  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [chatMessageID]);

  const details = [conversation.user.email, conversation.cp_name].filter(Boolean).join(' · ');
  return (
    <section className="chat-thread" aria-labelledby="chat-thread-title">
      <header className="chat-thread-header">
        <Button variant="link" className="chat-back d-md-none" onClick={onBack}>
          <i className="bi bi-arrow-left me-2" aria-hidden="true" />
          Back to conversations
        </Button>
        <div className="chat-thread-title">
          <h2 id="chat-thread-title" className="h5 mb-0" tabIndex={-1} ref={headingRef}>
            {name}
          </h2>
          {details && <p className="small text-body-secondary mb-0 text-truncate">{details}</p>}
        </div>
        <AuditDownloadButton chatMessageID={chatMessageID} />
      </header>
      <AuditProgress chatMessageID={chatMessageID} />
      <div
        className="chat-scroll"
        ref={scrollRef}
        tabIndex={0}
        role="region"
        aria-label={`Messages with ${name}`}
      >
        {messages.length >= RECENT_MESSAGE_LIMIT && (
          <p className="chat-note">
            Showing the latest {RECENT_MESSAGE_LIMIT} messages. Download the audit for the whole
            conversation.
          </p>
        )}
        {messages.length === 0 && <p className="chat-note">No messages in this conversation.</p>}
        {byDay(messages, formatDate).map(({ day, messages: ofDay }) => (
          <div key={day} className="chat-day">
            <h3 className="chat-day-label">
              <time dateTime={day}>{day}</time>
            </h3>
            <ol className="list-unstyled mb-0">
              {ofDay.map((message) => (
                <MessageBubble
                  key={message._id}
                  message={message}
                  sender={message.fromChannel ? conversation.cp_name : name}
                />
              ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}
