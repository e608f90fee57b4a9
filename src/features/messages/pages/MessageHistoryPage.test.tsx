import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodyRows } from '../../../../tests/appUsersPages';
import { buildMessage } from '../../../../tests/messageFactories';
import {
  channelAdmin,
  companyAdmin,
  OWN_CHANNEL_ID,
  renderMessaging,
} from '../../../../tests/messagesPages';
import { messagesStore, resetMessagesStore } from '../../../../tests/msw/messagesStore';
import { fromServerTime } from '../../../lib/serverTime';
import { MessageHistoryPage } from './MessageHistoryPage';

const routes = [
  { path: '/messages/history', element: <MessageHistoryPage /> },
  { path: '/messages/history/:messageID', element: <p>Detail page</p> },
];

function seedMessages(count: number) {
  const messages = Array.from({ length: count }, (_, index) =>
    buildMessage({ title: `Notice ${index + 1}` }),
  );
  messagesStore.messages.push(...messages);
  return messages;
}

beforeEach(() => resetMessagesStore());

describe('Message history', () => {
  it('shows Sending with how far while a message goes out, and its count otherwise', async () => {
    messagesStore.messages.push(
      buildMessage({ title: 'Going out', sent: 4000, delivery: { state: 'sending', percent: 41 } }),
      buildMessage({ title: 'Starting', sent: 0, delivery: { state: 'sending', percent: null } }),
      buildMessage({ title: 'Gone out', sent: 5000 }),
    );
    renderMessaging(routes, '/messages/history');

    const [going, starting, gone] = await bodyRows('Messages');
    if (!going || !starting || !gone) throw new Error('three rows');
    expect(within(going).getByText('Sending · 41%')).toBeInTheDocument();
    expect(going).not.toHaveTextContent('4,000');
    expect(within(starting).getByText('Sending')).toBeInTheDocument();
    expect(gone).toHaveTextContent('5,000');
    expect(gone).not.toHaveTextContent('Sending');
  });

  it("marks an A/B test's two messages, each leading to the test's result", async () => {
    messagesStore.messages.push(
      buildMessage({
        _id: 'rest',
        title: 'Is overtime fair?',
        abTest: { role: 'winner', testMessageId: 'sample', variants: 2 },
      }),
      buildMessage({
        _id: 'sample',
        title: 'Overtime survey',
        abTest: {
          role: 'test',
          testMessageId: 'sample',
          variants: 3,
          state: 'sentToRest',
          winner: 1,
        },
      }),
      buildMessage({ title: 'Plain notice' }),
      buildMessage({
        _id: 'running',
        title: 'Ballot reminder',
        abTest: {
          role: 'test',
          testMessageId: 'running',
          variants: 2,
          state: 'testing',
          winner: null,
        },
      }),
    );
    renderMessaging(
      [...routes, { path: '/messages/history/:messageID/ab-test', element: <p>Result page</p> }],
      '/messages/history',
    );

    const [rest, sample, plain, running] = await bodyRows('Messages');
    if (!rest || !sample || !plain || !running) throw new Error('four rows');
    expect(
      within(rest).getByRole('link', { name: 'A/B test winner: see the result' }),
    ).toHaveAttribute('href', '/messages/history/sample/ab-test');
    // Where the test stands is the badge's tooltip and part of its name.
    const badge = within(sample).getByRole('link', {
      name: 'A/B test · 3 variants (Variant B won · Sent to the rest): see the result',
    });
    expect(badge).toHaveAttribute('title', 'Variant B won · Sent to the rest');
    expect(
      within(running).getByRole('link', {
        name: 'A/B test · 2 variants (Testing): see the result',
      }),
    ).toHaveAttribute('title', 'Testing');
    expect(within(plain).queryByRole('link', { name: /A\/B test/ })).toBeNull();
    act(() => badge.click());
    expect(await screen.findByText('Result page')).toBeInTheDocument();
  });

  it('lists a channel admin’s messages with labels, local times, schedules and counts', async () => {
    messagesStore.messages.push(
      buildMessage({
        title: 'Daily reminder',
        type: 'AwardNotification',
        scheduleType: 'daily',
        schedule_time: '07:45',
        dateCreated: '2026-01-15 09:30:00',
        nextSendAt: '2026-01-16 07:45:00',
        sent: 1200,
        read: 340,
      }),
      buildMessage({
        title: 'Shift change',
        scheduleType: 'weekdays',
        schedule_days: [1, 3, 5],
        schedule_time: '18:00',
      }),
    );
    renderMessaging(routes, '/messages/history');

    const [daily, weekly] = await bodyRows('Messages');
    expect(daily).toHaveTextContent('Daily reminder');
    expect(daily).toHaveTextContent('Award');
    expect(daily).toHaveTextContent('Everyday at 07:45');
    expect(daily).toHaveTextContent(fromServerTime('2026-01-15 09:30:00'));
    expect(daily).toHaveTextContent(`Next: ${fromServerTime('2026-01-16 07:45:00').slice(0, 16)}`);
    expect(daily).toHaveTextContent('1,200');
    expect(daily).toHaveTextContent('340');
    expect(weekly).toHaveTextContent('PushCast');
    // What Sent counts, so a message's page showing more recipients is not a surprise.
    expect(
      screen.getByText(/Sent counts the notifications, SMS and emails that went out/),
    ).toHaveTextContent('a message’s page also counts the recipients no channel could reach');
    expect(weekly).toHaveTextContent('Mo We Fr at 18:00');
    expect(messagesStore.historyRequests[0]).toEqual({
      cpId: OWN_CHANNEL_ID,
      offset: 0,
      limit: 10,
    });
  });

  it('asks for every channel of a company admin, and pages ten at a time with five buttons', async () => {
    seedMessages(75);
    const { user, router } = renderMessaging(routes, '/messages/history', companyAdmin());

    expect(await bodyRows('Messages')).toHaveLength(10);
    expect(messagesStore.historyRequests[0]).toEqual({ cpId: 'all', offset: 0, limit: 10 });
    const pager = screen.getByRole('navigation', { name: 'Message history pages' });
    expect(within(pager).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
    expect(screen.getByText('1–10 of 75')).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getByText('21–30 of 75')).toBeInTheDocument());
    expect(router.state.location.search).toBe('?page=3');
    expect(messagesStore.historyRequests.at(-1)).toEqual({ cpId: 'all', offset: 20, limit: 10 });
    expect((await bodyRows('Messages'))[0]).toHaveTextContent('Notice 21');
  });

  it('opens a message’s receipts from its row', async () => {
    const [message] = seedMessages(1);
    const { user, router } = renderMessaging(routes, '/messages/history');
    await user.click(await screen.findByRole('link', { name: 'Notice 1' }));
    expect(router.state.location.pathname).toBe(`/messages/history/${message?._id}`);
  });

  it('deletes a message after confirmation, and shows the spec’s error when it fails', async () => {
    seedMessages(2);
    const { user } = renderMessaging(routes, '/messages/history', channelAdmin());
    await bodyRows('Messages');

    messagesStore.failures.delete = 'error_deleting_message';
    await user.click(screen.getByRole('button', { name: 'Delete Notice 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Notice 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error deleting message.');
    expect(messagesStore.messages).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    expect(await screen.findByText('Notice 2 deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(messagesStore.deleted).toHaveLength(1);
    await waitFor(async () => expect(await bodyRows('Messages')).toHaveLength(1));
  });

  it('shows the empty state, and a retry when the list fails', async () => {
    messagesStore.failures.history = 'internal_error';
    const { user } = renderMessaging(routes, '/messages/history');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error 002: API Internal Error. Contact the website administrator.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
  });

  it('names SMS and email sends as what they are, and says who wrote each message', async () => {
    messagesStore.messages.push(
      buildMessage({ title: 'By text', deliveryMode: 'sms' }),
      buildMessage({ title: 'By mail', deliveryMode: 'email', sentBy: null }),
      buildMessage({ title: 'Award by text', type: 'AwardNotification', deliveryMode: 'sms' }),
      buildMessage({ title: 'Push only', deliveryMode: 'push' }),
    );
    renderMessaging(routes, '/messages/history');

    const [sms, email, award, push] = await bodyRows('Messages');
    if (!sms || !email || !award || !push) throw new Error('four rows');
    expect(within(sms).getByRole('cell', { name: /^SMS/ })).toBeInTheDocument();
    expect(sms).not.toHaveTextContent('PushCast');
    expect(sms).toHaveTextContent('by Ada Admin');
    expect(email).toHaveTextContent('Email');
    expect(email).not.toHaveTextContent('PushCast');
    expect(email).not.toHaveTextContent('by ');
    expect(award).toHaveTextContent('Award by SMS');
    expect(push).toHaveTextContent('PushCast');
    expect(push).toHaveTextContent('Push only');
  });
});

const SENDER_ID = '30000000-0000-4000-8000-000000000002';

describe('Message history search and filters', () => {
  beforeEach(() => {
    messagesStore.senders = [
      { _id: '30000000-0000-4000-8000-000000000001', name: 'Ada Admin', email: 'ada@acme.test' },
      { _id: SENDER_ID, name: 'Bea Sender', email: 'bea@acme.test' },
    ];
  });

  it('keeps the search and each filter in the address, and goes back to page 1', async () => {
    seedMessages(25);
    messagesStore.messages.push(
      buildMessage({ title: 'Zebra crossing', deliveryMode: 'sms', status: 0 }),
    );
    const { user, router } = renderMessaging(routes, '/messages/history?page=2', companyAdmin());
    expect(await bodyRows('Messages')).toHaveLength(10);
    expect(messagesStore.historyRequests.at(-1)).toMatchObject({ offset: 10 });

    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'zebra');
    await waitFor(() => expect(router.state.location.search).toBe('?search=zebra'));
    await waitFor(async () => expect(await bodyRows('Messages')).toHaveLength(1));
    expect(messagesStore.historyRequests.at(-1)).toMatchObject({ offset: 0 });
    expect(messagesStore.historyQueries.at(-1)).toEqual({ search: 'zebra' });

    const filters = screen.getByRole('form', { name: 'Filter messages' });
    await user.selectOptions(within(filters).getByLabelText('Delivery'), 'SMS');
    await user.selectOptions(within(filters).getByLabelText('Status'), 'Sent');
    await user.selectOptions(within(filters).getByLabelText('Type'), 'PushCast');
    await user.selectOptions(within(filters).getByLabelText('Sender'), 'Bea Sender');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        search: 'zebra',
        deliveryMode: 'sms',
        status: 'sent',
        type: 'Regular Message',
        sender: SENDER_ID,
      }),
    );
    expect(messagesStore.historyQueries.at(-1)).toEqual({
      search: 'zebra',
      deliveryMode: 'sms',
      status: 'sent',
      type: 'Regular Message',
      sender: SENDER_ID,
    });
    expect(messagesStore.senderRequests).toEqual(['all']);

    await user.type(within(filters).getByLabelText('From'), '2026-01-05');
    await user.type(within(filters).getByLabelText('To'), '2026-01-06');
    await waitFor(() => expect(router.state.location.search).toContain('to=2026-01-06'));
    // The days are the viewer's: from the start of the first to the end of the last.
    expect(messagesStore.historyQueries.at(-1)).toMatchObject({
      from: new Date('2026-01-05T00:00:00').toISOString(),
      to: new Date('2026-01-07T00:00:00').toISOString(),
    });
    // Many steps of typing and choosing: slower than one screen's check on a busy machine.
  }, 20_000);

  it('reads them from the address on a reload, and follows Back and Forward', async () => {
    messagesStore.messages.push(
      ...[1, 2, 3].map((n) =>
        buildMessage({ title: `Notice ${n}`, sentBy: { _id: SENDER_ID, name: 'Bea Sender' } }),
      ),
    );
    const { user, router } = renderMessaging(
      routes,
      `/messages/history?search=notice&deliveryMode=fallback&status=sent&sender=${SENDER_ID}&page=1`,
      companyAdmin(),
    );
    await bodyRows('Messages');
    expect(messagesStore.historyQueries[0]).toEqual({
      search: 'notice',
      deliveryMode: 'fallback',
      status: 'sent',
      sender: SENDER_ID,
    });
    const filters = screen.getByRole('form', { name: 'Filter messages' });
    expect(screen.getByRole('searchbox', { name: 'Search messages' })).toHaveValue('notice');
    expect(within(filters).getByLabelText('Delivery')).toHaveValue('fallback');
    expect(within(filters).getByLabelText('Status')).toHaveValue('sent');
    await waitFor(() => expect(within(filters).getByLabelText('Sender')).toHaveValue(SENDER_ID));

    await user.selectOptions(within(filters).getByLabelText('Status'), 'Scheduled');
    await waitFor(() => expect(router.state.location.search).toContain('status=scheduled'));
    expect(await screen.findByRole('heading', { name: 'No message matches' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(within(filters).getByLabelText('Status')).toHaveValue('sent'));
    expect(await bodyRows('Messages')).toHaveLength(3);
    expect(messagesStore.historyQueries.at(-1)).toMatchObject({ status: 'sent' });

    await act(() => router.navigate(1));
    await waitFor(() => expect(within(filters).getByLabelText('Status')).toHaveValue('scheduled'));
    expect(messagesStore.historyQueries.at(-1)).toMatchObject({ status: 'scheduled' });
  }, 20_000);

  it('says no message matches, and Clear filters shows them all again', async () => {
    seedMessages(2);
    const { user, router } = renderMessaging(
      routes,
      '/messages/history?search=nothing%20like%20it&type=Vocast',
    );
    const empty = await screen.findByRole('heading', { name: 'No message matches' });
    expect(screen.queryByRole('heading', { name: 'No messages yet' })).toBeNull();
    const emptyState = empty.parentElement;
    if (!emptyState) throw new Error('the empty state');
    await user.click(within(emptyState).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await bodyRows('Messages')).toHaveLength(2);
    expect(screen.getByRole('searchbox', { name: 'Search messages' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  it('leaves out of the request what the address holds that the API would refuse', async () => {
    seedMessages(1);
    renderMessaging(
      routes,
      '/messages/history?status=lost&deliveryMode=fax&sender=ada&from=yesterday&type=Letter',
    );
    await bodyRows('Messages');
    expect(messagesStore.historyQueries[0]).toEqual({});
  });
});
