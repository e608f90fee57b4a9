import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildCatalogueItem,
  catalogueStore,
  resetCatalogueStore,
} from '../../../../tests/msw/channelCataloguesHandlers';
import { buildProfile } from '../../../../tests/factories';
import { renderApp } from '../../../../tests/render';
import { CatalogueFormPage } from './CatalogueFormPage';
import { CataloguePage } from './CataloguePage';

beforeEach(resetCatalogueStore);

/** A catalogue's list and form, as the route table mounts them. */
function renderCatalogue(kind: 'category' | 'group' | 'unionType', route: string) {
  const paths = {
    category: ['/content-provider/categories', '/categories'],
    group: ['/content-provider/groups', '/groups'],
    unionType: ['/content-provider/union-types', '/union-types'],
  }[kind];
  return renderApp(
    [
      { path: paths[0], element: <CataloguePage kind={kind} /> },
      { path: `${paths[1]}/:action`, element: <CatalogueFormPage kind={kind} /> },
      { path: `${paths[1]}/:action/:id`, element: <CatalogueFormPage kind={kind} /> },
    ],
    { route, user: buildProfile({ userGroup: 4 }) },
  );
}

const rowsOf = async (caption: string) => {
  const table = await screen.findByRole('table', { name: caption });
  return within(table).getAllByRole('row').slice(1);
};

describe('Channel categories', () => {
  it('lists the categories with their group and channels, and searches them', async () => {
    catalogueStore.items.category.push(
      buildCatalogueItem({ name: 'News', groupName: 'Member services', channels: 2 }),
      buildCatalogueItem({ name: 'Sports', groupName: null, channels: 0 }),
    );
    const { user } = renderCatalogue('category', '/content-provider/categories');
    const rows = await rowsOf('Channel categories');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Member services');
    expect(rows[1]).toHaveTextContent('No group');

    await user.type(screen.getByRole('searchbox', { name: 'Search channel categories' }), 'spo');
    await waitFor(async () => expect(await rowsOf('Channel categories')).toHaveLength(1));
  });

  it('shows an empty state that leads to the form', async () => {
    renderCatalogue('category', '/content-provider/categories');
    expect(
      await screen.findByRole('heading', { name: 'No channel categories yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create the first category' })).toHaveAttribute(
      'href',
      '/categories/create',
    );
  });

  it('creates a category as a multipart form and returns to the list', async () => {
    const { user, router } = renderCatalogue('category', '/categories/create');
    await user.type(await screen.findByLabelText('Name'), 'Events');
    await user.type(screen.getByLabelText('Description'), 'Meetings and rallies');
    await user.click(screen.getByRole('button', { name: 'Create category' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/content-provider/categories'),
    );
    expect(catalogueStore.writes).toEqual([
      {
        kind: 'category',
        body: { name: 'Events', description: 'Meetings and rallies' },
        image: false,
      },
    ]);
    expect(await screen.findByRole('link', { name: 'Events' })).toBeInTheDocument();
  });

  it('shows a taken name under the name field in the words of the spec', async () => {
    catalogueStore.items.category.push(buildCatalogueItem({ name: 'News' }));
    const { user } = renderCatalogue('category', '/categories/create');
    await user.type(await screen.findByLabelText('Name'), 'news');
    await user.click(screen.getByRole('button', { name: 'Create category' }));
    expect(await screen.findByText('Channel Category Already Exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before deleting and says what happens to the channels using it', async () => {
    catalogueStore.items.category.push(buildCatalogueItem({ name: 'News', channels: 2 }));
    const { user } = renderCatalogue('category', '/content-provider/categories');
    await user.click(await screen.findByRole('button', { name: 'Delete News' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete News?' });
    expect(dialog).toHaveTextContent('2 channels use it and will be left without a category.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    expect(
      await screen.findByRole('heading', { name: 'No channel categories yet' }),
    ).toBeInTheDocument();
    expect(catalogueStore.items.category).toEqual([]);
  });

  it('answers an unknown action with the not-found page', async () => {
    renderCatalogue('category', '/categories/archive');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('Channel groups', () => {
  it("puts a category in the group from the group's page", async () => {
    const group = buildCatalogueItem({ name: 'Member services', categories: 0 });
    catalogueStore.items.group.push(group);
    catalogueStore.items.category.push(
      buildCatalogueItem({ name: 'Sports', groupId: null, groupName: null }),
    );
    const { user } = renderCatalogue('group', `/groups/edit/${group._id}`);
    expect(
      await screen.findByRole('heading', { name: 'Edit Member services' }),
    ).toBeInTheDocument();
    const sports = await screen.findByRole('switch', { name: 'Sports' });
    expect(sports).not.toBeChecked();
    await user.click(sports);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Sports' })).toBeChecked());
    expect(catalogueStore.items.category[0]).toMatchObject({ groupId: group._id });
  });
});

describe('Union types', () => {
  it('sends JSON, not a form, and has no image field', async () => {
    const { user, router } = renderCatalogue('unionType', '/union-types/create');
    await user.type(await screen.findByLabelText('Name'), 'Craft union');
    expect(screen.queryByLabelText('Image')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create union type' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/content-provider/union-types'),
    );
    expect(catalogueStore.writes).toEqual([
      { kind: 'unionType', body: { name: 'Craft union', description: '' }, image: false },
    ]);
  });
});
