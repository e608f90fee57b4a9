import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MessageReview } from '../../../../contract/messageReviewState';
import { buildMessage } from '../../../../tests/messageFactories';
import { companyAdmin, renderMessaging } from '../../../../tests/messagesPages';
import { messagesStore, resetMessagesStore } from '../../../../tests/msw/messagesStore';
import { MessageDetailPage } from '../pages/MessageDetailPage';
import { HistoryTable } from './HistoryTable';

const review = (state: MessageReview['state']): MessageReview => ({
  state,
  submittedBy: { _id: 'a1', name: 'Sam Sender' },
  submittedAt: '2026-03-02T15:04:00.000Z',
  reviewedBy: null,
  reviewedAt: null,
  comment: null,
});

beforeEach(() => resetMessagesStore());

describe('Review badges in the history', () => {
  it('marks messages awaiting approval or sent back, and nothing once approved', () => {
    const messages = [
      buildMessage({ title: 'Held', review: review('pending') }),
      buildMessage({ title: 'Returned', review: review('returned') }),
      buildMessage({ title: 'Approved', review: review('approved') }),
      buildMessage({ title: 'Plain' }),
    ];
    renderMessaging(
      [
        {
          path: '/messages/history',
          element: <HistoryTable messages={messages} refreshing={false} onDelete={() => {}} />,
        },
      ],
      '/messages/history',
      companyAdmin(),
    );
    const rows = within(screen.getByRole('table', { name: 'Messages' })).getAllByRole('row');
    const rowOf = (title: string) =>
      rows.find((row) => within(row).queryByRole('link', { name: title })) as HTMLElement;
    expect(rowOf('Held')).toHaveTextContent('Awaiting approval');
    expect(rowOf('Returned')).toHaveTextContent('Sent back');
    expect(rowOf('Approved')).not.toHaveTextContent(/Awaiting approval|Sent back/);
    expect(rowOf('Plain')).not.toHaveTextContent(/Awaiting approval|Sent back/);
  });

  it('shows the badge on the message’s page, with its review a click away', async () => {
    const message = buildMessage({ title: 'Held', review: review('returned') });
    messagesStore.messages.push(message);
    renderMessaging(
      [{ path: '/messages/history/:messageID', element: <MessageDetailPage /> }],
      `/messages/history/${message._id}`,
      companyAdmin(),
    );
    expect(await screen.findByRole('heading', { name: 'Held' })).toBeVisible();
    expect(screen.getByText('Sent back')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open its review' })).toHaveAttribute(
      'href',
      `/messages/reviews/${message._id}`,
    );
  });

  it('leaves the review page out for a messaging-only admin, whose screens the spec fixes', async () => {
    const message = buildMessage({ title: 'Held', review: review('pending') });
    messagesStore.messages.push(message);
    renderMessaging(
      [{ path: '/messages/history/:messageID', element: <MessageDetailPage /> }],
      `/messages/history/${message._id}`,
      companyAdmin({ adminPermissions: { permissions: 'messaging-only' } }),
    );
    expect(await screen.findByRole('heading', { name: 'Held' })).toBeVisible();
    expect(screen.getByText('Awaiting approval')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Open its review' })).toBeNull();
  });
});
