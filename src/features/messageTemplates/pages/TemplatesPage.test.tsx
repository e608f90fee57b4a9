import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import {
  buildTemplate,
  resetTemplatesStore,
  templatesStore,
} from '../../../../tests/msw/messageTemplatesHandlers';
import { renderApp } from '../../../../tests/render';
import { TemplatesPage } from './TemplatesPage';

beforeEach(() => resetTemplatesStore());

const renderList = () =>
  renderApp([{ path: '/messages/templates', element: <TemplatesPage /> }], {
    route: '/messages/templates',
    user: buildProfile({ userGroup: 4 }),
  });

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const lastQuery = () => templatesStore.listQueries[templatesStore.listQueries.length - 1];

describe('TemplatesPage', () => {
  it('lists the templates, newest change first, with their languages', async () => {
    templatesStore.templates.push(
      buildTemplate({ name: 'Older', dateUpdated: '2026-01-01T09:00:00.000Z' }),
      buildTemplate({
        name: 'Ballot reminder',
        dateUpdated: '2026-03-01T09:00:00.000Z',
        variants: [{ language: 'es', title: 'Vota', push_message: 'Vota', message: '' }],
      }),
    );
    renderList();
    const table = await screen.findByRole('table', { name: 'Message templates' });
    const rows = rowsOf(table);
    expect(rows[0]).toHaveTextContent('Ballot reminder');
    expect(rows[0]).toHaveTextContent('English, Spanish');
    expect(rows[1]).toHaveTextContent('Older');
    expect(screen.getByText('2 templates')).toBeInTheDocument();
    expect(lastQuery()?.get('sort')).toBe('updated');
    expect(lastQuery()?.get('order')).toBe('desc');
  });

  it('searches by name on the server and says when nothing matches', async () => {
    templatesStore.templates.push(buildTemplate({ name: 'Shift change' }));
    const { user } = renderList();
    await screen.findByRole('table', { name: 'Message templates' });
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'ballot');
    expect(await screen.findByText('No templates match this search')).toBeInTheDocument();
    expect(lastQuery()?.get('search')).toBe('ballot');
  });

  it('sorts by name on the server', async () => {
    templatesStore.templates.push(buildTemplate({ name: 'B' }), buildTemplate({ name: 'A' }));
    const { user } = renderList();
    const table = await screen.findByRole('table', { name: 'Message templates' });
    await user.click(within(table).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(lastQuery()?.get('sort')).toBe('name'));
    await waitFor(() => expect(rowsOf(table)[0]).toHaveTextContent('A'));
  });

  it('shows the empty state with a way to create the first one', async () => {
    renderList();
    expect(await screen.findByText('No templates yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create the first template' })).toHaveAttribute(
      'href',
      '/messages/templates/create',
    );
  });

  it('deletes at once and brings the template back with Undo', async () => {
    templatesStore.templates.push(buildTemplate({ name: 'Shift change' }));
    const { user } = renderList();
    const table = await screen.findByRole('table', { name: 'Message templates' });
    await user.click(within(table).getByRole('button', { name: 'Delete Shift change' }));
    expect(await screen.findByText('No templates yet')).toBeInTheDocument();
    expect(templatesStore.deleted).toHaveLength(1);
    const toast = await screen.findByText('Shift change deleted.');
    await user.click(
      within(toast.parentElement as HTMLElement).getByRole('button', { name: 'Undo' }),
    );
    const back = await screen.findByRole('table', { name: 'Message templates' });
    expect(rowsOf(back)[0]).toHaveTextContent('Shift change');
    expect(templatesStore.deleted).toHaveLength(0);
  });
});
