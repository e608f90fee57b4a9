import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import { buildMessage } from '../../../../tests/messageFactories';
import {
  buildReviewDetail,
  resetReviewStore,
  reviewStore,
  REVIEWER,
  SENDER,
} from '../../../../tests/msw/messageReviewHandlers';
import { renderApp } from '../../../../tests/render';
import { ApprovalsPage } from './ApprovalsPage';

beforeEach(() => resetReviewStore());

const renderApprovals = (route = '/messages/reviews') =>
  renderApp(
    [
      { path: '/messages/reviews', element: <ApprovalsPage /> },
      { path: '/messages/reviews/:id', element: <p>Review page</p> },
    ],
    { route, user: buildProfile({ _id: REVIEWER._id, userGroup: 4 }) },
  );

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('ApprovalsPage', () => {
  it('lists the messages awaiting approval with their reach, sender and state', async () => {
    reviewStore.reviews.push(
      buildReviewDetail({ message: buildMessage({ title: 'Strike vote', cp_name: 'Acme News' }) }),
    );
    renderApprovals();
    const table = await screen.findByRole('table', { name: 'Messages for approval' });
    const [row] = rowsOf(table);
    expect(row).toHaveTextContent('Strike vote');
    expect(row).toHaveTextContent('Acme News');
    expect(row).toHaveTextContent('1,500 members');
    expect(row).toHaveTextContent(`by ${SENDER.name}`);
    expect(row).toHaveTextContent('Awaiting approval');
    expect(reviewStore.queueQueries).toEqual(['pending']);
    // The tab counts those awaiting this admin.
    expect(screen.getByRole('link', { name: /Awaiting approval/ })).toHaveTextContent('1');
  });

  it('opens the review page from a row', async () => {
    const detail = buildReviewDetail();
    reviewStore.reviews.push(detail);
    const { user } = renderApprovals();
    await user.click(await screen.findByRole('link', { name: detail.message.title }));
    expect(await screen.findByText('Review page')).toBeInTheDocument();
  });

  it('switches to the sent-back and my own lists, each with its empty state', async () => {
    reviewStore.reviews.push(
      buildReviewDetail({
        message: buildMessage({ title: 'Mine, sent back' }),
        review: { state: 'returned', submittedBy: REVIEWER, comment: 'Fix the date' },
        canApprove: false,
      }),
    );
    const { user } = renderApprovals();
    expect(await screen.findByText('Nothing awaits approval')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Sent back' }));
    const table = await screen.findByRole('table', { name: 'Messages for approval' });
    expect(rowsOf(table)[0]).toHaveTextContent('Mine, sent back');
    expect(screen.getByRole('link', { name: 'Sent back' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: 'Submitted by me' }));
    expect(await screen.findByRole('table', { name: 'Messages for approval' })).toBeVisible();
    expect(reviewStore.queueQueries).toEqual(['pending', 'returned', 'mine']);

    reviewStore.reviews.length = 0;
    await user.click(screen.getByRole('link', { name: /Awaiting approval/ }));
    expect(await screen.findByText('Nothing awaits approval')).toBeInTheDocument();
  });

  it('shows the loading state until the list answers', async () => {
    renderApprovals('/messages/reviews?state=mine');
    expect(screen.getByText('Loading the messages…')).toBeInTheDocument();
    expect(await screen.findByText('You have submitted nothing for approval')).toBeInTheDocument();
  });
});
