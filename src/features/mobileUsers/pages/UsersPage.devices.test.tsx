import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyRows, renderPage, seedUsers } from '../../../../tests/appUsersPages';
import { signedOutUsers, userDevices } from '../../../../tests/msw/devicesHandlers';
import { UsersPage } from './UsersPage';

const device = (id: string, platform: string, appVersion: string) => ({
  _id: id,
  platform,
  appVersion,
  dateCreated: '2026-03-01T10:00:00.000Z',
  lastSeen: '2026-11-20T10:00:00.000Z',
});

async function openDevices(name: string) {
  const { user } = renderPage(UsersPage, '/users');
  const row = (await bodyRows('App users')).find((r) => within(r).queryByText(name));
  if (!row) throw new Error(`no row for ${name}`);
  await user.click(within(row).getByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('button', { name: 'Devices' }));
  return user;
}

describe('UsersPage: an app user’s devices', () => {
  it('lists the devices and removes one after a confirmation', async () => {
    const [ada] = seedUsers(1, () => ({ firstname: 'Ada', lastname: 'Lovelace' }));
    userDevices.set(ada?._id ?? '', [
      device('d1', 'ios', '4.2.0'),
      device('d2', 'android', '4.1.3'),
    ]);
    const user = await openDevices('Ada Lovelace');

    const dialog = await screen.findByRole('dialog', { name: 'Devices of Ada Lovelace' });
    const table = await within(dialog).findByRole('table', { name: 'Devices of Ada Lovelace' });
    expect(within(table).getByRole('rowheader', { name: 'iPhone / iPad' })).toBeInTheDocument();
    expect(within(table).getByText('4.1.3')).toBeInTheDocument();
    expect(within(table).getAllByText('2026-11-20')).toHaveLength(2);

    const android = within(table).getByRole('rowheader', { name: 'Android' }).closest('tr');
    if (!android) throw new Error('no Android row');
    await user.click(within(android).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this device?' });
    // Nothing is removed before the confirmation.
    expect(userDevices.get(ada?._id ?? '')).toHaveLength(2);
    await user.click(within(confirm).getByRole('button', { name: 'Remove device' }));

    expect(await screen.findByText('The Android device was removed.')).toBeInTheDocument();
    expect(userDevices.get(ada?._id ?? '')?.map((d) => d._id)).toEqual(['d1']);
    const reopened = await screen.findByRole('dialog', { name: 'Devices of Ada Lovelace' });
    expect(within(reopened).queryByRole('rowheader', { name: 'Android' })).toBeNull();
  });

  it('says when pushes cannot reach the user', async () => {
    seedUsers(1, () => ({ firstname: 'Bo', lastname: 'Diddley' }));
    await openDevices('Bo Diddley');
    expect(
      await screen.findByText(/No devices\. Pushes cannot reach Bo Diddley/),
    ).toBeInTheDocument();
  });

  it('signs the user out of the app everywhere after a confirmation', async () => {
    const [cy] = seedUsers(1, () => ({ firstname: 'Cy', lastname: 'Young' }));
    userDevices.set(cy?._id ?? '', [device('d3', 'ios', '4.2.0')]);
    const user = await openDevices('Cy Young');
    const dialog = await screen.findByRole('dialog', { name: 'Devices of Cy Young' });
    await within(dialog).findByRole('table', { name: 'Devices of Cy Young' });

    await user.click(within(dialog).getByRole('button', { name: 'Sign out of the app' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sign Cy Young out of the app?' });
    // Cancelling changes nothing and brings the devices back.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    const back = await screen.findByRole('dialog', { name: 'Devices of Cy Young' });
    expect(signedOutUsers).toEqual([]);

    await user.click(within(back).getByRole('button', { name: 'Sign out of the app' }));
    const again = await screen.findByRole('dialog', { name: 'Sign Cy Young out of the app?' });
    await user.click(within(again).getByRole('button', { name: 'Sign out everywhere' }));
    expect(
      await screen.findByText('Cy Young was signed out of the app on every device.'),
    ).toBeInTheDocument();
    expect(signedOutUsers).toEqual([cy?._id]);
    const after = await screen.findByRole('dialog', { name: 'Devices of Cy Young' });
    expect(
      await within(after).findByText(/No devices\. Pushes cannot reach Cy Young/),
    ).toBeInTheDocument();
  });
});
