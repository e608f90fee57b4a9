import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, seedUsers } from '../../../../tests/appUsersPages';
import { appUsers } from '../../../../tests/msw/appUsersStore';
import { UsersPage } from './UsersPage';

async function openForm() {
  const { user } = renderPage(UsersPage, '/users');
  await user.click(await screen.findByRole('button', { name: 'Add user' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add an app user' }));
  return { user, dialog };
}

describe('UsersPage: adding a user', () => {
  it('asks for an email or a phone before sending, then adds the user', async () => {
    const { user, dialog } = await openForm();
    await user.type(dialog.getByLabelText('First name'), 'Grace');
    await user.type(dialog.getByLabelText('Last name'), 'Hopper');
    await user.click(dialog.getByRole('button', { name: 'Add user' }));

    expect(await dialog.findAllByText('Enter an email or a phone number.')).toHaveLength(2);
    expect(appUsers.createRequests).toEqual([]);

    await user.type(dialog.getByLabelText('Email'), 'Grace@Navy.test');
    await user.selectOptions(dialog.getByLabelText('Platform'), 'android');
    const listLoads = appUsers.listRequests.length;
    await user.click(dialog.getByRole('button', { name: 'Add user' }));

    expect(await screen.findByText('Grace Hopper added.')).toBeInTheDocument();
    expect(appUsers.createRequests).toEqual([
      { firstname: 'Grace', lastname: 'Hopper', email: 'grace@navy.test', platForm: 'android' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(appUsers.listRequests.length).toBeGreaterThan(listLoads));
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
  });

  it("shows the server's answer when the email is taken in the company", async () => {
    seedUsers(1, () => ({ email: 'ada@app.test' }));
    const { user, dialog } = await openForm();
    await user.type(dialog.getByLabelText('Email'), 'ada@app.test');
    await user.click(dialog.getByRole('button', { name: 'Add user' }));

    expect(await dialog.findByText('Email is already in use.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(appUsers.users).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Add an app user' })).toBeInTheDocument();
  });
});
