import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorResponse } from '../../../../contract/common';
import type { MemberEraseBody, MemberEraseResponse } from '../../../../contract/memberData';
import { buildProfile } from '../../../../tests/factories';
import { bodyRows, renderPage, seedUsers } from '../../../../tests/appUsersPages';
import { apiUrl } from '../../../../tests/msw/apiUrl';
import { appUsers } from '../../../../tests/msw/appUsersStore';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { UsersPage } from './UsersPage';

const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:member-data');
const revokeObjectURL = vi.fn<(url: string) => void>();
const clicks: HTMLAnchorElement[] = [];
/** The export requests (user id and format) and the erasures the handlers received. */
const exports: { userId: string; format: string | null }[] = [];
const erasures: { userId: string; body: unknown }[] = [];

beforeEach(() => {
  // jsdom has no object URLs and does not follow a download link; record both instead.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push(this);
  });
  server.use(
    http.get<{ userID: string }>(
      apiUrl('/user/mobile-users/:userID/export'),
      ({ request, params }) => {
        const format = new URL(request.url).searchParams.get('format');
        exports.push({ userId: params.userID, format });
        const name = `member-data-${params.userID}.${format ?? 'json'}`;
        return new HttpResponse(format === 'zip' ? new Uint8Array([80, 75, 3, 4]) : '{}', {
          headers: {
            'content-type': format === 'zip' ? 'application/zip' : 'application/json',
            'content-disposition': `attachment; filename="${name}"`,
          },
        });
      },
    ),
    http.post<{ userID: string }, MemberEraseBody, MemberEraseResponse | ErrorResponse>(
      apiUrl('/user/mobile-users/:userID/erase'),
      async ({ request, params }) => {
        const body = await request.json();
        erasures.push({ userId: params.userID, body });
        if (params.userID === 'erased-before') {
          return HttpResponse.json(
            { code: 'error_member_erased', message: 'This member was erased already.' },
            { status: 409 },
          );
        }
        appUsers.users = appUsers.users.filter((user) => user._id !== params.userID);
        return HttpResponse.json({
          success: true,
          data: { _id: params.userID, erasedAt: '2026-12-03T09:00:00.000Z' },
        });
      },
    ),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  createObjectURL.mockClear();
  clicks.length = 0;
  exports.length = 0;
  erasures.length = 0;
});

async function openMenu(name: string) {
  const { user } = renderPage(UsersPage, '/users');
  const row = (await bodyRows('App users')).find((r) => within(r).queryByText(name));
  if (!row) throw new Error(`no row for ${name}`);
  await user.click(within(row).getByRole('button', { name: `Actions for ${name}` }));
  return user;
}

describe("UsersPage: a member's data", () => {
  it('downloads the JSON and the ZIP of the member from the row menu', async () => {
    const [ada] = seedUsers(1, () => ({ firstname: 'Ada', lastname: 'Lovelace' }));
    const user = await openMenu('Ada Lovelace');
    await user.click(await screen.findByRole('button', { name: 'Download data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data of Ada Lovelace' });
    expect(within(dialog).getByText(/push tokens masked/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Download JSON of Ada Lovelace' }));
    expect(await screen.findByText(`Downloaded member-data-${ada?._id}.json.`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Download ZIP of Ada Lovelace' }));
    await waitFor(() => expect(clicks).toHaveLength(2));
    expect(exports).toEqual([
      { userId: ada?._id, format: 'json' },
      { userId: ada?._id, format: 'zip' },
    ]);
    expect(clicks.map((link) => link.download)).toEqual([
      `member-data-${ada?._id}.json`,
      `member-data-${ada?._id}.zip`,
    ]);
  });

  it('erases only once ERASE is typed, says it cannot be undone, and the row leaves', async () => {
    const [, bo] = seedUsers(2, (index) =>
      index === 0
        ? { firstname: 'Ada', lastname: 'Lovelace' }
        : { firstname: 'Bo', lastname: 'Diddley', email: 'bo@members.test' },
    );
    const user = await openMenu('Bo Diddley');
    await user.click(await screen.findByRole('button', { name: 'Erase member…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase Bo Diddley?' });
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
    expect(within(dialog).getByText(/bo@members\.test/)).toBeInTheDocument();

    const erase = within(dialog).getByRole('button', { name: 'Erase member' });
    const word = within(dialog).getByRole('textbox', { name: 'Type ERASE to confirm' });
    expect(erase).toBeDisabled();
    await user.type(word, 'erase');
    expect(erase).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(erasures).toEqual([]);

    await user.clear(word);
    await user.type(word, 'ERASE{Enter}');
    expect(await screen.findByText("Bo Diddley's data was erased.")).toBeInTheDocument();
    expect(erasures).toEqual([{ userId: bo?._id, body: { confirm: 'ERASE' } }]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Erase Bo Diddley?' })).toBeNull(),
    );
    await waitFor(async () => {
      const names = (await bodyRows('App users')).map((row) => row.textContent ?? '');
      expect(names.some((text) => text.includes('Bo Diddley'))).toBe(false);
      expect(names.some((text) => text.includes('Ada Lovelace'))).toBe(true);
    });
  });

  it('shows the refusal in the dialog and keeps it open', async () => {
    seedUsers(1, () => ({ _id: 'erased-before', firstname: 'Cy', lastname: 'Young' }));
    const user = await openMenu('Cy Young');
    await user.click(await screen.findByRole('button', { name: 'Erase member…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase Cy Young?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Type ERASE to confirm' }),
      'ERASE',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Erase member' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/erased already/);
    expect(screen.getByRole('dialog', { name: 'Erase Cy Young?' })).toBeInTheDocument();
  });

  it("leaves a member's data out of a channel admin's menu", async () => {
    seedUsers(1, () => ({ firstname: 'Di', lastname: 'Fossey' }));
    const { user } = renderApp(
      [
        { path: '/users', element: <UsersPage /> },
        { path: '*', element: <p>Elsewhere</p> },
      ],
      { route: '/users', user: buildProfile({ userGroup: 2 }) },
    );
    const row = (await bodyRows('App users')).find((r) => within(r).queryByText('Di Fossey'));
    if (!row) throw new Error('no row');
    await user.click(within(row).getByRole('button', { name: 'Actions for Di Fossey' }));
    expect(await screen.findByRole('button', { name: 'Devices' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download data' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Erase member…' })).toBeNull();
  });
});
