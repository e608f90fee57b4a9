import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyRows, renderPage, seedGroups, seedUsers } from '../../../../tests/appUsersPages';
import { appUsers } from '../../../../tests/msw/appUsersStore';
import { renderApp } from '../../../../tests/render';
import { buildCompanyListItem, buildCompanyState } from '../../../../tests/companyFactories';
import { buildProfile, buildUserGroup } from '../../../../tests/factories';
import { GroupFormPage } from './GroupFormPage';
import { GroupsPage } from './GroupsPage';

/** The groups list and its form, as the route table mounts them. */
function renderGroups(route: string) {
  return renderApp(
    [
      { path: '/users/groups', element: <GroupsPage /> },
      { path: '/users/groups/create', element: <GroupFormPage /> },
      { path: '/users/groups/:action/:cpID', element: <GroupFormPage /> },
      { path: '/users/groups/:action/:cpID/:groupID', element: <GroupFormPage /> },
    ],
    { route, user: buildProfile({ userGroup: 4 }) },
  );
}

describe('User groups', () => {
  it('lists groups with their members, channel and author', async () => {
    const [stewards] = seedGroups('Stewards');
    seedUsers(3, () => ({ groups: stewards ? [{ _id: stewards._id, name: 'Stewards' }] : [] }));
    renderPage(GroupsPage, '/users/groups');

    const [row] = await bodyRows('User groups');
    expect(row).toHaveTextContent('Stewards');
    expect(row).toHaveTextContent('private');
    expect(row).toHaveTextContent('All channels');
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent('Ada Lovelace');
  });

  it("names each group's organisation for a platform admin with none chosen", async () => {
    appUsers.groups.push(
      buildUserGroup({ name: 'Stewards', companyID: 'acme' }),
      buildUserGroup({ name: 'Stewards', companyID: 'globex' }),
    );
    const companies = ['acme', 'globex'].map((companyID) =>
      buildCompanyListItem({
        companyID,
        name: companyID === 'acme' ? 'Acme Union' : 'Globex Guild',
      }),
    );
    renderApp([{ path: '/users/groups', element: <GroupsPage /> }], {
      route: '/users/groups',
      user: buildProfile({ userGroup: 1, companyID: 'All' }),
      preloadedState: {
        company: buildCompanyState({ companies }),
      },
    });

    const rows = await bodyRows('User groups');
    expect(screen.getByRole('columnheader', { name: /Organisation/ })).toBeInTheDocument();
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Acme Union'),
      expect.stringContaining('Globex Guild'),
    ]);
  });

  it('shows no organisation column to a company admin', async () => {
    seedGroups('Stewards');
    renderPage(GroupsPage, '/users/groups');
    await bodyRows('User groups');
    expect(screen.queryByRole('columnheader', { name: /Organisation/ })).not.toBeInTheDocument();
  });

  it('creates a group and returns to the list', async () => {
    const { user, router } = renderGroups('/users/groups');
    expect(await screen.findByRole('heading', { name: 'No groups yet' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'New group' }));
    await user.type(await screen.findByLabelText('Name'), 'Night shift');
    await user.type(screen.getByLabelText('Description'), 'Members on nights');
    await user.click(screen.getByRole('radio', { name: 'Public' }));
    await user.click(screen.getByRole('button', { name: 'Create group' }));

    expect(await screen.findByText('Night shift created.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users/groups');
    expect((await bodyRows('User groups'))[0]).toHaveTextContent('Night shift');
    expect(appUsers.groups).toMatchObject([
      { name: 'Night shift', description: 'Members on nights', type: 'public', cp_id: null },
    ]);
  });

  it('says so beside the name when it is taken', async () => {
    seedGroups('Stewards');
    const { user } = renderGroups('/users/groups/create');

    await user.click(await screen.findByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Enter a group name.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'stewards');
    await user.click(screen.getByRole('button', { name: 'Create group' }));

    expect(await screen.findByText('Group name already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(appUsers.groups).toHaveLength(1);
  });

  it('edits a group from its row', async () => {
    const [stewards] = seedGroups('Stewards');
    const { user, router } = renderGroups('/users/groups');

    await user.click(await screen.findByRole('link', { name: 'Edit Stewards' }));
    expect(router.state.location.pathname).toBe(`/users/groups/edit/0/${stewards?._id}`);
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Stewards');
    await user.clear(name);
    await user.type(name, 'Shop stewards');
    await user.click(screen.getByRole('button', { name: 'Save group' }));

    expect(await screen.findByText('Shop stewards saved.')).toBeInTheDocument();
    expect(appUsers.groups[0]?.name).toBe('Shop stewards');
  });

  it('deletes a group after a confirmation', async () => {
    seedGroups('Stewards', 'Volunteers');
    const { user } = renderGroups('/users/groups');
    await bodyRows('User groups');

    await user.click(screen.getByRole('button', { name: 'Delete Volunteers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Volunteers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(appUsers.groups).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete Volunteers' }));
    await user.click(await screen.findByRole('button', { name: 'Delete group' }));

    expect(await screen.findByText('Volunteers deleted.')).toBeInTheDocument();
    expect(appUsers.groups.map((group) => group.name)).toEqual(['Stewards']);
    expect(await bodyRows('User groups')).toHaveLength(1);
  });
});
