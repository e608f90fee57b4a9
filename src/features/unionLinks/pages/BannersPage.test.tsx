import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import { pngFile } from '../../../../tests/imageFiles';
import {
  buildBanner,
  linkChannelsHandler,
  linksStore,
  resetLinksStore,
} from '../../../../tests/msw/unionLinksHandlers';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { BannersPage } from './BannersPage';

/**
 * jsdom lays nothing out: each banner row (and what is inside it) is given a box 60 px below the
 * one before, by its place, so the keyboard sensor finds the row above and below.
 */
function layOutRows() {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function rect(
    this: HTMLElement,
  ) {
    const row = this.closest('[data-banner-place]');
    const top = row ? Number(row.getAttribute('data-banner-place')) * 60 : 0;
    const height = row ? 50 : 0;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: row ? 600 : 0,
      height,
      bottom: top + height,
      right: row ? 600 : 0,
      toJSON: () => ({}),
    };
  });
}

beforeEach(() => {
  resetLinksStore();
  server.use(linkChannelsHandler);
  linksStore.channels.push(
    { _id: 'channel-1', clientName: 'Acme News', companyID: 'acme' },
    { _id: 'channel-2', clientName: 'Acme Community', companyID: 'acme' },
  );
  linksStore.banners.push(
    buildBanner({ name: 'Member benefits', contentProviderID: 'channel-1', order: 0, links: 2 }),
    buildBanner({ name: 'Training', contentProviderID: 'channel-1', order: 1 }),
    buildBanner({ name: 'Get help', contentProviderID: 'channel-1', order: 2 }),
    buildBanner({ name: 'Offers', contentProviderID: 'channel-2', order: 0 }),
  );
});
afterEach(() => vi.restoreAllMocks());

function renderBanners(userGroup = 4, contentProviderID = 'channel-1') {
  return renderApp([{ path: '/links/types/list', element: <BannersPage /> }], {
    route: '/links/types/list',
    user: buildProfile({ userGroup, contentProviderID }),
  });
}

const namesInOrder = () =>
  within(screen.getByRole('list', { name: 'Screen banners in their order' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.fw-semibold')?.textContent);

describe('Screen banners', () => {
  it("shows the chosen channel's banners in their order, and another channel's on picking it", async () => {
    const { user } = renderBanners();
    await waitFor(() =>
      expect(namesInOrder()).toEqual(['Member benefits', 'Training', 'Get help']),
    );
    expect(screen.getByText('2 links')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Channel'), 'Acme Community');
    await waitFor(() => expect(namesInOrder()).toEqual(['Offers']));
  });

  it('reorders by keyboard, saves at once and offers to undo', async () => {
    layOutRows();
    const { user } = renderBanners();
    const handle = await screen.findByRole('button', { name: 'Move Member benefits, place 1' });
    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');

    await waitFor(() =>
      expect(namesInOrder()).toEqual(['Training', 'Get help', 'Member benefits']),
    );
    await waitFor(() => expect(linksStore.reorders).toHaveLength(1));
    const [moved] = linksStore.reorders;
    expect(moved?.map((id) => linksStore.banners.find((b) => b._id === id)?.name)).toEqual([
      'Training',
      'Get help',
      'Member benefits',
    ]);

    const toast = await screen.findByText('Banner order saved.');
    await user.click(
      within(toast.parentElement as HTMLElement).getByRole('button', { name: 'Undo' }),
    );
    await waitFor(() => expect(linksStore.reorders).toHaveLength(2));
    await waitFor(() =>
      expect(namesInOrder()).toEqual(['Member benefits', 'Training', 'Get help']),
    );
  });

  it('puts the list back when the order could not be saved', async () => {
    layOutRows();
    const { user } = renderBanners();
    const handle = await screen.findByRole('button', { name: 'Move Get help, place 3' });
    // Someone else adds a banner meanwhile: the order sent misses it.
    linksStore.banners.push(
      buildBanner({ name: 'Late arrival', contentProviderID: 'channel-1', order: 3 }),
    );
    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    expect(
      await screen.findByText(
        'The screen banners changed meanwhile. The list was reloaded: try again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(namesInOrder()).toEqual(['Member benefits', 'Training', 'Get help', 'Late arrival']),
    );
  });

  it('creates a banner with its image, last in the order', async () => {
    const { user } = renderBanners();
    await screen.findByRole('button', { name: 'Move Get help, place 3' });
    await user.click(screen.getByRole('button', { name: 'New banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'New banner for Acme News' });
    await user.type(within(dialog).getByLabelText('Name'), 'Events');
    await user.upload(within(dialog).getByLabelText('Image'), pngFile('events.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Create banner' }));
    await waitFor(() =>
      expect(namesInOrder()).toEqual(['Member benefits', 'Training', 'Get help', 'Events']),
    );
    expect(linksStore.banners.find((b) => b.name === 'Events')?.image).toMatch(/^\/files\//);
  });

  it('shows a taken name under the name field', async () => {
    const { user } = renderBanners();
    await screen.findByRole('button', { name: 'Move Get help, place 3' });
    await user.click(screen.getByRole('button', { name: 'New banner' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'training');
    await user.click(within(dialog).getByRole('button', { name: 'Create banner' }));
    expect(await within(dialog).findByText('Screen Banner already in use.')).toBeInTheDocument();
  });

  it('deletes a banner after saying its links stay', async () => {
    const { user } = renderBanners();
    await user.click(await screen.findByRole('button', { name: 'Delete Member benefits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Member benefits?' });
    expect(dialog).toHaveTextContent('Its 2 links stay, in no banner.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete banner' }));
    await waitFor(() => expect(namesInOrder()).toEqual(['Training', 'Get help']));
  });

  it("gives a channel admin its own channel's banners, with no channel to pick", async () => {
    renderBanners(2, 'channel-2');
    await waitFor(() => expect(namesInOrder()).toEqual(['Offers']));
    expect(screen.queryByLabelText('Channel')).toBeNull();
  });
});
