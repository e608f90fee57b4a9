import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, seedUsers } from '../../../../tests/appUsersPages';
import { appUsers, type UnionListMember } from '../../../../tests/msw/appUsersStore';
import { UsersPage } from './UsersPage';

const member = (userid: string, overrides: Partial<UnionListMember> = {}): UnionListMember => ({
  userid,
  email: `${userid.toLowerCase()}@union.test`,
  firstname: 'Member',
  lastname: userid,
  phone: null,
  active: true,
  ...overrides,
});

/** Ada (M-1) and Bob (M-2) are app users; the union renames Ada, suspends Bob and adds Cy. */
function seedUnion() {
  seedUsers(1, () => ({
    userid: 'M-1',
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'm-1@union.test',
  }));
  seedUsers(1, () => ({
    userid: 'M-2',
    firstname: 'Member',
    lastname: 'M-2',
    email: 'm-2@union.test',
  }));
  appUsers.union = [
    member('M-1', { firstname: 'Ada', lastname: 'King' }),
    member('M-2', { active: false }),
    member('M-3', { firstname: 'Cy', lastname: 'Young' }),
  ];
}

async function openDiff() {
  const { user } = renderPage(UsersPage, '/users');
  await user.click(await screen.findByRole('button', { name: 'Union tools' }));
  await user.click(await screen.findByRole('button', { name: 'Sync from union' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sync from the union' });
  await user.click(within(dialog).getByRole('button', { name: "Check the union's list" }));
  await within(dialog).findByText(/Nothing has been written yet/);
  // The button pressed is gone: the difference takes the focus, so Tab starts from there.
  expect(dialog.querySelector('.union-step')).toHaveFocus();
  return { user, dialog: within(dialog) };
}

describe('UsersPage: sync from the union', () => {
  it('shows the difference and writes nothing until confirmed, then applies it', async () => {
    seedUnion();
    const { user, dialog } = await openDiff();
    const counts = within(dialog.getByRole('list', { name: 'Changes at a glance' }));
    expect(counts.getByText('To add').previousSibling).toHaveTextContent('1');
    expect(counts.getByText('To update').previousSibling).toHaveTextContent('1');
    expect(counts.getByText('To suspend').previousSibling).toHaveTextContent('1');
    const updated = within(dialog.getByRole('region', { name: 'To update (1)' }));
    expect(updated.getByText('Ada King')).toBeInTheDocument();
    expect(updated.getByText(/Last name:/)).toHaveTextContent('Last name: Lovelace → becomes King');
    expect(dialog.getByRole('region', { name: 'To add (1)' })).toHaveTextContent('Cy Young');

    await user.click(dialog.getByRole('button', { name: 'Apply changes…' }));
    expect(dialog.getByText(/Apply these changes to your app users\?/)).toBeInTheDocument();
    expect(appUsers.unionSyncs).toEqual([]);
    expect(appUsers.users).toHaveLength(2);
    const listLoads = appUsers.listRequests.length;

    await user.click(dialog.getByRole('button', { name: 'Yes, apply changes' }));

    expect(
      await dialog.findByText("The app users now match the union's list."),
    ).toBeInTheDocument();
    expect(dialog.getByText('1 app user added')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Done' })).toHaveFocus();
    expect(dialog.getByText('1 app user suspended')).toBeInTheDocument();
    expect(appUsers.unionSyncs).toHaveLength(1);
    expect(appUsers.users.map((stored) => stored.lastname)).toEqual(['King', 'M-2', 'Young']);
    await waitFor(() => expect(appUsers.listRequests.length).toBeGreaterThan(listLoads));
  });

  it('says so when the list changed since the review, and offers to review it again', async () => {
    seedUnion();
    const { user, dialog } = await openDiff();
    appUsers.union.push(member('M-4', { firstname: 'Dee', lastname: 'Late' }));

    await user.click(dialog.getByRole('button', { name: 'Apply changes…' }));
    await user.click(dialog.getByRole('button', { name: 'Yes, apply changes' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      "The union's member list changed since you reviewed it.",
    );
    expect(dialog.queryByRole('button', { name: 'Apply changes…' })).not.toBeInTheDocument();
    expect(appUsers.users).toHaveLength(2);

    await user.click(dialog.getByRole('button', { name: 'Review the difference again' }));
    expect(await dialog.findByRole('region', { name: 'To add (2)' })).toHaveTextContent('Dee Late');
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says there is nothing to change when the users already match, also after a sync', async () => {
    seedUnion();
    const { user, dialog } = await openDiff();
    await user.click(dialog.getByRole('button', { name: 'Apply changes…' }));
    await user.click(dialog.getByRole('button', { name: 'Yes, apply changes' }));
    await user.click(await dialog.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Union tools' }));
    await user.click(await screen.findByRole('button', { name: 'Sync from union' }));
    const again = within(await screen.findByRole('dialog', { name: 'Sync from the union' }));
    await user.click(again.getByRole('button', { name: "Check the union's list" }));

    expect(await again.findByText(/Nothing to change/)).toBeInTheDocument();
    expect(again.queryByRole('button', { name: 'Apply changes…' })).not.toBeInTheDocument();
    expect(appUsers.unionSyncs).toHaveLength(1);
  });
});
