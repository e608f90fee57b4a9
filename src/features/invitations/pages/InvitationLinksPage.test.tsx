import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { InvitationLink, InvitationLinkBody } from '../../../../contract/invitations';
import { buildProfile } from '../../../../tests/factories';
import { apiUrl } from '../../../../tests/msw/apiUrl';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { InvitationLinksPage } from './InvitationLinksPage';

const link = (overrides: Partial<InvitationLink>): InvitationLink => ({
  _id: 'link-1',
  companyID: 'acme',
  channelID: 'channel-1',
  channelName: 'Acme News',
  status: 'active',
  validDays: 30,
  expiresAt: '2099-01-01T00:00:00.000Z',
  maxUses: null,
  uses: 2,
  revokedAt: null,
  url: 'http://console.test/acme/token-one',
  opened: 5,
  scanned: 2,
  registered: 2,
  confirmed: 1,
  dateCreated: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** A tiny in-memory API: the list, creating and revoking. */
function serveLinks(links: InvitationLink[]) {
  const made: InvitationLinkBody[] = [];
  server.use(
    http.get(apiUrl('/invitation-links'), () => HttpResponse.json({ success: true, data: links })),
    http.get(apiUrl('/content-provider/:companyID'), () =>
      HttpResponse.json({
        success: true,
        data: [
          { _id: 'channel-1', clientName: 'Acme News' },
          { _id: 'channel-2', clientName: 'Acme Community' },
        ],
      }),
    ),
    http.post(apiUrl('/invitation-links'), async ({ request }) => {
      const body = (await request.json()) as InvitationLinkBody;
      made.push(body);
      const created = link({
        _id: 'link-new',
        channelID: body.channelID,
        channelName: 'Acme Community',
        maxUses: body.maxUses ?? null,
        uses: 0,
        opened: 0,
        scanned: 0,
        registered: 0,
        url: 'http://console.test/acme/token-new',
      });
      return HttpResponse.json({ success: true, data: created }, { status: 201 });
    }),
    http.post(apiUrl('/invitation-links/:id/revoke'), ({ params }) => {
      const found = links.find((one) => one._id === params.id);
      return HttpResponse.json({ success: true, data: { ...found, status: 'revoked' } });
    }),
  );
  return made;
}

const renderPage = () =>
  renderApp([{ path: '/other-settings/invitation-links', element: <InvitationLinksPage /> }], {
    route: '/other-settings/invitation-links',
    user: buildProfile({ userGroup: 4 }),
  });

describe('InvitationLinksPage', () => {
  it('lists the links with their status, uses and funnel counts', async () => {
    serveLinks([
      link({}),
      link({ _id: 'link-2', status: 'expired', url: null, maxUses: 5, uses: 1 }),
    ]);
    renderPage();
    const rows = await screen.findAllByRole('row', { name: /Acme News/ });
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('http://console.test/acme/token-one')).toBeVisible();
    expect(first.getByText('2 (no limit)')).toBeVisible();
    expect(first.getByText('5 (2 by QR)')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('1 of 5')).toBeVisible();
    expect(
      within(rows[1] as HTMLElement).getByText('Not kept: rotate for a new one'),
    ).toBeVisible();
  });

  it('makes a link for the chosen channel with a use limit', async () => {
    const made = serveLinks([]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create the first link' }));
    const dialog = await screen.findByRole('dialog', { name: 'New invitation link' });
    await user.selectOptions(within(dialog).getByLabelText('Channel'), 'Acme Community');
    await user.click(within(dialog).getByLabelText('A number of registrations'));
    await user.type(within(dialog).getByLabelText('How many people may register'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('http://console.test/acme/token-new')).toBeVisible();
    expect(made).toEqual([{ channelID: 'channel-2', validDays: 30, maxUses: 3 }]);
  });

  it('asks before revoking a link', async () => {
    serveLinks([link({})]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Revoke the link to Acme News' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the link to Acme News?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText('Revoked')).toBeVisible();
  });
});
