import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import {
  buildReviewDetail,
  resetReviewStore,
  reviewStore,
  REVIEWER,
  SENDER,
} from '../../../../tests/msw/messageReviewHandlers';
import { renderApp } from '../../../../tests/render';
import { ReviewPage } from './ReviewPage';

beforeEach(() => resetReviewStore());

function renderReview(id: string, me = REVIEWER) {
  return renderApp([{ path: '/messages/reviews/:id', element: <ReviewPage /> }], {
    route: `/messages/reviews/${id}`,
    user: buildProfile({ _id: me._id, userGroup: 4 }),
  });
}

const seed = (overrides: Parameters<typeof buildReviewDetail>[0] = {}) => {
  const detail = buildReviewDetail(overrides);
  reviewStore.reviews.push(detail);
  return detail;
};

describe('ReviewPage', { timeout: 15_000 }, () => {
  it('shows every language, three members on the phone, the reach, the credits and the history', async () => {
    const { message } = seed();
    const { user } = renderReview(message._id);
    expect(await screen.findByRole('heading', { name: 'Strike vote tonight' })).toBeVisible();
    expect(screen.getByText('Acme News · Sent once approved')).toBeVisible();

    const languages = screen.getByRole('tablist', { name: 'Languages' });
    expect(within(languages).getByRole('tab', { name: 'English (default)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Vote at 7 in the hall');
    await user.click(within(languages).getByRole('tab', { name: 'Spanish' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Vota a las 7 en el salón');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Trae tu tarjeta.');

    // Ana reads Spanish: the phone shows her version.
    const phone = screen.getByRole('figure', { name: 'Preview on a phone' });
    const push = within(phone).getByRole('region', { name: 'Push notification' });
    expect(push).toHaveTextContent('Votación esta noche');
    await user.click(screen.getByRole('radio', { name: 'Ben O.' }));
    expect(push).toHaveTextContent('Strike vote tonight');

    expect(screen.getByText('1,500 members')).toBeVisible();
    expect(screen.getByText('15 of 500 remaining')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Review history' })).toHaveTextContent(
      `Submitted by ${SENDER.name}`,
    );
  });

  it('approves with an optional comment', async () => {
    const { message } = seed();
    const { user } = renderReview(message._id);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this message?' });
    await user.type(within(dialog).getByLabelText('Comment (optional)'), 'Good to go');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Message approved.')).toBeInTheDocument();
    expect(reviewStore.approved).toEqual([{ id: message._id, body: { comment: 'Good to go' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByText('Approved').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('approves without a comment', async () => {
    const { message } = seed();
    const { user } = renderReview(message._id);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(reviewStore.approved).toEqual([{ id: message._id, body: {} }]));
  });

  it('sends back only with a comment', async () => {
    const { message } = seed();
    const { user } = renderReview(message._id);
    await user.click(await screen.findByRole('button', { name: 'Send back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this message back?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await within(dialog).findByText('Say what the sender should change.')).toBeVisible();
    expect(reviewStore.returned).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('What should change?'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await within(dialog).findByText('Say what the sender should change.')).toBeVisible();
    expect(reviewStore.returned).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('What should change?'), 'Fix the date');
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await screen.findByText('Message sent back.')).toBeInTheDocument();
    expect(reviewStore.returned).toEqual([{ id: message._id, body: { comment: 'Fix the date' } }]);
    expect(screen.getByRole('list', { name: 'Review history' })).toHaveTextContent('Fix the date');
  });

  it('shows the API’s refusal when the message turns out to be the approver’s own', async () => {
    const detail = seed();
    const { user } = renderReview(detail.message._id);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this message?' });
    // Submitted again meanwhile by this admin: the API answers 403.
    detail.review = { ...detail.review, submittedBy: REVIEWER };
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await within(dialog).findByText('You may not approve a message you submitted.'),
    ).toBeVisible();
    expect(reviewStore.approved).toHaveLength(0);
  });

  it('hides the decision from the message’s own sender, and says why', async () => {
    const { message } = seed({ review: { submittedBy: REVIEWER }, canApprove: false });
    renderReview(message._id);
    expect(
      await screen.findByText('You submitted this message: another approver must review it.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send back' })).toBeNull();
  });

  it('lets the sender of a returned message read the comment, edit and resubmit it', async () => {
    const { message } = seed({
      review: {
        state: 'returned',
        submittedBy: REVIEWER,
        reviewedBy: SENDER,
        reviewedAt: '2026-03-02T16:00:00.000Z',
        comment: 'Say which hall',
      },
      canApprove: false,
    });
    const { user } = renderReview(message._id);
    const form = await screen.findByRole('form', { name: 'Edit and resubmit' });
    expect(screen.getByRole('alert')).toHaveTextContent('Say which hall');

    const push = within(form).getByLabelText('Push text (English)');
    await user.clear(push);
    await user.type(push, 'Vote at 7 in the main hall');
    const spanish = within(form).getByLabelText('Push text (Spanish)');
    await user.clear(spanish);
    await user.type(spanish, 'Vota a las 7 en el salón principal');
    await user.click(within(form).getByRole('button', { name: 'Resubmit for approval' }));

    expect(await screen.findByText('Message resubmitted for approval.')).toBeInTheDocument();
    expect(reviewStore.resubmitted).toEqual([
      {
        id: message._id,
        body: {
          title: 'Strike vote tonight',
          push_message: 'Vote at 7 in the main hall',
          message: '<p>Bring your card.</p>',
          variants: [
            {
              language: 'es',
              title: 'Votación esta noche',
              push_message: 'Vota a las 7 en el salón principal',
              message: '<p>Trae tu tarjeta.</p>',
            },
          ],
        },
      },
    ]);
    // Back to pending: the form goes and the page shows it awaiting approval.
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Edit and resubmit' })).toBeNull(),
    );
    expect(screen.getAllByText('Awaiting approval').length).toBeGreaterThan(0);
  });

  it('says when the message is not there (another organisation’s, or gone)', async () => {
    renderReview('20000000-0000-4000-8000-999999999999');
    expect(await screen.findByText('Message not found')).toBeVisible();
  });
});
