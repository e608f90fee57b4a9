import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, seedUsers } from '../../../../tests/appUsersPages';
import { appUsers } from '../../../../tests/msw/appUsersStore';
import { UsersPage } from './UsersPage';

function seedCheck() {
  seedUsers(1, () => ({ userid: 'M-1', firstname: 'Ada', lastname: 'Lovelace' }));
  seedUsers(1, () => ({ userid: 'OLD-9', firstname: 'Imported', lastname: 'Ivy' }));
  seedUsers(1, () => ({ userid: null, firstname: 'Walk', lastname: 'In' }));
  const member = { email: null, phone: null, active: true };
  appUsers.union = [
    { ...member, userid: 'M-1', firstname: 'Ada', lastname: 'Lovelace' },
    { ...member, userid: 'M-2', firstname: 'Ned', lastname: 'New' },
  ];
}

async function openCheck() {
  const { user } = renderPage(UsersPage, '/users');
  await user.click(await screen.findByRole('button', { name: 'Union tools' }));
  await user.click(await screen.findByRole('button', { name: 'Compare with union' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Compare with the union' }));
  await dialog.findByRole('tab', { name: 'Matched (1)' });
  return { user, dialog };
}

describe('UsersPage: comparing with the union', () => {
  it('lists the matched users, the members not in the app and the users not in the union', async () => {
    seedCheck();
    const { user, dialog } = await openCheck();
    const matched = dialog.getByRole('table', { name: 'App users who are union members' });
    expect(within(matched).getByRole('rowheader', { name: 'Ada Lovelace' })).toBeInTheDocument();

    await user.click(dialog.getByRole('tab', { name: 'Not in the app (1)' }));
    const notSaved = dialog.getByRole('table', { name: 'Union members not saved as app users' });
    expect(within(notSaved).getByRole('rowheader', { name: 'Ned New' })).toBeInTheDocument();
    expect(within(notSaved).queryByRole('button')).not.toBeInTheDocument();

    await user.click(dialog.getByRole('tab', { name: 'Not in the union (2)' }));
    const notInUnion = dialog.getByRole('table', { name: 'App users the union does not list' });
    expect(within(notInUnion).getAllByRole('row')).toHaveLength(3);
    // Only an imported user (one with a member ID) can be deleted from here.
    expect(within(notInUnion).getAllByRole('button')).toHaveLength(1);
  });

  it('deletes an imported user after a confirmation, then checks again', async () => {
    seedCheck();
    const { user, dialog } = await openCheck();
    await user.click(dialog.getByRole('tab', { name: 'Not in the union (2)' }));

    await user.click(dialog.getByRole('button', { name: 'Delete Imported Ivy' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete Imported Ivy?' }));
    expect(confirm.getByText('OLD-9')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(appUsers.deletedMemberIds).toEqual([]);

    const again = within(await screen.findByRole('dialog', { name: 'Compare with the union' }));
    await user.click(again.getByRole('button', { name: 'Delete Imported Ivy' }));
    await user.click(await screen.findByRole('button', { name: 'Delete user' }));

    expect(await screen.findByText('Imported Ivy deleted.')).toBeInTheDocument();
    expect(appUsers.deletedMemberIds).toEqual(['OLD-9']);
    const after = within(await screen.findByRole('dialog', { name: 'Compare with the union' }));
    expect(await after.findByRole('tab', { name: 'Not in the union (1)' })).toBeInTheDocument();
    await waitFor(() => expect(appUsers.users).toHaveLength(2));
  });
});
