import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageDelivery } from '../../../../contract/messageDelivery';
import {
  buildChannelDelivery,
  buildDelivery,
  buildMessage,
} from '../../../../tests/messageFactories';
import { companyAdmin, renderMessaging } from '../../../../tests/messagesPages';
import { messagesStore, resetMessagesStore } from '../../../../tests/msw/messagesStore';
import { MessageDetailPage } from '../pages/MessageDetailPage';
import { DELIVERY_POLL_MS } from './DeliveryCard';

const routes = [{ path: '/messages/history/:messageID', element: <MessageDetailPage /> }];

/** A send of a million pushes and two thousand texts, `handed` pushes over so far. */
function sending(messageId: string, handed: number, overrides: Partial<MessageDelivery> = {}) {
  return buildDelivery(messageId, {
    state: 'sending',
    channels: [
      buildChannelDelivery({
        channel: 'push',
        queued: 1_000_000,
        sent: handed - 12_300,
        failed: { no_device: 12_000, unregistered: 300 },
      }),
      buildChannelDelivery({
        channel: 'sms',
        queued: 2000,
        sent: 1500,
        failed: { rejected: 20 },
      }),
    ],
    rate: 8450,
    rateOver: 'recent',
    secondsLeft: 70,
    ...overrides,
  });
}

function sent(messageId: string) {
  return buildDelivery(messageId, {
    state: 'sent',
    channels: [
      buildChannelDelivery({
        channel: 'push',
        queued: 1_000_000,
        sent: 987_700,
        failed: { no_device: 12_000, unregistered: 300 },
      }),
    ],
    rate: 8390.5,
    rateOver: 'average',
  });
}

/** Moves the polling timers on and lets the answers land. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => resetMessagesStore());
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('the delivery card', () => {
  it('shows what went to the providers, the rate, the time left and why some failed, then Sent', async () => {
    const message = buildMessage({ title: 'Strike vote', recipients: 1_002_000 });
    messagesStore.messages.push(message);
    messagesStore.deliveries[message._id] = [
      sending(message._id, 412_300),
      sending(message._id, 612_300, { secondsLeft: 46 }),
      sent(message._id),
    ];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    renderMessaging(routes, `/messages/history/${message._id}`, companyAdmin());

    const card = await screen.findByRole('region', { name: /Delivery/ });
    expect(within(card).getByText('Sending')).toBeInTheDocument();
    expect(within(card).getByText('412,300 of 1,000,000 handed to FCM/APNs')).toBeInTheDocument();
    expect(
      within(card).getByRole('progressbar', {
        name: 'Push: 412,300 of 1,000,000 handed to FCM/APNs',
      }),
    ).toHaveAttribute('aria-valuenow', '41');
    expect(
      within(card).getByRole('progressbar', {
        name: 'SMS: 1,520 of 2,000 handed to the SMS provider',
      }),
    ).toBeInTheDocument();
    expect(within(card).getByText('8,450 a second')).toBeInTheDocument();
    expect(within(card).getByText('about 1 min 10 s left')).toBeInTheDocument();
    const pushFailures = within(card).getByRole('list', { name: 'Push failures' });
    expect(within(pushFailures).getByText('No registered device').nextSibling).toHaveTextContent(
      '12,000',
    );
    expect(
      within(pushFailures).getByText('App uninstalled (token removed)').nextSibling,
    ).toHaveTextContent('300');
    expect(within(pushFailures).queryByText('Refused by the provider')).toBeNull();
    expect(
      within(within(card).getByRole('list', { name: 'SMS failures' })).getByText(
        'Refused by the provider',
      ),
    ).toBeInTheDocument();
    // The short summary is what a screen reader hears, in steps of ten percent.
    const live = card.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('Sending: 40% handed to the providers.');
    const detailReads = messagesStore.detailRequests.length;

    await wait(DELIVERY_POLL_MS);
    expect(within(card).getByText('612,300 of 1,000,000 handed to FCM/APNs')).toBeInTheDocument();
    expect(within(card).getByText('about 46 s left')).toBeInTheDocument();
    expect(live).toHaveTextContent('Sending: 60% handed to the providers.');

    await wait(DELIVERY_POLL_MS);
    expect(within(card).getByText('Sent')).toBeInTheDocument();
    expect(within(card).getByText('1,000,000 of 1,000,000 handed to FCM/APNs')).toBeInTheDocument();
    expect(within(card).getByText('8,391 a second')).toBeInTheDocument();
    expect(within(card).queryByText(/left$/)).toBeNull();
    expect(live).toHaveTextContent(
      'Sent: 1,000,000 messages handed to the providers, 12,300 of them failed.',
    );
    // The receipt counts are read once more, and the polling stops.
    await wait(0);
    expect(messagesStore.detailRequests.length).toBe(detailReads + 1);
    const polls = messagesStore.deliveryRequests.length;
    expect(polls).toBe(3);
    await wait(DELIVERY_POLL_MS * 5);
    expect(messagesStore.deliveryRequests.length).toBe(polls);
  });

  it('says plainly that rows stay in the outbox when no provider is configured, and asks no more', async () => {
    const message = buildMessage({ title: 'Outbox only' });
    messagesStore.messages.push(message);
    messagesStore.deliveries[message._id] = [
      buildDelivery(message._id, {
        state: 'outbox',
        channels: [buildChannelDelivery({ queued: 0, sent: 0, stored: 3, waiting: 0 })],
        secondsLeft: 0,
      }),
    ];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    renderMessaging(routes, `/messages/history/${message._id}`, companyAdmin());

    const card = await screen.findByRole('region', { name: /Delivery/ });
    expect(within(card).getByText('Kept in the outbox')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'No push provider is configured: 3 messages kept in the outbox, not sent.',
      ),
    ).toBeInTheDocument();
    await wait(DELIVERY_POLL_MS * 3);
    expect(messagesStore.deliveryRequests).toEqual([message._id]);
  });

  it('asks nothing while the page is hidden, and at once when it is shown again', async () => {
    const message = buildMessage({ title: 'Going out' });
    messagesStore.messages.push(message);
    messagesStore.deliveries[message._id] = [sending(message._id, 412_300)];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { router } = renderMessaging(routes, `/messages/history/${message._id}`, companyAdmin());
    await screen.findByRole('region', { name: /Delivery/ });
    await wait(DELIVERY_POLL_MS);
    expect(messagesStore.deliveryRequests).toHaveLength(2);

    setVisibility('hidden');
    await wait(DELIVERY_POLL_MS * 4);
    expect(messagesStore.deliveryRequests).toHaveLength(2);

    setVisibility('visible');
    await wait(0);
    expect(messagesStore.deliveryRequests).toHaveLength(3);
    await wait(DELIVERY_POLL_MS);
    expect(messagesStore.deliveryRequests).toHaveLength(4);

    // Leaving the page ends the polling.
    await act(() => router.navigate('/messages/history'));
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
    await wait(DELIVERY_POLL_MS * 3);
    expect(messagesStore.deliveryRequests).toHaveLength(4);
  });
});
