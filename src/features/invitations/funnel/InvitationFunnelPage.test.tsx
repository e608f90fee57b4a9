import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import { apiUrl } from '../../../../tests/msw/apiUrl';
import {
  invitationFunnelStore,
  resetInvitationFunnelStore,
  sampleFunnel,
} from '../../../../tests/msw/invitationFunnelHandlers';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { InvitationLinksPage } from '../pages/InvitationLinksPage';

const PATH = '/other-settings/invitation-links';

function serveChannels() {
  server.use(
    http.get(apiUrl('/content-provider/:companyID'), () =>
      HttpResponse.json({
        success: true,
        data: [
          { _id: 'channel-1', clientName: 'Acme News' },
          { _id: 'channel-2', clientName: 'Acme Community' },
        ],
      }),
    ),
  );
}

const renderPage = (userGroup = 4) =>
  renderApp([{ path: PATH, element: <InvitationLinksPage /> }], {
    route: `${PATH}?view=funnel`,
    user: buildProfile({ userGroup }),
  });

beforeEach(() => {
  resetInvitationFunnelStore();
  serveChannels();
});

describe('InvitationFunnelPage', () => {
  it('shows each step with its drop, the weeks and the links over the last 12 weeks', async () => {
    renderPage();
    expect(await screen.findByTestId('funnel-opened')).toHaveTextContent('40');
    expect(screen.getByTestId('funnel-registered')).toHaveTextContent('10');
    expect(screen.getByTestId('funnel-confirmed')).toHaveTextContent('8');
    expect(screen.getByTestId('funnel-active')).toHaveTextContent('6');
    expect(screen.getByText('15 by QR code')).toBeVisible();
    expect(screen.getByText('−30 (75%) from invited / opened')).toBeVisible();
    expect(screen.getByText('−2 (25%) from confirmed')).toBeVisible();
    const row = screen.getByRole('row', { name: /Acme News/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['40', '15', '10', '8', '6']);
    const weeks = screen.getByRole('table', { name: 'Funnel per week' });
    expect(within(weeks).getAllByRole('row')).toHaveLength(3);
    const [query] = invitationFunnelStore.queries;
    const days =
      (Date.parse(query?.get('to') ?? '') - Date.parse(query?.get('from') ?? '')) / 86_400_000;
    expect(days).toBe(83);
    expect(query?.has('channelID')).toBe(false);
  });

  it('names the days the API counted, and the 30 days only for who signed in', async () => {
    // The answer's range, not the one asked for: the words follow what was counted.
    invitationFunnelStore.funnel = sampleFunnel({ from: '2026-09-01', to: '2026-11-30' });
    renderPage();
    await screen.findByTestId('funnel-opened');
    const { from, to } = invitationFunnelStore.funnel;
    const [query] = invitationFunnelStore.queries;
    expect(query?.get('from')).not.toBe(from);
    expect(
      screen.getByText(
        `How many people opened your invitation links, registered and confirmed their email from 1 Sep 2026 to 30 Nov 2026, and how many of them have signed in within the last 30 days. Days are counted in UTC.`,
      ),
    ).toBeVisible();
    expect([from, to]).toEqual(['2026-09-01', '2026-11-30']);
    expect(screen.getByText('Signed in within the last 30 days')).toBeVisible();
    expect(screen.queryByText(/registered, confirmed their email and signed in within/)).toBeNull();
  });

  it('filters by channel and exports what it shows as CSV', async () => {
    const { user } = renderPage();
    await screen.findByTestId('funnel-opened');
    await user.selectOptions(await screen.findByLabelText('Channel'), 'Acme Community');
    await screen.findByTestId('funnel-opened');
    expect(invitationFunnelStore.queries.at(-1)?.get('channelID')).toBe('channel-2');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/Downloaded invitation-funnel\.csv/)).toBeInTheDocument();
    expect(invitationFunnelStore.csvQueries.at(-1)?.get('channelID')).toBe('channel-2');
  });

  it('takes the last 4 or 52 weeks in a click', async () => {
    const { user } = renderPage();
    await screen.findByTestId('funnel-opened');
    const span = () => {
      const query = invitationFunnelStore.queries.at(-1);
      return (
        (Date.parse(query?.get('to') ?? '') - Date.parse(query?.get('from') ?? '')) / 86_400_000
      );
    };
    expect(screen.getByRole('button', { name: '12 weeks' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: '4 weeks' }));
    await vi.waitFor(() => expect(span()).toBe(27));
    await user.click(screen.getByRole('button', { name: '52 weeks' }));
    await vi.waitFor(() => expect(span()).toBe(363));
  });

  it('says when the days are the wrong way round, without asking the API', async () => {
    const { user } = renderPage();
    await screen.findByTestId('funnel-opened');
    const asked = invitationFunnelStore.queries.length;
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect(await screen.findByText('The first day must not be after the last.')).toBeVisible();
    expect(invitationFunnelStore.queries).toHaveLength(asked);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('gives a channel admin no channel to choose', async () => {
    renderPage(2);
    await screen.findByTestId('funnel-opened');
    expect(screen.queryByLabelText('Channel')).not.toBeInTheDocument();
  });

  it('says so when nobody opened a link in these days', async () => {
    invitationFunnelStore.funnel = sampleFunnel({
      steps: sampleFunnel().steps.map((step) => ({ ...step, count: 0 })),
      links: [],
    });
    renderPage();
    expect(await screen.findByText('Nobody opened an invitation link in these days')).toBeVisible();
  });

  it('offers to try again when the funnel did not load', async () => {
    let failing = true;
    server.use(
      http.get(apiUrl('/invitation-links/funnel'), () =>
        failing
          ? HttpResponse.json(
              { success: false, code: 'server_error', message: 'The funnel is unavailable.' },
              { status: 500 },
            )
          : HttpResponse.json({ success: true, data: sampleFunnel() }),
      ),
    );
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('API Internal Error');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('funnel-opened')).toHaveTextContent('40');
  });
});
