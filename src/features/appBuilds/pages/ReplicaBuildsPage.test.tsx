import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  appBuildsStore,
  buildReplica,
  resetAppBuildsStore,
} from '../../../../tests/msw/appBuildsHandlers';
import { messagesStore, resetMessagesStore } from '../../../../tests/msw/messagesStore';
import { buildProfile } from '../../../../tests/factories';
import { renderApp } from '../../../../tests/render';
import { ReplicaBuildsPage } from './ReplicaBuildsPage';

const NEWS = { _id: '00000000-0000-4000-8000-000000000001', clientName: 'Acme News' };
const COMMUNITY = { _id: '00000000-0000-4000-8000-000000000002', clientName: 'Acme Community' };

beforeEach(() => {
  resetAppBuildsStore();
  resetMessagesStore();
  messagesStore.channels = [NEWS, COMMUNITY];
});

const renderPage = () =>
  renderApp([{ path: '/other-settings/replica-builds', element: <ReplicaBuildsPage /> }], {
    route: '/other-settings/replica-builds',
    user: buildProfile({ userGroup: 4 }),
  });

describe('Replica builds', () => {
  it('lists the builds with their channels and how many keys are set', async () => {
    appBuildsStore.replica.push(
      buildReplica({ channels: [NEWS], androidAPN: '••••9c21', webAPIKey: '••••0111' }),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Replica builds' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('Acme Members');
    expect(row).toHaveTextContent('Acme News');
    expect(row).toHaveTextContent('2 of 4 set');
  });

  it('edits a build: a typed key is sent, an empty one is not, and the mask shows', async () => {
    appBuildsStore.replica.push(buildReplica({ androidAPN: '••••9c21' }));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Acme Members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Acme Members' });
    expect(within(dialog).getByLabelText('Android push key (FCM)')).toHaveValue('');
    expect(
      within(dialog).getByText(
        'Stored: ••••9c21. Leave empty to keep it; type a new one to replace it.',
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Web API key'), 'web-key-5678');
    await user.click(within(dialog).getByLabelText('Acme Community'));
    await user.click(within(dialog).getByRole('button', { name: 'Save build' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = appBuildsStore.replicaWrites;
    expect(sent).toMatchObject({ webAPIKey: 'web-key-5678', channels: [COMMUNITY._id] });
    expect(sent).not.toHaveProperty('androidAPN');
    const table = screen.getByRole('table', { name: 'Replica builds' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2 of 4 set');
  });

  it('sends only the field changed, so the others are kept', async () => {
    appBuildsStore.replica.push(
      buildReplica({
        channels: [NEWS],
        iosAppUrl: 'https://apps.apple.com/app/id100200300',
        androidAppUrl: 'https://play.google.com/store/apps/details?id=org.acme.members',
      }),
    );
    const before = structuredClone(appBuildsStore.replica[0]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Acme Members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Acme Members' });
    const version = within(dialog).getByLabelText('iOS version');
    await user.clear(version);
    await user.type(version, '5.0.1');
    await user.click(within(dialog).getByRole('button', { name: 'Save build' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(appBuildsStore.replicaWrites).toEqual([{ iosVersion: '5.0.1' }]);
    expect(appBuildsStore.replica[0]).toEqual({ ...before, iosVersion: '5.0.1' });
  });

  it('refuses a deep link of a scheme the browser runs', async () => {
    appBuildsStore.replica.push(buildReplica());
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Acme Members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Acme Members' });
    const link = within(dialog).getByLabelText('Deep link');
    await user.clear(link);
    await user.type(link, 'javascript://alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Save build' }));
    expect(
      await within(dialog).findByText(
        "Use https:// or the app's own scheme, such as acmemembers://open.",
      ),
    ).toBeInTheDocument();
    expect(appBuildsStore.replicaWrites).toEqual([]);
  });

  it('checks the form before sending, and shows a taken name under the name', async () => {
    appBuildsStore.replica.push(buildReplica());
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New replica build' }));
    const dialog = await screen.findByRole('dialog', { name: 'New replica build' });
    await user.type(within(dialog).getByLabelText('iOS version'), 'four');
    await user.click(within(dialog).getByRole('button', { name: 'Create build' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Write the version as numbers and dots, such as 4.2.0.'),
    ).toBeInTheDocument();
    expect(appBuildsStore.replicaWrites).toEqual([]);

    await user.clear(within(dialog).getByLabelText('iOS version'));
    await user.type(within(dialog).getByLabelText('Name'), 'acme members');
    await user.click(within(dialog).getByRole('button', { name: 'Create build' }));
    expect(
      await within(dialog).findByText('A replica build with this name already exists.'),
    ).toBeInTheDocument();
  });

  it('says so when there is no build yet', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'No replica builds yet' }),
    ).toBeInTheDocument();
  });
});
