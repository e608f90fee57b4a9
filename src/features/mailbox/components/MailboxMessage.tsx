import { useId } from 'react';
import Badge from 'react-bootstrap/Badge';
import type { MailboxItem } from '../../../../contract/mailbox';
import { mailCode, mailParts, mailTime } from '../mailText';

const KINDS: Record<MailboxItem['kind'], { label: string; icon: string }> = {
  email: { label: 'Email', icon: 'bi-envelope' },
  text: { label: 'Text', icon: 'bi-chat-left-text' },
  push: { label: 'Push', icon: 'bi-phone' },
};

/** What became of a message's delivery row, in words. */
const STATES: Readonly<Record<string, string>> = {
  stored: 'Kept, no provider',
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

function DeliveryBadge({ delivery }: { delivery: NonNullable<MailboxItem['delivery']> }) {
  const failed = delivery.state === 'failed';
  return (
    <Badge
      bg={failed ? 'danger-subtle' : 'secondary-subtle'}
      text={failed ? 'danger-emphasis' : 'secondary-emphasis'}
      className="fw-medium"
      title={delivery.lastError ?? undefined}
    >
      {STATES[delivery.state] ?? delivery.state}
    </Badge>
  );
}

/** The body with its links made clickable; they open in a new tab, the mailbox stays. */
function MailText({ text }: { text: string }) {
  return (
    <p className="mailbox-text">
      {mailParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noreferrer">
            {part.href}
          </a>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}

/** One email or text of the development mailbox. */
export function MailboxMessage({ item }: { item: MailboxItem }) {
  const titleId = useId();
  const kind = KINDS[item.kind];
  const code = item.kind === 'email' ? mailCode(item.subject, item.text) : null;
  return (
    <article className="mailbox-item" aria-labelledby={titleId}>
      <div className="mailbox-meta">
        <span id={titleId}>
          <i className={`bi ${kind.icon} me-1`} aria-hidden="true" />
          {kind.label} to <span className="mailbox-to">{item.to}</span>
        </span>
        {item.delivery && <DeliveryBadge delivery={item.delivery} />}
        <time className="mailbox-time" dateTime={item.createdAt}>
          {mailTime(item.createdAt)}
        </time>
      </div>
      {item.subject && <h2 className="mailbox-subject">{item.subject}</h2>}
      {code && (
        <p className="mailbox-code">
          <span className="small">Code</span>
          <span className="mailbox-code-value">{code}</span>
        </p>
      )}
      <MailText text={item.text} />
    </article>
  );
}
