import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { bodyRows, renderPage, seedUsers } from '../../../../tests/appUsersPages';
import { apiUrl } from '../../../../tests/msw/apiUrl';
import { appUsers } from '../../../../tests/msw/appUsersStore';
import { server } from '../../../../tests/msw/server';
import { UsersPage } from './UsersPage';

const renderUsers = () => renderPage(UsersPage, '/users', '/users');

async function rowOf(name: string) {
  const row = (await bodyRows('App users')).find((candidate) =>
    within(candidate).queryByText(name),
  );
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

async function openLanguageDialog(user: ReturnType<typeof renderUsers>['user'], name: string) {
  await user.click((await rowOf(name)).getByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('button', { name: 'Edit language' }));
  return within(await screen.findByRole('dialog', { name: `Language of ${name}` }));
}

describe("UsersPage: a member's language", () => {
  it('sets a language from the row menu, and the row shows it', async () => {
    const [ada] = seedUsers(1, () => ({
      firstname: 'Ada',
      lastname: 'Lovelace',
      phone: '+15550100',
      companyLanguage: 'pl',
    }));
    const { user } = renderUsers();
    expect((await rowOf('Ada Lovelace')).queryByText('Spanish')).not.toBeInTheDocument();

    const dialog = await openLanguageDialog(user, 'Ada Lovelace');
    const select = dialog.getByRole('combobox', { name: 'Language' });
    // No language of her own: the organisation's default, named.
    expect(select).toHaveDisplayValue('Organisation default (Polish)');
    await user.selectOptions(select, 'Spanish');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Language of Ada Lovelace saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(appUsers.users.find((stored) => stored._id === ada?._id)?.language).toBe('es');
    const row = await rowOf('Ada Lovelace');
    expect(row.getByText('Spanish')).toBeInTheDocument();
    expect(row.getByText(/\+15550100/)).toBeInTheDocument();
  });

  it("goes back to the organisation's default, and Cancel changes nothing", async () => {
    const [ben] = seedUsers(1, () => ({ firstname: 'Ben', lastname: 'Okafor', language: 'ar' }));
    const { user } = renderUsers();
    expect((await rowOf('Ben Okafor')).getByText('Arabic')).toBeInTheDocument();

    let dialog = await openLanguageDialog(user, 'Ben Okafor');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Language' }), 'French');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(appUsers.users.find((stored) => stored._id === ben?._id)?.language).toBe('ar');

    dialog = await openLanguageDialog(user, 'Ben Okafor');
    const select = dialog.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveDisplayValue('Arabic');
    await user.selectOptions(select, 'Organisation default (English)');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Language of Ben Okafor saved.')).toBeInTheDocument();
    expect(appUsers.users.find((stored) => stored._id === ben?._id)?.language).toBeNull();
    expect((await rowOf('Ben Okafor')).queryByText('Arabic')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the failure, and waits while saving', async () => {
    seedUsers(1, () => ({ firstname: 'Cy', lastname: 'Diaz' }));
    let answer: () => void = () => undefined;
    server.use(
      http.put(
        apiUrl('/user/mobile-users/:userID/language'),
        () =>
          new Promise<Response>((resolve) => {
            answer = () =>
              resolve(
                HttpResponse.json(
                  {
                    code: 'error_updating_mobile_user',
                    message: 'Error updating registered user.',
                  },
                  { status: 409 },
                ),
              );
          }),
      ),
    );
    const { user } = renderUsers();
    const dialog = await openLanguageDialog(user, 'Cy Diaz');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Language' }), 'German');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer();

    expect(await dialog.findByRole('alert')).toHaveTextContent(/Error updating registered user/);
    expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('dialog', { name: 'Language of Cy Diaz' })).toBeInTheDocument();
  });
});
