import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BoardPerson, MessageBoard } from '../../../../../contract/messageBoard';
import { buildMessage } from '../../../../../tests/messageFactories';
import { companyAdmin, renderMessaging } from '../../../../../tests/messagesPages';
import {
  boardCounts,
  boardStore,
  resetBoardStore,
} from '../../../../../tests/msw/messageBoardHandlers';
import { messagesStore, resetMessagesStore } from '../../../../../tests/msw/messagesStore';
import { MessageDetailPage } from '../../pages/MessageDetailPage';

const routes = [{ path: '/messages/history/:messageID', element: <MessageDetailPage /> }];

const person = (n: number, state: BoardPerson['state']): BoardPerson => ({
  _id: `receipt-${n}`,
  mobileUserId: `user-${String(n).padStart(3, '0')}`,
  fullName: `Member ${n}`,
  email: `member${n}@app.test`,
  phone: null,
  channel: n % 2 ? 'sms' : 'push',
  state,
});

function boardOf(counts: Parameters<typeof boardCounts>[0]): MessageBoard {
  const totals = boardCounts(counts);
  return {
    asksConfirmation: true,
    sentAt: '2026-11-20 09:00:00',
    totals,
    byChannel: [{ channel: 'push', ...totals }],
    byGroup: [{ _id: 'g1', name: 'Night shift', ...totals }],
    followUps: [],
  };
}

function seed(asks = true) {
  const message = buildMessage({
    title: 'Strike vote',
    push_message: 'Vote by Friday',
    isReadRequired: asks,
    enableFeedback: false,
  });
  messagesStore.messages.push(message);
  messagesStore.receipts[message._id] = [];
  boardStore.boards[message._id] = asks
    ? boardOf({ notOpened: 2, opened: 1, answeredNo: 1, confirmed: 1 })
    : { ...boardOf({}), asksConfirmation: false };
  boardStore.people[message._id] = [
    person(1, 'not_opened'),
    person(2, 'not_opened'),
    person(3, 'opened'),
    person(4, 'answered_no'),
    person(5, 'confirmed'),
  ];
  return message;
}

const tile = (label: string) =>
  within(screen.getByRole('list', { name: 'Acknowledgement counts' })).getByText(label)
    .previousSibling;

beforeEach(() => {
  resetMessagesStore();
  resetBoardStore();
});

describe('the acknowledgement board', () => {
  it('shows where recipients stand, by channel and group, and who has not confirmed', async () => {
    const message = seed();
    renderMessaging(routes, `/messages/history/${message._id}?view=board`, companyAdmin());

    expect(await screen.findByRole('heading', { name: 'Acknowledgement board' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Acknowledgement board' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(tile('Recipients')).toHaveTextContent('5');
    expect(tile('Not opened')).toHaveTextContent('2');
    expect(tile('Answered no')).toHaveTextContent('1');
    expect(screen.getByRole('table', { name: 'Acknowledgements by channel' })).toHaveTextContent(
      'Push',
    );
    expect(
      screen.getByRole('table', {
        name: 'Acknowledgements by group, by membership when the message went out',
      }),
    ).toHaveTextContent('Night shift');
    const people = await screen.findByRole('table', { name: 'Recipients who have not confirmed' });
    await waitFor(() => expect(within(people).getAllByRole('row')).toHaveLength(5));
    expect(people).not.toHaveTextContent('Member 5');
    expect(people).toHaveTextContent('Answered no');
  });

  it('fills in as receipts arrive, without a reload', async () => {
    const message = seed();
    renderMessaging(routes, `/messages/history/${message._id}?view=board`, companyAdmin());
    await screen.findByRole('heading', { name: 'Acknowledgement board' });
    expect(tile('Confirmed')).toHaveTextContent('1');

    boardStore.boards[message._id] = boardOf({
      notOpened: 1,
      opened: 0,
      answeredNo: 1,
      confirmed: 3,
    });
    // Coming back to the tab asks at once, as the interval would while it stays visible.
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await Promise.resolve();
    });
    await waitFor(() => expect(tile('Confirmed')).toHaveTextContent('3'));
    expect(tile('Not opened')).toHaveTextContent('1');
  });

  it('sends the follow-up to those who have not confirmed, with the words chosen', async () => {
    const message = seed();
    const { user } = renderMessaging(
      routes,
      `/messages/history/${message._id}?view=board`,
      companyAdmin(),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Follow up with 4 who have not confirmed' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send a follow-up' });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Reminder: Strike vote');
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Send follow-up' }));
    expect(within(dialog).getByText('A title is required.')).toBeVisible();
    expect(boardStore.followUps).toEqual([]);

    await user.type(title, 'Last call');
    await user.click(within(dialog).getByRole('button', { name: 'Send follow-up' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Send a follow-up' })).not.toBeInTheDocument(),
    );
    expect(boardStore.followUps).toEqual([
      { messageId: message._id, body: { title: 'Last call', push_message: 'Vote by Friday' } },
    ]);
    // Sending is confirmed with a success toast.
    expect(await screen.findByText(/^Follow-up sent to \d+ recipients?\.$/)).toBeVisible();
  });

  it('says so for a message that asks for no confirmation', async () => {
    const message = seed(false);
    renderMessaging(routes, `/messages/history/${message._id}?view=board`, companyAdmin());
    expect(
      await screen.findByRole('heading', { name: 'This message asks for no confirmation' }),
    ).toBeVisible();
  });
});
