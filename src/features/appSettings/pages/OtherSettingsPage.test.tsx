import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import {
  appSettingsStore,
  publishDraft,
  resetAppSettingsStore,
  settingsChannelsHandler,
} from '../../../../tests/msw/appSettingsHandlers';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { OtherSettingsPage } from './OtherSettingsPage';

beforeEach(() => {
  resetAppSettingsStore({ tags: { tags: ['Stewards'] } });
  publishDraft();
  server.use(settingsChannelsHandler);
});

function renderSettings(route: string, user = buildProfile({ userGroup: 4 })) {
  return renderApp([{ path: '/other-settings', element: <OtherSettingsPage /> }], {
    route,
    user,
  });
}

const preview = () => screen.getByRole('figure', { name: "Preview of the app's home screen" });

describe('Other settings', () => {
  it('asks a platform admin with no organisation chosen to choose one, and loads nothing', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(new URL(request.url).pathname);
    });
    renderSettings(
      '/other-settings?setting=tags',
      buildProfile({ userGroup: 1, companyID: 'All', company: null }),
    );
    expect(
      await screen.findByText(
        'Choose an organisation in the navbar to see and change its app settings.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Try again/ })).toBeNull();
    expect(screen.queryByText('Choose an organization first.')).toBeNull();
    server.events.removeAllListeners();
    expect(requests.filter((path) => path.startsWith('/settings/'))).toEqual([]);
  });

  it('shows every setting and the other settings screens to an organisation admin', async () => {
    renderSettings('/other-settings');
    expect(await screen.findByRole('link', { name: /Replica Builds/ })).toHaveAttribute(
      'href',
      '/other-settings/replica-builds',
    );
    expect(screen.getByRole('link', { name: /Color Selection/ })).toHaveAttribute(
      'href',
      '/other-settings?setting=color-selection',
    );
    expect(
      await screen.findByText('The draft is the live version: nothing differs.'),
    ).toBeVisible();
  });

  it('lets an organisation admin edit one channel’s own values, and says so', async () => {
    appSettingsStore.channels.push({
      _id: 'channel-1',
      clientName: 'Acme News',
      companyID: 'acme',
    });
    const { user } = renderSettings('/other-settings?setting=tags');
    expect(await screen.findByTestId('level-note')).toHaveTextContent(
      'The organisation’s value; channels without their own inherit it.',
    );
    const choice = await screen.findByLabelText('Values for');
    await screen.findByRole('option', { name: 'Acme News: its own values' });
    await user.selectOptions(choice, 'Acme News: its own values');
    await waitFor(() => expect(appSettingsStore.levels.at(-1)).toBe('channel-1'));
    expect(await screen.findByTestId('level-note')).toHaveTextContent(
      'Inherited from the organisation: saving makes it this channel’s own.',
    );
  });

  it('adds a tag only when it is not empty, previews it before saving, and saves the draft', async () => {
    const { user } = renderSettings('/other-settings?setting=tags');
    const input = await screen.findByLabelText('New tag');
    await user.type(input, '   {Enter}');
    expect(
      within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    await user.clear(input);
    await user.type(input, ' Night shift {Enter}');
    await waitFor(() => expect(within(preview()).getByText('Night shift')).toBeInTheDocument());
    expect(appSettingsStore.saves).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText('Tags saved. Publish to make it live in the app.'),
    ).toBeInTheDocument();
    expect(appSettingsStore.saves).toEqual([
      { name: 'tags', value: { tags: ['Stewards', 'Night shift'] } },
    ]);
    expect(await screen.findByText('Draft differs')).toBeInTheDocument();
  });

  it('shows a colour the check refuses under its field and keeps the preview on the last good one', async () => {
    const { user } = renderSettings('/other-settings?setting=color-selection');
    const primary = await screen.findByLabelText('Primary');
    await user.clear(primary);
    await user.type(primary, '#12');
    await user.tab();
    expect(
      await screen.findByText('Use a colour as # followed by six hex digits.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(appSettingsStore.saves).toEqual([]);
    const screenStyle = preview().querySelector('.phone-screen')?.getAttribute('style');
    expect(screenStyle).toContain('--app-primary: #1f6feb');

    await user.clear(primary);
    await user.type(primary, '#c2410c');
    await waitFor(() =>
      expect(preview().querySelector('.phone-screen')?.getAttribute('style')).toContain(
        '--app-primary: #c2410c',
      ),
    );
  });

  it('publishes after a confirmation that lists what changes', async () => {
    appSettingsStore.own.tags = { tags: ['Stewards', 'Retirees'] };
    const { user } = renderSettings('/other-settings');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this configuration?' });
    expect(within(dialog).getByRole('cell', { name: 'Stewards, Retirees' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Published: the app now reads the new version.'),
    ).toBeInTheDocument();
    expect(appSettingsStore.versions[0]?.version).toBe(2);
    await waitFor(() =>
      expect(screen.getByTestId('live-version')).toHaveTextContent('Live: version 2'),
    );
  });
});
