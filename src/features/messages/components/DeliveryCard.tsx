import { useEffect, useRef } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import ProgressBar from 'react-bootstrap/ProgressBar';
import {
  DELIVERY_FAILURE_REASONS,
  type ChannelDelivery,
  type DeliveryState,
  type MessageDelivery,
} from '../../../../contract/messageDelivery';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { formatCount, plural } from '../../../lib/numbers';
import {
  CHANNEL_LABELS,
  CHANNEL_PROVIDERS,
  DELIVERY_STATE_LABELS,
  FAILURE_REASON_LABELS,
  formatDuration,
  percentOf,
} from '../deliveryLabels';
import { selectDelivery, selectMessagesFlow } from '../messagesSlice';
import { fetchMessageDelivery } from '../messagesThunks';
import { formatInstant } from '../../../lib/serverTime';

/** How often the card asks again while the message goes out. */
export const DELIVERY_POLL_MS = 2000;

const STATE_BADGES: Record<DeliveryState, { bg: string; text: string }> = {
  scheduled: { bg: 'secondary-subtle', text: 'secondary-emphasis' },
  sending: { bg: 'info-subtle', text: 'info-emphasis' },
  sent: { bg: 'success-subtle', text: 'success-emphasis' },
  outbox: { bg: 'warning-subtle', text: 'warning-emphasis' },
};

const PROVIDER_NOUNS: Record<ChannelDelivery['channel'], string> = {
  push: 'push',
  sms: 'SMS',
  email: 'email',
};

function formatRate(rate: number): string {
  const shown = rate >= 10 ? formatCount(Math.round(rate)) : String(Math.round(rate * 10) / 10);
  return `${shown} a second`;
}

/**
 * The short line read out as the sending moves on: its state and the handed share in steps of
 * ten, so a screen reader hears a few updates, not every figure of every poll.
 */
function summaryOf(delivery: MessageDelivery): string {
  const { totals } = delivery;
  switch (delivery.state) {
    case 'scheduled':
      return 'Not sent yet: nothing is due.';
    case 'sending': {
      if (delivery.fanOut.inProgress && totals.queued === 0)
        return 'Sending: writing the receipts.';
      const step = Math.floor(percentOf(totals.handed, totals.queued) / 10) * 10;
      return `Sending: ${step}% handed to the providers.`;
    }
    case 'sent':
      return `Sent: ${plural(totals.handed, 'message')} handed to the providers${
        totals.failed > 0 ? `, ${formatCount(totals.failed)} of them failed` : ''
      }.`;
    case 'outbox':
      return `Kept in the outbox: ${plural(totals.stored, 'message')} wait for a provider to be configured.`;
  }
}

function Failures({ channel }: { channel: ChannelDelivery }) {
  const reasons = DELIVERY_FAILURE_REASONS.filter((reason) => channel.failed[reason] > 0);
  if (reasons.length === 0) return null;
  return (
    <ul
      className="delivery-failures small mb-0"
      aria-label={`${CHANNEL_LABELS[channel.channel]} failures`}
    >
      {reasons.map((reason) => (
        <li key={reason}>
          <span>{FAILURE_REASON_LABELS[reason]}</span>
          <strong className="tabular-nums">{formatCount(channel.failed[reason])}</strong>
        </li>
      ))}
    </ul>
  );
}

function ChannelRow({ channel }: { channel: ChannelDelivery }) {
  const label = CHANNEL_LABELS[channel.channel];
  const titleId = `delivery-${channel.channel}`;
  if (channel.queued === 0 && channel.stored > 0)
    return (
      <section className="delivery-channel" aria-labelledby={titleId}>
        <h3 id={titleId} className="h6 mb-1">
          {label}
        </h3>
        <p className="small mb-0">
          No {PROVIDER_NOUNS[channel.channel]} provider is configured:{' '}
          {plural(channel.stored, 'message')} kept in the outbox, not sent.
        </p>
      </section>
    );
  const percent = percentOf(channel.handed, channel.queued);
  const text = `${formatCount(channel.handed)} of ${formatCount(channel.queued)} handed to ${
    CHANNEL_PROVIDERS[channel.channel]
  }`;
  return (
    <section className="delivery-channel" aria-labelledby={titleId}>
      <div className="d-flex flex-wrap justify-content-between gap-2 mb-1">
        <h3 id={titleId} className="h6 mb-0">
          {label}
        </h3>
        <span className="small tabular-nums">{text}</span>
      </div>
      {/* The bar inside carries the progressbar role, so the label goes on it. */}
      <ProgressBar className="delivery-bar mb-1">
        <ProgressBar
          now={percent}
          aria-label={`${label}: ${text}`}
          aria-valuetext={`${percent}%: ${text}`}
        />
      </ProgressBar>
      <p className="small text-body-secondary mb-1 tabular-nums">
        {formatCount(channel.sent)} accepted · {formatCount(channel.failedTotal)} failed ·{' '}
        {formatCount(channel.waiting)} waiting
        {channel.stored > 0 && ` · ${formatCount(channel.stored)} kept in the outbox`}
      </p>
      <Failures channel={channel} />
    </section>
  );
}

function Facts({ delivery }: { delivery: MessageDelivery }) {
  const { fanOut, rate, secondsLeft, state } = delivery;
  const facts: [string, string][] = [];
  if (fanOut.inProgress)
    facts.push([
      'Receipts written',
      `${formatCount(fanOut.recipientsWritten)} of about ${formatCount(fanOut.audience)}`,
    ]);
  if (rate !== null && rate > 0)
    facts.push([state === 'sending' ? 'Rate' : 'Average rate', formatRate(rate)]);
  if (state === 'sending')
    facts.push([
      'Time left',
      secondsLeft === null
        ? fanOut.inProgress
          ? 'Known once the receipts are written'
          : 'Not known yet'
        : `about ${formatDuration(secondsLeft)} left`,
    ]);
  if (facts.length === 0) return null;
  return (
    <dl className="delivery-facts mb-3">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="small text-body-secondary fw-normal">{term}</dt>
          <dd className="mb-0 fw-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The message's delivery as it happens: per channel what has been handed to the providers out
 * of the rows written, the rate, the time left and the failures by reason. While it goes out
 * it asks again every two seconds (not while the page is hidden), and when it ends says so and
 * calls `onFinished` once, for the page to read its receipt counts again.
 */
export function DeliveryCard({
  messageId,
  onFinished,
}: {
  messageId: string;
  onFinished: () => void;
}) {
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectDelivery);
  const flow = useAppSelector((state) => selectMessagesFlow(state, 'delivery'));
  const delivery = stored?.messageId === messageId ? stored : null;
  const sending = delivery?.state === 'sending';
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  }, [onFinished]);

  useEffect(() => {
    const request = dispatch(fetchMessageDelivery(messageId));
    return () => request.abort();
  }, [dispatch, messageId]);

  // While it goes out: ask again two seconds after each answer, only while the page is shown.
  useEffect(() => {
    if (!sending) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let request: { abort: () => void } | null = null;
    let stopped = false;
    const poll = async () => {
      timer = null;
      const asked = dispatch(fetchMessageDelivery(messageId));
      request = asked;
      await asked;
      if (request === asked) request = null;
      schedule();
    };
    const schedule = () => {
      if (stopped || timer !== null || document.visibilityState !== 'visible') return;
      timer = setTimeout(() => void poll(), DELIVERY_POLL_MS);
    };
    const halt = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      request?.abort();
      request = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        if (request === null && timer === null) void poll();
      } else halt();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      halt();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [dispatch, messageId, sending]);

  // Seen going out and now over: the receipt counts are read once more.
  const seenSending = useRef(false);
  useEffect(() => {
    if (!delivery) return;
    if (delivery.state === 'sending') seenSending.current = true;
    else if (seenSending.current) {
      seenSending.current = false;
      finished.current();
    }
  }, [delivery]);

  if (!delivery) {
    if (flow.status === 'failed')
      return (
        <Card className="shadow-sm mb-4">
          <Card.Body>
            <h2 className="h5">Delivery</h2>
            <p className="small text-body-secondary mb-0">
              The delivery could not be read: {flow.error}
            </p>
          </Card.Body>
        </Card>
      );
    return null;
  }

  const badge = STATE_BADGES[delivery.state];
  return (
    <Card className="shadow-sm mb-4 delivery-card" as="section" aria-labelledby="delivery-title">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 id="delivery-title" className="h5 mb-0">
            Delivery
          </h2>
          <Badge bg={badge.bg} text={badge.text} className="fw-medium">
            {DELIVERY_STATE_LABELS[delivery.state]}
          </Badge>
          {delivery.recurring && delivery.dueAt && (
            <span className="small text-body-secondary">
              Latest sending, due {formatInstant(delivery.dueAt)}
            </span>
          )}
        </div>
        <p className="small mb-3" aria-live="polite" aria-atomic="true">
          {summaryOf(delivery)}
        </p>
        <Facts delivery={delivery} />
        {delivery.channels.length === 0 ? (
          delivery.state !== 'scheduled' && (
            <p className="small text-body-secondary mb-0">
              {delivery.fanOut.inProgress
                ? 'Nothing handed to a provider yet.'
                : 'Nobody in the audience could be reached by push, SMS or email.'}
            </p>
          )
        ) : (
          <div className="delivery-channels">
            {delivery.channels.map((channel) => (
              <ChannelRow key={channel.channel} channel={channel} />
            ))}
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
