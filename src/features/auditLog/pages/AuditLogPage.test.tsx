import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import {
  auditStore,
  buildAuditEntry,
  resetAuditStore,
} from '../../../../tests/msw/auditLogHandlers';
import { renderApp } from '../../../../tests/render';
import { AuditLogPage } from './AuditLogPage';

function renderAudit(route = '/audit-log') {
  return renderApp([{ path: '/audit-log', element: <AuditLogPage /> }], {
    route,
    user: buildProfile({ userGroup: 4 }),
  });
}

const GROUP_ID = '11111111-1111-4111-8111-111111111111';

beforeEach(resetAuditStore);

describe('Audit log', () => {
  it('lists entries newest first with who, what, the target link and the outcome', async () => {
    auditStore.entries.push(
      buildAuditEntry({ id: '2' }),
      buildAuditEntry({
        id: '1',
        method: 'DELETE',
        route: '/user/mobile-users/:userID',
        targetType: 'mobileUser',
        targetName: null,
        targetExists: true,
        targetId: '22222222-2222-4222-8222-222222222222',
        outcome: 'refused',
        status: 403,
        changes: [],
      }),
    );
    renderAudit();

    const table = await screen.findByRole('table', { name: /Audit log entries/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Ada Lovelace');
    expect(rows[0]).toHaveTextContent('Changed user group');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Stewards' })).toHaveAttribute(
      'href',
      `/users/groups/edit/0/${GROUP_ID}`,
    );
    expect(rows[0]).toHaveTextContent('Done');
    expect(rows[1]).toHaveTextContent('Tried: deleted app user');
    expect(rows[1]).toHaveTextContent('Refused');
    expect(rows[1]).toHaveTextContent('22222222-2222-4222-8222-222222222222');
    expect(rows[1]).not.toHaveTextContent('no longer exists');
    expect(within(rows[1] as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('opens a row to show the values before and after, from the keyboard', async () => {
    auditStore.entries.push(buildAuditEntry());
    const { user } = renderAudit();
    const toggle = await screen.findByRole('button', {
      name: /Show details of Changed user group/,
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const changes = screen.getByRole('table', { name: 'Changed: user group “Stewards”' });
    const row = within(changes).getByRole('row', { name: /Description/ });
    expect(row).toHaveTextContent('Shop stewards');
    expect(row).toHaveTextContent('Shop stewards and reps');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('table', { name: /Changed: user group/ })).toBeNull();
  });

  it('names builds, plans, products and app settings in words, linked while they exist', async () => {
    const CHANNEL_ID = '44444444-4444-4444-8444-444444444444';
    auditStore.entries.push(
      buildAuditEntry({
        id: '5',
        route: '/settings/replica-builds/update/params/id/:id',
        targetType: 'replicaBuild',
        targetId: '55555555-5555-4555-8555-555555555555',
        targetName: 'Acme Members',
        changes: [],
      }),
      buildAuditEntry({
        id: '4',
        route: '/price_plans/:id',
        targetType: 'pricePlan',
        targetId: '66666666-6666-4666-8666-666666666666',
        targetName: 'Growth',
        changes: [],
      }),
      buildAuditEntry({
        id: '3',
        method: 'POST',
        route: '/products',
        targetType: 'product',
        targetId: '77777777-7777-4777-8777-777777777777',
        targetName: 'Gold membership',
        changes: [],
      }),
      buildAuditEntry({
        id: '2',
        method: 'POST',
        route: '/settings/:name',
        targetType: 'appSettings',
        targetId: '88888888-8888-4888-8888-888888888888',
        targetName: 'security',
        changes: [],
      }),
      buildAuditEntry({
        id: '1',
        route: '/content-provider/update/updatepriceplan/:id/:plan',
        targetType: 'channel',
        targetId: CHANNEL_ID,
        targetName: 'Acme News',
        changes: [
          {
            table: 'content_providers',
            op: 'update',
            id: CHANNEL_ID,
            old: { credits_month: '2026-02', off_app_text_credits_month: 500 },
            new: { credits_month: '2026-03', off_app_text_credits_month: 2500 },
          },
        ],
      }),
    );
    const { user } = renderAudit();
    const table = await screen.findByRole('table', { name: /Audit log entries/ });
    const rows = within(table).getAllByRole('row').slice(1);
    const linkIn = (index: number, name: string) =>
      within(rows[index] as HTMLElement).getByRole('link', { name });
    expect(rows[0]).toHaveTextContent('Changed replica build');
    expect(rows[0]).toHaveTextContent('Replica build: Acme Members');
    expect(linkIn(0, 'Acme Members')).toHaveAttribute('href', '/other-settings/replica-builds');
    expect(rows[1]).toHaveTextContent('Price plan: Growth');
    expect(linkIn(1, 'Growth')).toHaveAttribute(
      'href',
      '/priceplans/edit/66666666-6666-4666-8666-666666666666',
    );
    expect(rows[2]).toHaveTextContent('Created or sent product');
    expect(linkIn(2, 'Gold membership')).toHaveAttribute(
      'href',
      '/products/edit/All/77777777-7777-4777-8777-777777777777',
    );
    expect(rows[3]).toHaveTextContent('App settings: security');
    expect(linkIn(3, 'security')).toHaveAttribute('href', '/other-settings');
    expect(table).not.toHaveTextContent('Other');
    expect(table).not.toHaveTextContent('no longer exists');

    await user.click(screen.getByRole('button', { name: /Show details of Changed channel/ }));
    const changes = screen.getByRole('table', { name: 'Changed: channel “Acme News”' });
    expect(changes).not.toHaveTextContent('content_providers');
    expect(changes).not.toHaveTextContent('credits_month');
    expect(within(changes).getByRole('row', { name: /Text credits per month/ })).toHaveTextContent(
      /500.*2500/,
    );
    expect(
      within(changes).getByRole('row', { name: /Month the text credits count/ }),
    ).toBeVisible();
  });

  it('filters by person, target, action and days, and keeps the filter in the address', async () => {
    auditStore.people.push({
      id: '33333333-3333-4333-8333-333333333333',
      name: 'Grace Hopper',
      email: 'grace@acme.test',
      userGroup: 4,
    });
    auditStore.entries.push(buildAuditEntry());
    const { user, router } = renderAudit();
    await screen.findByRole('table', { name: /Audit log entries/ });

    await user.selectOptions(screen.getByLabelText('Person'), 'Grace Hopper (grace@acme.test)');
    await user.selectOptions(screen.getByLabelText('Target'), 'User group');
    await user.selectOptions(screen.getByLabelText('Action'), 'Delete (DELETE)');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await waitFor(() =>
      expect(auditStore.requests.at(-1)).toMatchObject({
        admin: '33333333-3333-4333-8333-333333333333',
        targetType: 'userGroup',
        method: 'DELETE',
        from: new Date('2026-03-01T00:00:00').toISOString(),
      }),
    );
    expect(router.state.location.search).toContain('targetType=userGroup');
    expect(await screen.findByText('No entries match')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect(await screen.findByRole('table', { name: /Audit log entries/ })).toBeInTheDocument();
  });

  it('pages older and newer by cursor', async () => {
    for (let index = 0; index < 30; index += 1) auditStore.entries.push(buildAuditEntry());
    const { user } = renderAudit();
    await screen.findByRole('table', { name: /Audit log entries/ });
    const pages = screen.getByRole('navigation', { name: 'Audit log pages' });
    expect(within(pages).getByRole('button', { name: /Newer/ })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: /Older/ }));
    await waitFor(() => expect(auditStore.requests.at(-1)).toMatchObject({ cursor: '25' }));
    expect(await within(pages).findByText('Page 2')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: /Audit log entries/ })).getAllByRole('row'),
      ).toHaveLength(6),
    );
    expect(within(pages).getByRole('button', { name: /Older/ })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: /Newer/ }));
    const again = screen.getByRole('navigation', { name: 'Audit log pages' });
    expect(await within(again).findByText('Page 1')).toBeInTheDocument();
    expect(auditStore.requests.at(-1)?.cursor).toBeUndefined();
    // Two pages of rows to render in jsdom.
  }, 20_000);

  it('says when nothing is recorded yet, and offers a retry when loading fails', async () => {
    auditStore.failNext = 503;
    const { user } = renderAudit();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await user.click(retry);
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
  });
});

describe('Audit log: the CSV', () => {
  const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:audit-log');
  const revokeObjectURL = vi.fn<(url: string) => void>();

  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    createObjectURL.mockClear();
  });

  it('downloads the filtered view', async () => {
    auditStore.entries.push(buildAuditEntry());
    const { user } = renderAudit('/audit-log?targetType=userGroup');
    await screen.findByRole('table', { name: /Audit log entries/ });
    await user.click(screen.getByRole('button', { name: /Download the filtered audit log/ }));
    expect(await screen.findByText('Downloaded audit-log-2026-03-02.csv.')).toBeInTheDocument();
    expect(auditStore.csvRequests).toEqual([{ targetType: 'userGroup' }]);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});
