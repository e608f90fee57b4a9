import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodyRows } from '../../../../tests/appUsersPages';
import { buildCampaign } from '../../../../tests/messageFactories';
import { renderMessaging } from '../../../../tests/messagesPages';
import { buildProfile } from '../../../../tests/factories';
import { messagesStore, resetMessagesStore } from '../../../../tests/msw/messagesStore';
import { setCookie, COOKIE } from '../../../lib/cookies';
import { CampaignFormPage } from './CampaignFormPage';
import { CampaignsPage } from './CampaignsPage';

const routes = [
  { path: '/messages/award-campaigns', element: <CampaignsPage /> },
  { path: '/messages/award-campaigns/create', element: <CampaignFormPage /> },
  { path: '/messages/award-campaigns/edit/:campaignID', element: <CampaignFormPage /> },
];

function renderCampaigns(route: string) {
  // A platform admin working in acme, chosen in the navbar.
  setCookie(COOKIE.companyID, 'acme');
  return renderMessaging(routes, route, buildProfile({ userGroup: 1, companyID: 'All' }));
}

beforeEach(() => resetMessagesStore());

// The create test fills a long form; on a busy machine that can pass the default 5 s.
describe('Award campaigns', { timeout: 20_000 }, () => {
  it('lists campaigns with their status, schedule and counts', async () => {
    messagesStore.campaigns.push(
      buildCampaign({
        title: 'Daily points',
        repeat: true,
        schedule_time: '07:30',
        sent: 50,
        read: 12,
      }),
      buildCampaign({
        title: 'Spring award',
        status: 0,
        schedule_date: '2026-03-01',
        schedule_time: '10:00',
        target: ['ios', 'android'],
      }),
      buildCampaign({
        title: 'Held award',
        review: {
          state: 'pending',
          submittedBy: { _id: 'admin-1', name: 'Ann Admin' },
          submittedAt: '2026-02-01T10:00:00.000Z',
          reviewedBy: null,
          reviewedAt: null,
          comment: null,
        },
      }),
    );
    renderCampaigns('/messages/award-campaigns');

    const [daily, spring, held] = await bodyRows('Award campaigns');
    expect(held).toHaveTextContent('Awaiting approval');
    expect(daily).not.toHaveTextContent('Awaiting approval');
    expect(daily).toHaveTextContent('Everyday at 07:30');
    expect(daily).toHaveTextContent('Active');
    expect(daily).toHaveTextContent('50');
    expect(spring).toHaveTextContent('2026-03-01 at 10:00');
    expect(spring).toHaveTextContent('Done');
    expect(spring).toHaveTextContent('iOS, Android');
  });

  it('creates a repeating campaign for the chosen organization', async () => {
    const { user, router } = renderCampaigns('/messages/award-campaigns/create');
    await user.click(await screen.findByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'Daily points');
    await user.type(screen.getByLabelText('Message'), 'You earned 10 points');
    await user.type(screen.getByLabelText('Date'), '2026-02-01');
    await user.type(screen.getByLabelText('Time'), '07:30');
    await user.click(screen.getByRole('checkbox', { name: 'Repeat every day at this time' }));
    await user.click(screen.getByRole('checkbox', { name: 'iOS' }));
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));

    expect(await screen.findByText('Daily points created.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/messages/award-campaigns');
    expect(messagesStore.campaignWrites[0]).toEqual({
      method: 'POST',
      path: '/messages/campaign/acme',
      body: {
        title: 'Daily points',
        message: 'You earned 10 points',
        schedule_date: '2026-02-01',
        schedule_time: '07:30',
        repeat: true,
        target: ['all', 'ios'],
        phone: null,
        url: null,
        userTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    });
    expect((await bodyRows('Award campaigns'))[0]).toHaveTextContent('Everyday at 07:30');
  });

  it('edits a campaign from its row', async () => {
    // Still ahead: a date already past is refused by the form, as by the API.
    const nextYear = new Date().getFullYear() + 1;
    const campaign = buildCampaign({ title: 'Spring award', schedule_date: `${nextYear}-02-01` });
    messagesStore.campaigns.push(campaign);
    const { user } = renderCampaigns('/messages/award-campaigns');
    await user.click(await screen.findByRole('link', { name: 'Edit Spring award' }));

    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Spring award');
    await user.clear(title);
    await user.type(title, 'Summer award');
    await user.click(screen.getByRole('button', { name: 'Save campaign' }));

    expect(await screen.findByText('Summer award saved.')).toBeInTheDocument();
    expect(messagesStore.campaignWrites[0]).toMatchObject({
      method: 'PUT',
      path: `/messages/campaign/${campaign._id}/acme`,
      body: { title: 'Summer award' },
    });
  });

  it('catches a phone that is not one, a link that is not https and a past date', async () => {
    const { user } = renderCampaigns('/messages/award-campaigns/create');
    await user.type(await screen.findByLabelText('Title'), 'Late award');
    await user.type(screen.getByLabelText('Message'), 'Well done');
    await user.type(screen.getByLabelText('Date'), '2020-02-01');
    await user.type(screen.getByLabelText('Time'), '07:30');
    await user.type(screen.getByLabelText('Phone (optional)'), 'call the office');
    await user.type(screen.getByLabelText('Link (optional)'), 'http://example.com/award');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByLabelText('Phone (optional)')).toHaveAccessibleDescription(
      'Enter a phone number: digits, with an optional leading +.',
    );
    expect(screen.getByLabelText('Link (optional)')).toHaveAccessibleDescription(
      /Enter a web address starting with https:\/\/ \(http:\/\/ is not accepted\)\./,
    );
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(
      /This date and time are already past: choose a later one\./,
    );
    expect(messagesStore.campaignWrites).toEqual([]);
  });

  it('deletes a campaign after confirmation', async () => {
    messagesStore.campaigns.push(buildCampaign({ title: 'Old award' }));
    const { user } = renderCampaigns('/messages/award-campaigns');
    await user.click(await screen.findByRole('button', { name: 'Delete Old award' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Old award?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete campaign' }));

    expect(await screen.findByText('Old award deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'No campaigns yet' })).toBeInTheDocument();
    expect(messagesStore.campaigns).toHaveLength(0);
  });
});
