import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyRows, renderPage } from '../../../../tests/appUsersPages';
import { buildMobileUser } from '../../../../tests/factories';
import { appUsers } from '../../../../tests/msw/appUsersStore';
import { RecoveredUsersPage } from './RecoveredUsersPage';

describe('RecoveredUsersPage', () => {
  it('pages through the re-registered users', async () => {
    appUsers.recovered = Array.from({ length: 13 }, (_, i) =>
      buildMobileUser({ firstname: `Again${i}`, lastname: 'User' }),
    );
    const { user, router } = renderPage(RecoveredUsersPage, '/users/recovered');

    expect(await bodyRows('Re-registered users')).toHaveLength(10);
    expect(screen.getByText('1–10 of 13')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Re-registered users pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));

    await waitFor(async () => expect(await bodyRows('Re-registered users')).toHaveLength(3));
    expect(router.state.location.search).toBe('?page=2');
    expect((await bodyRows('Re-registered users'))[0]).toHaveTextContent('Again10 User');
  });

  it('says when there are none', async () => {
    renderPage(RecoveredUsersPage, '/users/recovered');
    expect(
      await screen.findByRole('heading', { name: 'No re-registered users' }),
    ).toBeInTheDocument();
  });
});
