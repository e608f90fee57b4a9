import { screen, waitFor, within } from '@testing-library/react';
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
    expect(daily).toHaveTextContent(`Next: ${fromServerTime('2026-01-16 07:45:00')}`);
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
});
