import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import {
  buildBanner,
  buildLink,
  linkChannelsHandler,
  linksStore,
  resetLinksStore,
} from '../../../../tests/msw/unionLinksHandlers';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { UnionLinkFormPage } from './UnionLinkFormPage';
import { UnionLinksPage } from './UnionLinksPage';

beforeEach(() => {
  resetLinksStore();
  server.use(linkChannelsHandler);
});

function renderLinks(route: string, userGroup = 4) {
  return renderApp(
    [
      { path: '/links', element: <UnionLinksPage /> },
      { path: '/links/:id', element: <UnionLinkFormPage /> },
    ],
    { route, user: buildProfile({ userGroup, contentProviderID: 'channel-1' }) },
  );
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('Links', () => {
  it('lists the links by name with their URL, description and organisation, or All', async () => {
    linksStore.links.push(
      buildLink({
        unionLink_name: 'Legal advice line',
        url: 'https://example.com/legal',
        benefits_description: 'Free first consultation',
      }),
      buildLink({
        unionLink_name: 'Federation news',
        url: 'https://example.com/federation',
        companyID: 'All',
        companyName: null,
      }),
    );
    renderLinks('/links');
    const table = await screen.findByRole('table', { name: 'Links' });
    const [first, second] = rowsOf(table);
    expect(first).toHaveTextContent('Federation news');
    // The address shows without https://, free to break after each slash (not mid-word).
    expect(first).toHaveTextContent('example.com/federation');
    expect(first).not.toHaveTextContent('https://');
    expect(within(first as HTMLElement).getByText('All')).toBeInTheDocument();
    // A platform link is the platform admins' to change.
    expect(within(first as HTMLElement).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(second).toHaveTextContent('Legal advice line');
    expect(second).toHaveTextContent('Free first consultation');
    expect(second).toHaveTextContent('Acme Workers Union');
    const legal = within(second as HTMLElement).getByRole('link', { name: /example.com\/legal/ });
    expect(legal).toHaveAttribute('target', '_blank');
    expect(legal).toHaveAttribute('href', 'https://example.com/legal');
    expect(legal.querySelectorAll('wbr')).toHaveLength(1);
  });

  it('searches the links and sorts them by URL', async () => {
    linksStore.links.push(
      buildLink({ unionLink_name: 'Zoo passes', url: 'https://a.example.com' }),
      buildLink({ unionLink_name: 'Annual conference', url: 'https://b.example.com' }),
    );
    const { user } = renderLinks('/links');
    const table = await screen.findByRole('table', { name: 'Links' });
    await user.click(within(table).getByRole('button', { name: 'URL' }));
    expect(rowsOf(table)[0]).toHaveTextContent('Zoo passes');
    await user.type(screen.getByRole('searchbox', { name: 'Search links' }), 'conference');
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    expect(rowsOf(table)[0]).toHaveTextContent('Annual conference');
  });

  it('pages the links ten at a time', async () => {
    for (let i = 1; i <= 12; i += 1)
      linksStore.links.push(buildLink({ unionLink_name: `Link ${String(i).padStart(2, '0')}` }));
    const { user } = renderLinks('/links');
    const table = await screen.findByRole('table', { name: 'Links' });
    expect(rowsOf(table)).toHaveLength(10);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Links pages' })).getByRole('button', {
        name: /2/,
      }),
    );
    expect(rowsOf(table)).toHaveLength(2);
  });

  it('deletes a link after confirming', async () => {
    linksStore.links.push(buildLink({ unionLink_name: 'Old survey' }));
    const { user } = renderLinks('/links');
    await user.click(await screen.findByRole('button', { name: 'Delete Old survey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Old survey?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete link' }));
    await waitFor(() => expect(linksStore.links).toEqual([]));
    expect(await screen.findByRole('heading', { name: 'No links yet' })).toBeInTheDocument();
  });

  it('creates a link in a banner, checking its address first', async () => {
    linksStore.channels.push({ _id: 'channel-1', clientName: 'Acme News', companyID: 'acme' });
    const banner = buildBanner({ name: 'Get help', contentProviderID: 'channel-1' });
    linksStore.banners.push(banner);
    const { user, router } = renderLinks('/links/create');
    await user.type(await screen.findByLabelText('Name'), 'Pension planner');
    await user.type(screen.getByLabelText('URL'), 'ftp://example.com');
    await user.selectOptions(
      await screen.findByLabelText('Screen banner'),
      await screen.findByRole('option', { name: 'Acme News: Get help' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Enter an http:// or https:// address.')).toBeInTheDocument();
    expect(linksStore.linkWrites).toEqual([]);

    await user.clear(screen.getByLabelText('URL'));
    await user.type(screen.getByLabelText('URL'), 'https://example.com/pension');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/links'));
    expect(linksStore.linkWrites).toEqual([
      {
        unionLink_name: 'Pension planner',
        url: 'https://example.com/pension',
        benefits_description: '',
        linkTypeID: banner._id,
      },
    ]);
  });

  it('lets a channel admin read the links only', async () => {
    linksStore.links.push(buildLink({ unionLink_name: 'Discount card' }));
    renderLinks('/links', 2);
    const table = await screen.findByRole('table', { name: 'Links' });
    expect(rowsOf(table)[0]).toHaveTextContent('Discount card');
    expect(screen.queryByRole('link', { name: /New link/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Discount card' })).toBeNull();
  });
});
