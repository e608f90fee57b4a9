import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../tests/render';
import { PlaceholderPage } from './PlaceholderPage';
import { routeById } from './findRoute';
import type { RouteId } from './routeTypes';

/** The table's route of `id`, rendering the placeholder with the handle the app gives it. */
function routeAt(id: RouteId): RouteObject {
  const { path, name, queryNames } = routeById(id);
  return {
    path,
    element: <PlaceholderPage />,
    handle: { id, name, queryNames, trail: [] },
  };
}

describe('PlaceholderPage', () => {
  it('says plainly that the screen is not available yet, what it will hold, and the way back', async () => {
    renderApp([routeAt('linkTypes')], { route: '/links/types/list' });
    expect(await screen.findByRole('heading', { name: 'Screen Banners', level: 1 })).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'This screen is not available yet' }),
    ).toBeInTheDocument();
    // The spec names this screen twice; the page ties its name to the menu's.
    expect(
      screen.getByText(
        'Content folders (banners) that group the app’s links. Opened from Content Folders (Banners) in the menu.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('names the menu entry that opens Wave Management', async () => {
    renderApp([routeAt('uploadList')], { route: '/upload-file/list?type=audio' });
    expect(await screen.findByRole('heading', { name: 'Wave Management', level: 1 })).toBeVisible();
    expect(screen.getByText(/Opened from Audio \(Wave\) in the menu\./)).toBeInTheDocument();
  });

  it('adds nothing about the menu to a screen the menu calls by its own name', async () => {
    renderApp([routeAt('uploadList')], { route: '/upload-file/list?type=video' });
    expect(
      await screen.findByRole('heading', { name: 'Video Management', level: 1 }),
    ).toBeVisible();
    expect(screen.queryByText(/Opened from/)).toBeNull();
  });
});
