import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bodyRows,
  counterValue,
  renderPage,
  seedGroups,
  seedUsers,
} from '../../../../tests/appUsersPages';
import { appUsers } from '../../../../tests/msw/appUsersStore';
import { CSV_EXPORT_INCOMPLETE_LINE } from '../../../../contract/mobileUsersCsv';
import { CSV_TEXT } from '../../../../tests/msw/mobileUsersHandlers';
import { UsersPage } from './UsersPage';

/** jsdom's Blob has no text(); FileReader reads it. */
function readText(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no blob'));
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error('unreadable blob'));
    reader.readAsText(blob);
  });
}

const renderUsers = (route = '/users') => renderPage(UsersPage, '/users', route);

async function rowOf(name: string) {
  const row = (await bodyRows('App users')).find((candidate) =>
    within(candidate).queryByText(name),
  );
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

describe('UsersPage: acting on users', () => {
  it('suspends a user from the row menu and updates the row and the counters', async () => {
    seedUsers(2);
    const [ada] = seedUsers(1, () => ({ firstname: 'Ada', lastname: 'Lovelace' }));
    const { user } = renderUsers();
    const row = await rowOf('Ada Lovelace');
    expect(counterValue('Active')).toBe('3');

    await user.click(row.getByRole('button', { name: 'Actions for Ada Lovelace' }));
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));

    expect(await screen.findByText('Ada Lovelace is suspended.')).toBeInTheDocument();
    expect((await rowOf('Ada Lovelace')).getByText('Suspended')).toBeInTheDocument();
    expect(counterValue('Active')).toBe('2');
    expect(counterValue('Suspended')).toBe('1');
    expect(appUsers.users.find((stored) => stored._id === ada?._id)?.isActive).toBe(0);
  });

  it('suspends from the Active tab: the row leaves, the counters move, and Undo brings it back', async () => {
    seedUsers(2);
    const [ada] = seedUsers(1, () => ({ firstname: 'Ada', lastname: 'Lovelace' }));
    const { user } = renderUsers('/users?status=active');
    const row = await rowOf('Ada Lovelace');
    expect(counterValue('Reachable for messaging')).toBe('3');

    await user.click(row.getByRole('button', { name: 'Actions for Ada Lovelace' }));
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));

    expect(await screen.findByText('Ada Lovelace is suspended.')).toBeInTheDocument();
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
    expect(await bodyRows('App users')).toHaveLength(2);
    expect(counterValue('Active')).toBe('2');
    expect(counterValue('Suspended')).toBe('1');
    expect(counterValue('Matching filters')).toBe('2');
    expect(counterValue('Reachable for messaging')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Ada Lovelace is active again.')).toBeInTheDocument();
    expect(await rowOf('Ada Lovelace')).toBeTruthy();
    await waitFor(() => expect(counterValue('Reachable for messaging')).toBe('3'));
    expect(counterValue('Active')).toBe('3');
    expect(appUsers.users.find((stored) => stored._id === ada?._id)?.isActive).toBe(1);
  });

  it('turns chat off and daily deals on from the row menu', async () => {
    seedUsers(1, () => ({ firstname: 'Ada', lastname: 'Lovelace' }));
    const { user } = renderUsers();
    const row = await rowOf('Ada Lovelace');

    await user.click(row.getByRole('button', { name: 'Actions for Ada Lovelace' }));
    await user.click(await screen.findByRole('button', { name: 'Turn chat off' }));
    expect(await screen.findByText('Chat is off for Ada Lovelace.')).toBeInTheDocument();
    expect((await rowOf('Ada Lovelace')).getByText('Chat off')).toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'Actions for Ada Lovelace' }));
    await user.click(await screen.findByRole('button', { name: 'Send daily deals' }));
    expect(await screen.findByText('Ada Lovelace now gets daily deals.')).toBeInTheDocument();
    expect(appUsers.users[0]).toMatchObject({ imDisabled: true, isDailyDeal: true });
  });

  it('asks before deleting a user, naming them', async () => {
    seedUsers(1, () => ({ firstname: 'Ada', lastname: 'Lovelace', email: 'ada@app.test' }));
    seedUsers(1);
    const { user } = renderUsers();
    const row = await rowOf('Ada Lovelace');

    await user.click(row.getByRole('button', { name: 'Actions for Ada Lovelace' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Ada Lovelace?' });
    expect(dialog).toHaveTextContent('ada@app.test');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(appUsers.deletedIds).toEqual([]);

    await user.click(row.getByRole('button', { name: 'Actions for Ada Lovelace' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete user' }));

    expect(await screen.findByText('Ada Lovelace deleted.')).toBeInTheDocument();
    expect(appUsers.deletedIds).toHaveLength(1);
    await waitFor(async () => expect(await bodyRows('App users')).toHaveLength(1));
  });

  it('adds three selected users to a group in one request', async () => {
    seedGroups('Stewards', 'Volunteers');
    const users = seedUsers(5, (i) => ({ firstname: `Member${i}`, lastname: 'Test' }));
    const { user } = renderUsers();
    await bodyRows('App users');

    for (const name of ['Member4 Test', 'Member3 Test', 'Member1 Test']) {
      await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    }
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('3 users selected');
    await user.click(within(bar).getByRole('button', { name: 'Add to group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to group' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Group' }), 'Volunteers');
    await user.click(within(dialog).getByRole('button', { name: 'Add 3 users' }));

    expect(await screen.findByText('3 users added to Volunteers.')).toBeInTheDocument();
    expect(appUsers.bulkRequests).toHaveLength(1);
    const [request] = appUsers.bulkRequests;
    expect(request?.action).toBe('add');
    expect(request?.groupId).toBe(appUsers.groups[1]?._id);
    expect([...(request?.userIds ?? [])].sort()).toEqual(
      [users[4]?._id, users[3]?._id, users[1]?._id].sort(),
    );
    expect(request?.filter).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull());
  });

  it('can apply a bulk change to every user matching the filters', async () => {
    seedGroups('Stewards');
    seedUsers(3, () => ({ platForm: 'android' }));
    seedUsers(2);
    const { user } = renderUsers('/users?platform=android');
    await bodyRows('App users');

    await user.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }));
    await user.click(screen.getByRole('button', { name: 'Remove from group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from group' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Group' }), 'Stewards');
    await user.click(
      within(dialog).getByRole('radio', { name: 'All 3 users matching these filters' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove 3 users' }));

    await screen.findByText('None of them were in Stewards.');
    expect(appUsers.bulkRequests[0]).toMatchObject({
      action: 'remove',
      filter: { platForm: 'android', userStatus: 'all', userType: 'all' },
    });
    expect(appUsers.bulkRequests[0]?.userIds).toBeUndefined();
  });

  it('edits a user’s groups and custom fields', async () => {
    seedGroups('Stewards', 'Volunteers');
    seedUsers(1, () => ({ firstname: 'Ada', lastname: 'Lovelace' }));
    const { user } = renderUsers();
    const row = await rowOf('Ada Lovelace');

    await user.click(row.getByRole('button', { name: 'Actions for Ada Lovelace' }));
    await user.click(await screen.findByRole('button', { name: 'Edit groups' }));
    const groups = await screen.findByRole('dialog', { name: 'Groups of Ada Lovelace' });
    await user.click(within(groups).getByRole('checkbox', { name: 'Volunteers' }));
    await user.click(within(groups).getByRole('button', { name: 'Save groups' }));
    await screen.findByText('Groups of Ada Lovelace saved.');
    expect((await rowOf('Ada Lovelace')).getByText('Volunteers')).toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'Actions for Ada Lovelace' }));
    await user.click(await screen.findByRole('button', { name: 'Edit custom fields' }));
    const fields = await screen.findByRole('dialog', { name: 'Custom fields of Ada Lovelace' });
    await user.click(within(fields).getByRole('button', { name: 'Add field' }));
    await user.type(within(fields).getByLabelText('Field 1 name'), 'Local');
    await user.type(within(fields).getByLabelText('Field 1 value'), '12');
    await user.click(within(fields).getByRole('button', { name: 'Save fields' }));

    await screen.findByText('Custom fields of Ada Lovelace saved.');
    expect(appUsers.users[0]?.customFields).toEqual([{ name: 'Local', value: '12' }]);
  });
});

describe('UsersPage: files', () => {
  const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:users-csv');
  const revokeObjectURL = vi.fn<(url: string) => void>();
  const clicks: HTMLAnchorElement[] = [];

  // jsdom has no object URLs and does not follow a download link; record both instead.
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    createObjectURL.mockClear();
    clicks.length = 0;
  });

  it('downloads the filtered users as a CSV file', async () => {
    seedUsers(2);
    const { user } = renderUsers('/users?status=active&sort=email&dir=asc');
    await bodyRows('App users');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(await screen.findByText('Downloaded app-users.csv.')).toBeInTheDocument();
    expect(appUsers.csvRequests).toEqual([
      expect.objectContaining({ userStatus: 'active', sortField: 'email', sortDirection: 'asc' }),
    ]);
    expect(appUsers.csvRequests[0]).not.toHaveProperty('offset');
    const [blob] = createObjectURL.mock.calls[0] ?? [];
    expect(blob).toBeInstanceOf(Blob);
    expect(await readText(blob)).toBe(CSV_TEXT);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.download).toBe('app-users.csv');
    expect(clicks[0]?.href).toBe('blob:users-csv');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:users-csv'));
  });

  it('refuses a CSV file the server could not finish, saving nothing', async () => {
    seedUsers(2);
    appUsers.csvText = `${CSV_TEXT}${CSV_EXPORT_INCOMPLETE_LINE}`;
    const { user } = renderUsers();
    await bodyRows('App users');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(
      await screen.findByText(
        'The download stopped before the end of the file, so nothing was saved. Try again.',
      ),
    ).toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(clicks).toHaveLength(0);
  });

  it('checks an import file first and imports nothing until confirmed', async () => {
    seedUsers(2);
    appUsers.importCheck = {
      rows: 6,
      valid: 3,
      duplicateCount: 1,
      duplicates: [{ line: 5, field: 'email', value: 'ada@app.test', reason: 'existing' }],
      errorCount: 2,
      errors: [
        { line: 3, field: 'email', message: 'Enter a valid email address.' },
        { line: 6, field: 'platForm', message: 'Use ios, android or web.' },
      ],
    };
    const { user } = renderUsers();
    await bodyRows('App users');

    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import app users' });
    const file = new File(['email\nada@app.test\n'], 'members.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('CSV file'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));

    expect(await within(dialog).findByText('3 users ready to import')).toBeInTheDocument();
    const problems = within(within(dialog).getByRole('table', { name: 'Lines left out' }));
    expect(problems.getAllByRole('row')).toHaveLength(4);
    expect(problems.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(problems.getByText('ada@app.test already belongs to an app user')).toBeInTheDocument();
    expect(appUsers.uploads).toEqual([{ dryRun: true, content: 'email\nada@app.test\n' }]);
    expect(appUsers.users).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Import 3 users' }));

    expect(await within(dialog).findByText(/Imported 3 users\./)).toBeInTheDocument();
    expect(appUsers.uploads[1]).toEqual({ dryRun: false, content: 'email\nada@app.test\n' });
    expect(appUsers.users).toHaveLength(5);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(counterValue('Total users')).toBe('5'));
  });
});
