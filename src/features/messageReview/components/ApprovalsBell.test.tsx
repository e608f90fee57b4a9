import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import {
  buildReviewDetail,
  resetReviewStore,
  reviewStore,
  REVIEWER,
} from '../../../../tests/msw/messageReviewHandlers';
import { renderApp } from '../../../../tests/render';
import { ApprovalsBell, AWAITING_POLL_MS } from './ApprovalsBell';

beforeEach(() => {
  resetReviewStore();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

const renderBell = () =>
  renderApp(<ApprovalsBell />, { user: buildProfile({ _id: REVIEWER._id, userGroup: 4 }) });

describe('ApprovalsBell', () => {
  it('shows nothing while no message awaits this admin', async () => {
    reviewStore.reviews.push(buildReviewDetail({ canApprove: false }));
    renderBell();
    await vi.waitFor(() => expect(reviewStore.queueQueries).toHaveLength(1));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('counts the messages awaiting approval, and asks again every minute', async () => {
    reviewStore.reviews.push(buildReviewDetail());
    renderBell();
    const bell = await screen.findByRole('link', {
      name: 'Approvals: 1 message awaiting your approval',
    });
    expect(bell).toHaveAttribute('href', '/messages/reviews');

    reviewStore.reviews.push(buildReviewDetail());
    await act(() => vi.advanceTimersByTimeAsync(AWAITING_POLL_MS));
    expect(
      await screen.findByRole('link', { name: 'Approvals: 2 messages awaiting your approval' }),
    ).toHaveTextContent('2');
    expect(reviewStore.queueQueries).toEqual(['pending', 'pending']);
  });
});
