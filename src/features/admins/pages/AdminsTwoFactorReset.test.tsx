import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminsStore, buildAdmin, resetAdminsStore } from '../../../../tests/msw/adminsHandlers';
import { apiUrl } from '../../../../tests/msw/apiUrl';
import { server } from '../../../../tests/msw/server';
import { buildProfile } from '../../../../tests/factories';
import { renderApp } from '../../../../tests/render';
import { AdminsPage } from './AdminsPage';

/** The ids the reset route was called with, as the API would see them. */
let resets: string[] = [];

beforeEach(() => {
  resetAdminsStore();
  resets = [];
  server.use(
    http.post(apiUrl('/user/two-factor/reset/:id'), ({ params }) => {
      resets.push(String(params.id));
      return HttpResponse.json({ success: true, message: 'Their two-factor sign-in is reset.' });
    }),
  );
});

function renderAdmins(userGroup = 4) {
  const self = buildProfile({
    userGroup,
    ...(userGroup === 2 ? { contentProviderID: 'c-1', cpName: 'Acme News' } : {}),
  });
  const own = buildAdmin({
    _id: self._id,
    email: self.email,
    profile: { firstname: 'Ada', lastname: 'Lovelace', phone: '' },
  });
  const grace = buildAdmin();
  adminsStore.admins.push(own, grace);
  return {
    grace,
    ...renderApp([{ path: '/user/admins', element: <AdminsPage /> }], {
      route: '/user/admins',
      user: self,
    }),
  };
}

const resetButton = (name: string) =>
  screen.findByRole('button', { name: `Reset two-factor sign-in for ${name}` });

describe('Resetting an admin’s two-factor sign-in', () => {
  it('posts for that admin after the confirmation names them by email', async () => {
    const { grace, user } = renderAdmins();
    await user.click(await resetButton('Grace Hopper'));

    const dialog = await screen.findByRole('dialog', {
      name: 'Reset two-factor sign-in for grace@acme.test?',
    });
    expect(dialog).toHaveTextContent(
      'Their authenticator app, recovery codes and passkeys are removed.',
    );
    expect(resets).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));

    expect(
      await screen.findByText('Two-factor sign-in is reset for grace@acme.test.'),
    ).toBeInTheDocument();
    expect(resets).toEqual([grace._id]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('posts nothing when cancelled', async () => {
    const { user } = renderAdmins();
    await user.click(await resetButton('Grace Hopper'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(resets).toEqual([]);
  });

  it('works from the keyboard: Enter opens the dialog, Escape closes it and sends nothing', async () => {
    const { user } = renderAdmins();
    const action = await resetButton('Grace Hopper');
    action.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(action).toHaveFocus());
    expect(resets).toEqual([]);
  });

  it('is not offered on one’s own row', async () => {
    renderAdmins();
    expect(await resetButton('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Reset two-factor sign-in for Ada Lovelace' }),
    ).toBeNull();
  });

  it('is not offered to a channel admin, whom the API refuses', async () => {
    renderAdmins(2);
    expect(await screen.findByRole('button', { name: 'Delete Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reset two-factor sign-in/ })).toBeNull();
  });

  it('keeps the dialog open with the reason when the API refuses', async () => {
    server.use(
      http.post(apiUrl('/user/two-factor/reset/:id'), () =>
        HttpResponse.json(
          { success: false, code: 'not_found', message: 'Admin not found.' },
          { status: 404 },
        ),
      ),
    );
    const { user } = renderAdmins();
    await user.click(await resetButton('Grace Hopper'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This admin is no longer one you manage',
    );
    expect(within(dialog).getByRole('button', { name: 'Reset' })).toBeEnabled();
  });
});
