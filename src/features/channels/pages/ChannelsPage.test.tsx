import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildChannelItem,
  channelsHandlers,
  channelsStore,
  resetChannelsStore,
} from '../../../../tests/msw/channelsHandlers';
import {
  buildCatalogueItem,
  catalogueStore,
  resetCatalogueStore,
} from '../../../../tests/msw/channelCataloguesHandlers';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { buildProfile } from '../../../../tests/factories';
import { pngFile } from '../../../../tests/imageFiles';
import { ChannelFormPage } from './ChannelFormPage';
import { ChannelsPage } from './ChannelsPage';

beforeEach(() => {
  resetChannelsStore();
  resetCatalogueStore();
  server.use(...channelsHandlers());
});

function renderChannels(route = '/content-provider/list', userGroup = 4, companyID = 'acme') {
  return renderApp(
    [
      { path: '/content-provider/list', element: <ChannelsPage /> },
      { path: '/content-provider/create', element: <ChannelFormPage /> },
      { path: '/content-provider/edit/:id', element: <ChannelFormPage /> },
    ],
    { route, user: buildProfile({ userGroup, companyID }) },
  );
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'Channels' });
  const [, body] = within(table).getAllByRole('rowgroup');
  if (!body) throw new Error('no body');
  return within(body).getAllByRole('row');
}

describe('Channels', () => {
  it('pages and sorts on the server, with followers, type and credits left', async () => {
    resetChannelsStore(
      Array.from({ length: 12 }, (_, i) =>
        buildChannelItem({ clientName: `Local ${i + 1}`, userCount: 100 - i }),
      ),
    );
    renderChannels();
    const [first] = await rows();
    expect(first).toHaveTextContent('Local 1');
    expect(first).toHaveTextContent('100');
    expect(first).toHaveTextContent('Secondary');
    expect(first).toHaveTextContent('250');
    expect(channelsStore.listQueries.at(-1)).toMatchObject({
      limit: '10',
      offset: '0',
      sort: 'name',
      order: 'asc',
    });
    expect(screen.getByText('12 channels')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Organization/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /Followers/ }));
    await waitFor(() =>
      expect(channelsStore.listQueries.at(-1)).toMatchObject({ sort: 'followers', order: 'desc' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(channelsStore.listQueries.at(-1)).toMatchObject({ offset: '10' }));
  });

  it("names each channel's organization for a platform admin with none chosen", async () => {
    resetChannelsStore([
      buildChannelItem({ clientName: 'Acme News', companyName: 'Acme Workers Union' }),
      buildChannelItem({ clientName: 'Globex News', companyName: 'Globex Teachers' }),
    ]);
    renderChannels('/content-provider/list', 1, 'All');
    const [acme, globex] = await rows();
    expect(screen.getByRole('columnheader', { name: /Organization/ })).toBeInTheDocument();
    expect(acme).toHaveTextContent('Acme Workers Union');
    expect(globex).toHaveTextContent('Globex Teachers');
  });

  it('duplicates under the name asked, and explains a refused delete', async () => {
    const news = buildChannelItem({ clientName: 'Acme News' });
    resetChannelsStore([news]);
    renderChannels();
    await rows();

    await userEvent.click(screen.getByRole('button', { name: 'Duplicate Acme News' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Acme News' });
    const name = within(dialog).getByLabelText('Name of the copy');
    expect(name).toHaveValue('Acme News (copy)');
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Night News');
    channelsStore.failures.save = 'error_cp_already_exist';
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A channel with this name already exists.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() =>
      expect(channelsStore.duplicated).toEqual([{ id: news._id, clientName: 'Acme Night News' }]),
    );

    channelsStore.failures.delete = 'error_channel_in_use';
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Acme News' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Acme News?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete channel' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'cannot be deleted while it is active. Deactivate it first.',
    );
    expect(channelsStore.deleted).toEqual([]);
  });

  it('creates a channel with its image and SMS to unregistered members', async () => {
    renderChannels('/content-provider/create');
    await userEvent.type(await screen.findByLabelText('Name'), 'Acme Safety');
    await userEvent.upload(screen.getByLabelText('Channel image'), pngFile('safety.png'));
    // The file itself goes in the multipart body (jsdom's File does not survive the mock
    // network; the end-to-end journey checks the stored image).
    // The preview follows the check of the file's first bytes.
    const preview = await screen.findByRole('img', { name: 'Channel image preview' });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await userEvent.click(screen.getByLabelText('Text (SMS) unregistered members'));
    channelsStore.failures.save = 'error_cp_already_exist';
    await userEvent.click(screen.getByRole('button', { name: 'Create channel' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
        'A channel with this name already exists.',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create channel' }));
    await waitFor(() => expect(channelsStore.saved).toHaveLength(1));
    expect(channelsStore.saved[0]).toMatchObject({
      method: 'POST',
      data: {
        clientName: 'Acme Safety',
        unregisteredMemberMessaging: true,
        allowPushcastEmail: false,
      },
    });
    expect(await screen.findByRole('table', { name: 'Channels' })).toBeInTheDocument();
  });

  it('says a new channel starts on the free plan, as its pricing panel will show it', async () => {
    renderChannels('/content-provider/create');
    expect(await screen.findByText(/A new channel starts on the free plan/)).toBeVisible();
  });

  it("shows a channel's plan and app users allowed from the same allowance as its pricing panel", async () => {
    const channel = buildChannelItem({ clientName: 'Local 7', userCount: 42 });
    resetChannelsStore([channel]);
    renderChannels(`/content-provider/edit/${channel._id}`);
    const terms = await screen.findAllByRole('term');
    const value = (term: string) =>
      terms.find((element) => element.textContent === term)?.nextElementSibling?.textContent;
    expect(value('Plan')).toBe('Free');
    expect(value('App users')).toBe('42 of 100 allowed');
  });

  it("places a channel in the organization's catalogues, and offers none when one is empty", async () => {
    const events = buildCatalogueItem({ name: 'Events' });
    catalogueStore.items.category.push(buildCatalogueItem({ name: 'News' }), events);
    catalogueStore.items.group.push(buildCatalogueItem({ name: 'Member services' }));
    renderChannels('/content-provider/create');
    await userEvent.type(await screen.findByLabelText('Name'), 'Acme Events');
    const category = await screen.findByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'News', 'Events']);
    await userEvent.selectOptions(category, 'Events');
    expect(screen.getByRole('link', { name: 'Add a type' })).toHaveAttribute(
      'href',
      '/content-provider/types',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create channel' }));
    await waitFor(() => expect(channelsStore.saved).toHaveLength(1));
    expect(channelsStore.saved[0]?.data).toMatchObject({
      category: events._id,
      group: null,
      type: null,
      unionType: null,
    });
  });
});
