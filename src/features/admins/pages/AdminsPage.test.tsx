import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminsStore, buildAdmin, resetAdminsStore } from '../../../../tests/msw/adminsHandlers';
import { apiUrl } from '../../../../tests/msw/apiUrl';
import {
  buildChannelItem,
  channelsHandlers,
  resetChannelsStore,
} from '../../../../tests/msw/channelsHandlers';
import { server } from '../../../../tests/msw/server';
import { buildProfile } from '../../../../tests/factories';
import { renderApp } from '../../../../tests/render';
import { loadedSlice } from '../../../../tests/render';
import { roleFlagsReset, ROLE_FLAG_RESET_MS } from '../adminsSlice';
import { AdminFormPage } from './AdminFormPage';
import { AdminsPage } from './AdminsPage';
import { RolesPage } from './RolesPage';

beforeEach(() => {
  resetAdminsStore();
});

function renderAdmins(route: string, userGroup = 4) {
  return renderApp(
    [
      { path: '/user/admins', element: <AdminsPage /> },
      { path: '/user/admins/create', element: <AdminFormPage /> },
      { path: '/user/admins/edit/:id', element: <AdminFormPage /> },
      { path: '/user/roles', element: <RolesPage /> },
    ],
    {
      route,
      user: buildProfile({
        userGroup,
        ...(userGroup === 2 ? { contentProviderID: 'c-1', cpName: 'Acme News' } : {}),
      }),
    },
  );
}

const table = () => screen.findByRole('table', { name: 'Admins' });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);

describe('Admins list', () => {
  it('shows each tab with its count, and the role and group of each admin', async () => {
    adminsStore.admins.push(
      buildAdmin({ profile: { firstname: 'Grace', lastname: 'Hopper', phone: '' } }),
      buildAdmin({
        profile: { firstname: 'Ines', lastname: 'Inactive', phone: '' },
        isActive: 0,
        role: { _id: 'r', roleID: 'content-editor', name: 'Content editor' },
      }),
      buildAdmin({ profile: { firstname: 'Dora', lastname: 'Deleted', phone: '' }, isDeleted: 1 }),
    );
    const { user } = renderAdmins('/user/admins');
    const rows = await bodyRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Grace Hopper');
    expect(rows[0]).toHaveTextContent('Admin');
    expect(rows[0]).toHaveTextContent('Company admin');
    expect(rows[1]).toHaveTextContent('Content editor');
    expect(rows[1]).toHaveTextContent('Inactive');

    const tabs = screen.getByRole('radiogroup', { name: 'Admins by status' });
    expect(within(tabs).getByLabelText(/^All/)).toBeChecked();
    expect(tabs).toHaveTextContent('All2Active1Inactive1Deleted1');

    await user.click(within(tabs).getByLabelText(/^Deleted/));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect((await bodyRows())[0]).toHaveTextContent('Dora Deleted');
    expect(screen.queryByRole('button', { name: 'Delete Dora Deleted' })).toBeNull();
  });

  it('searches, and says when nothing matches', async () => {
    adminsStore.admins.push(buildAdmin());
    const { user } = renderAdmins('/user/admins');
    await bodyRows();
    await user.type(screen.getByRole('searchbox', { name: 'Search admins' }), 'nobody');
    expect(await screen.findByText('No admins match this search')).toBeInTheDocument();
  });

  it('deactivates with an undo, and deletes after a confirmation', async () => {
    const grace = buildAdmin();
    adminsStore.admins.push(grace);
    const { user } = renderAdmins('/user/admins');
    await bodyRows();
    await user.click(screen.getByRole('button', { name: 'Deactivate Grace Hopper' }));
    expect(await screen.findByText('Grace Hopper deactivated and signed out.')).toBeInTheDocument();
    expect(grace.isActive).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(grace.isActive).toBe(1));

    await user.click(await screen.findByRole('button', { name: 'Delete Grace Hopper' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(grace.isDeleted).toBe(1));
  });

  it('shows an invited admin as Invited and sends a new invitation on request', async () => {
    const invited = buildAdmin({
      profile: { firstname: 'Ivy', lastname: 'Invited', phone: '' },
      invitationPending: true,
    });
    adminsStore.admins.push(invited, buildAdmin());
    const { user } = renderAdmins('/user/admins');
    const rows = await bodyRows();
    const ivy = rows.find((row) => row.textContent?.includes('Ivy Invited'));
    expect(ivy).toHaveTextContent('Invited');
    expect(
      screen.queryByRole('button', { name: 'Resend invitation to Grace Hopper' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend invitation to Ivy Invited' }));

    expect(
      await screen.findByText(
        'A new invitation is on its way to ivy@acme.test; the links sent before no longer work.',
      ),
    ).toBeInTheDocument();
    expect(adminsStore.invitationsResent).toEqual([invited._id]);
  });

  it('is titled Sub Admins for a channel admin', async () => {
    renderAdmins('/user/admins', 2);
    expect(await screen.findByRole('heading', { name: 'Sub Admins' })).toBeInTheDocument();
    expect(await screen.findByText('No sub-admins yet')).toBeInTheDocument();
  });
});

describe('Admin form', () => {
  it('creates an admin with a role the signed-in admin may give', async () => {
    adminsStore.roles.push({
      ...adminsStore.roles[0]!,
      _id: 'r-above',
      roleID: 'above',
      name: 'Above mine',
      isBuiltIn: false,
      companyID: 'acme',
      assignable: false,
    });
    const { user, router } = renderAdmins('/user/admins/create');
    await user.type(await screen.findByLabelText('First name'), 'Nora');
    await user.type(screen.getByLabelText('Last name'), 'New');
    await user.type(screen.getByLabelText('Email'), 'nora@acme.test');
    const role = screen.getByLabelText('Role');
    const options = within(role)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain('Content editor');
    expect(options).toContain('Messaging only');
    expect(options).not.toContain('Above mine');
    expect(options).not.toContain('Channel admin');
    await user.selectOptions(role, 'Content editor');
    await user.click(screen.getByRole('button', { name: 'Create admin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/admins'));
    expect(adminsStore.requests[0]).toMatchObject({
      firstname: 'Nora',
      email: 'nora@acme.test',
      userGroup: 4,
      role: { roleID: 'content-editor' },
    });
  });

  it('asks for a channel when the group is a channel admin’s', async () => {
    const { user } = renderAdmins('/user/admins/create');
    await user.type(await screen.findByLabelText('First name'), 'Cy');
    await user.type(screen.getByLabelText('Last name'), 'Channel');
    await user.type(screen.getByLabelText('Email'), 'cy@acme.test');
    await user.selectOptions(screen.getByLabelText('Group'), 'Channel Admin (group 2)');
    await user.click(screen.getByRole('button', { name: 'Create admin' }));
    expect(await screen.findByText('Choose the channel this admin manages.')).toBeInTheDocument();
    expect(adminsStore.requests).toEqual([]);
  });

  it('names groups 2 and 5 apart, each with what it does', async () => {
    const { user } = renderAdmins('/user/admins/create');
    const group = await screen.findByLabelText('Group');
    const names = within(group)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(['Admin', 'Channel Admin (group 2)', 'Channel Admin (group 5)']);
    expect(new Set(names).size).toBe(names.length);
    expect(group).toHaveAccessibleDescription(/Runs one organisation/);
    await user.selectOptions(group, 'Channel Admin (group 5)');
    expect(group).toHaveAccessibleDescription(/exactly the access of group 2/);
  });

  it('offers active channels only, and shows the API refusing an inactive one', async () => {
    resetChannelsStore([
      buildChannelItem({ _id: 'c-news', clientName: 'Acme News' }),
      buildChannelItem({ _id: 'c-old', clientName: 'Acme Archive', isActive: 0 }),
    ]);
    server.use(...channelsHandlers());
    const { user } = renderAdmins('/user/admins/create');
    await user.type(await screen.findByLabelText('First name'), 'Ivy');
    await user.type(screen.getByLabelText('Last name'), 'Channel');
    await user.type(screen.getByLabelText('Email'), 'ivy@acme.test');
    await user.selectOptions(screen.getByLabelText('Group'), 'Channel Admin (group 2)');
    const channel = screen.getByLabelText('Channel');
    await within(channel).findByRole('option', { name: 'Acme News' });
    expect(within(channel).queryByRole('option', { name: /Acme Archive/ })).toBeNull();

    // Another admin deactivated the channel while the form was open.
    server.use(
      http.post(apiUrl('/user/admins'), () =>
        HttpResponse.json(
          {
            success: false,
            code: 'error_channel_inactive',
            message:
              'This channel is inactive. Choose an active channel, or activate this one first.',
            details: [{ field: 'contentProviderID', message: 'is inactive' }],
          },
          { status: 409 },
        ),
      ),
    );
    await user.selectOptions(channel, 'Acme News');
    await user.click(screen.getByRole('button', { name: 'Create admin' }));
    await waitFor(() => expect(channel).toHaveAccessibleDescription(/This channel is inactive/));
  });

  it('keeps an admin’s own channel in the picker when it was deactivated since', async () => {
    resetChannelsStore([
      buildChannelItem({ _id: 'c-news', clientName: 'Acme News' }),
      buildChannelItem({ _id: 'c-old', clientName: 'Acme Archive', isActive: 0 }),
    ]);
    server.use(...channelsHandlers());
    const kept = buildAdmin({ userGroup: 2, contentProviderID: 'c-old' });
    adminsStore.admins.push(kept);
    renderAdmins(`/user/admins/edit/${kept._id}`);
    const channel = await screen.findByLabelText('Channel');
    await within(channel).findByRole('option', { name: 'Acme Archive (inactive)' });
    expect(channel).toHaveValue('c-old');
  });

  it('shows a taken email under the email field', async () => {
    adminsStore.admins.push(buildAdmin({ email: 'taken@acme.test' }));
    const { user } = renderAdmins('/user/admins/create');
    await user.type(await screen.findByLabelText('First name'), 'Tia');
    await user.type(screen.getByLabelText('Last name'), 'Taken');
    await user.type(screen.getByLabelText('Email'), 'taken@acme.test');
    await user.click(screen.getByRole('button', { name: 'Create admin' }));
    expect(await screen.findByText('email already registered or taken.')).toBeInTheDocument();
  });

  it('sends only what changed when editing', async () => {
    const grace = buildAdmin();
    adminsStore.admins.push(grace);
    const { user, router } = renderAdmins(`/user/admins/edit/${grace._id}`);
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Amazing');
    await user.click(screen.getByRole('button', { name: 'Save admin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/admins'));
    expect(adminsStore.requests).toEqual([{ profile: { firstname: 'Amazing' } }]);
  });
});

describe('Roles screen', () => {
  it('lists built-in roles read only and resets the save flag after 700 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user, store } = renderAdmins('/user/roles');
      const roles = await screen.findByRole('table', { name: 'Roles' });
      expect(within(roles).getAllByText('Read only')).toHaveLength(5);
      await user.click(screen.getByRole('button', { name: 'New role' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByLabelText('Name'), 'Link keeper');
      await user.click(within(dialog).getByLabelText('Links and banners'));
      await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
      expect(await within(roles).findByText('Link keeper')).toBeInTheDocument();
      expect(loadedSlice(store.getState(), 'admins').flows.roleSave.status).toBe('succeeded');
      await vi.advanceTimersByTimeAsync(ROLE_FLAG_RESET_MS);
      expect(loadedSlice(store.getState(), 'admins').flows.roleSave.status).toBe('idle');
      expect(roleFlagsReset.type).toBe('admins/roleFlagsReset');
    } finally {
      vi.useRealTimers();
    }
  });
});
