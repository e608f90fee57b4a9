import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  bodyRows,
  counterValue,
  renderPage,
  seedGroups,
  seedUsers,
} from '../../../../tests/appUsersPages';
import { buildMobileUser } from '../../../../tests/factories';
import { apiUrl } from '../../../../tests/msw/apiUrl';
import { appUsers, lastListRequest } from '../../../../tests/msw/appUsersStore';
import { server } from '../../../../tests/msw/server';
import { UsersPage } from './UsersPage';

const renderUsers = (route = '/users') => renderPage(UsersPage, '/users', route);

describe('UsersPage: the list', () => {
  it('shows the first page of users and the summary counters', async () => {
    seedUsers(12, (i) => ({
      firstname: `User${String(i).padStart(2, '0')}`,
      isActive: i < 3 ? 0 : 1,
      registered: i !== 5,
    }));
    renderUsers();

    expect(await bodyRows('App users')).toHaveLength(10);
    // Newest first: the last seeded user heads the list.
    expect((await bodyRows('App users'))[0]).toHaveTextContent('User11');
    expect(counterValue('Total users')).toBe('12');
    expect(counterValue('Matching filters')).toBe('12');
    expect(counterValue('Active')).toBe('9');
    expect(counterValue('Suspended')).toBe('3');
    expect(counterValue('Registered')).toBe('11');
    expect(counterValue('Unregistered')).toBe('1');
    expect(counterValue('Reachable for messaging')).toBe('9');
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    expect(lastListRequest()).toMatchObject({
      offset: 0,
      limit: 10,
      sortField: 'dateCreated',
      sortDirection: 'desc',
      onlyActiveUsers: false,
    });
  });

  it('shows a status tab in the URL and the request, with counts on each tab', async () => {
    seedUsers(6, (i) => ({ isActive: i < 2 ? 0 : 1 }));
    const { user, router } = renderUsers();
    const status = await screen.findByRole('radiogroup', { name: 'Status' });
    await within(status).findByRole('radio', { name: 'Suspended 2' });

    await user.click(within(status).getByRole('radio', { name: /^Suspended/ }));

    await waitFor(() => expect(lastListRequest()?.userStatus).toBe('suspended'));
    expect(router.state.location.search).toBe('?status=suspended');
    expect(await bodyRows('App users')).toHaveLength(2);
    expect(within(status).getByRole('radio', { name: 'Active 4' })).not.toBeChecked();
    expect(within(status).getByRole('radio', { name: /^Suspended/ })).toBeChecked();
  });

  it('combines status with registration, read back from a bookmarked URL', async () => {
    seedUsers(4, (i) => ({ isActive: i % 2 === 0 ? 1 : 0, registered: i < 2 }));
    renderUsers('/users?status=active&type=unregistered');

    expect(await bodyRows('App users')).toHaveLength(1);
    expect(lastListRequest()).toMatchObject({ userStatus: 'active', userType: 'unregistered' });
    const registration = screen.getByRole('radiogroup', { name: 'Registration and version' });
    expect(within(registration).getByRole('radio', { name: /^Unregistered/ })).toBeChecked();
  });

  it('searches names and email after a pause in typing', async () => {
    seedUsers(3);
    seedUsers(1, () => ({ firstname: 'Grace', lastname: 'Hopper' }));
    const { user, router } = renderUsers();
    await bodyRows('App users');

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'grace');

    await waitFor(() => expect(lastListRequest()?.searchString).toBe('grace'));
    expect(lastListRequest()?.searchStringFields).toEqual([
      'email',
      'firstName',
      'lastName',
      'name',
    ]);
    expect(router.state.location.search).toBe('?q=grace');
    await waitFor(async () => expect(await bodyRows('App users')).toHaveLength(1));
    // One request for the word, not one a keystroke.
    expect(appUsers.listRequests.filter((body) => body.searchString)).toHaveLength(1);
  });

  it('sorts by a column and reverses on a second click', async () => {
    seedUsers(3, (i) => ({ firstname: ['Bea', 'Cy', 'Al'][i] ?? 'X', lastname: 'Test' }));
    const { user } = renderUsers();
    await bodyRows('App users');
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /Joined/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.click(within(header).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(lastListRequest()).toMatchObject({ sortField: 'name', sortDirection: 'asc' });
    await waitFor(async () =>
      expect((await bodyRows('App users'))[0]).toHaveTextContent('Al Test'),
    );

    await user.click(within(header).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    expect(lastListRequest()).toMatchObject({ sortField: 'name', sortDirection: 'desc' });
  });

  it('pages ten at a time with five page buttons', async () => {
    seedUsers(65);
    const { user, router } = renderUsers();
    await bodyRows('App users');
    const pages = screen.getByRole('navigation', { name: 'Users pages' });
    expect(within(pages).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));

    await waitFor(() => expect(lastListRequest()?.offset).toBe(10));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByText('11–20 of 65')).toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(lastListRequest()?.offset).toBe(60));
    expect(await bodyRows('App users')).toHaveLength(5);
  });

  it('filters by group and platform', async () => {
    const [vips] = seedGroups('VIPs');
    seedUsers(2, () => ({
      platForm: 'android',
      groups: vips ? [{ _id: vips._id, name: 'VIPs' }] : [],
    }));
    seedUsers(3);
    const { user, router } = renderUsers();
    await bodyRows('App users');
    await screen.findByRole('option', { name: 'VIPs' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Group' }), 'VIPs');
    await waitFor(() => expect(lastListRequest()?.groups).toEqual([vips?._id]));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Platform' }), 'Android');

    await waitFor(() => expect(lastListRequest()?.platForm).toBe('android'));
    expect(router.state.location.search).toBe(`?platform=android&group=${vips?._id}`);
    await waitFor(async () => expect(await bodyRows('App users')).toHaveLength(2));
  });

  it('says when nothing matches, and clears the filters', async () => {
    seedUsers(2);
    const { user, router } = renderUsers('/users?status=suspended&q=nobody');

    expect(
      await screen.findByRole('heading', { name: 'No app users match these filters' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));

    expect(await bodyRows('App users')).toHaveLength(2);
    expect(router.state.location.search).toBe('');
  });

  it('marks estimated counts of a large search, and keeps the total exact', async () => {
    server.use(
      http.post(apiUrl('/user/mobile-users/new'), () =>
        HttpResponse.json({
          success: true,
          data: {
            users: Array.from({ length: 10 }, (_, i) => buildMobileUser({ lastname: `Chen${i}` })),
            totalUsers: 1_000_000,
            totalFilteredUsers: 62_000,
            activeCount: 59_000,
            suspendedCount: 3_100,
            registeredCount: 50_000,
            unregisteredCount: 12_000,
            usersForMessagingCount: 59_000,
            registeredUsersForMessagingCount: 47_000,
            unregisteredUsersForMessagingCount: 12_000,
            countsEstimated: true,
          },
        }),
      ),
    );
    renderUsers('/users?q=chen');

    await waitFor(() => expect(counterValue('Matching filters')).toBe('≈62,000'));
    expect(counterValue('Total users')).toBe('1,000,000');
    expect(counterValue('Active')).toBe('≈59,000');
    expect(screen.getByText('Estimated from a sample of the users')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Suspended ≈3,100' })).toBeInTheDocument();
    // 59,000 and 3,100 make about 62,000, as the matching count says, not 62,100.
    expect(screen.getByText('1–10 of about 62,000')).toBeInTheDocument();
    const status = within(screen.getByRole('radiogroup', { name: 'Status' }));
    expect(status.getByRole('radio', { name: 'All ≈62,000' })).toBeChecked();
  });

  it('shows a failed load with a retry', async () => {
    seedUsers(1);
    server.use(
      http.post(apiUrl('/user/mobile-users/new'), () =>
        HttpResponse.json({ code: 'error_retrieving_data', message: 'x' }, { status: 500 }),
      ),
    );
    const { user } = renderUsers();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error retrieving data.');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await bodyRows('App users')).toHaveLength(1);
  });
});
