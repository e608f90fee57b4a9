import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replacePageNavigation } from '../lib/pageNavigation';
import { ChunkErrorPage } from './ChunkErrorPage';
import { loadPage } from './lazyPage';

let restoreNavigation: () => void = () => undefined;

afterEach(() => restoreNavigation());

function renderRoute(page: () => Promise<ComponentType>) {
  const router = createMemoryRouter([
    {
      path: '/',
      lazy: async () => ({ Component: await loadPage('Reports', page) }),
      ErrorBoundary: ChunkErrorPage,
      HydrateFallback: () => null,
    },
  ]);
  render(<RouterProvider router={router} />);
}

function BrokenPage(): never {
  throw new Error('render failed');
}

describe('ChunkErrorPage', () => {
  it('names the chunk that failed and reloads on Retry', async () => {
    const reload = vi.fn();
    restoreNavigation = replacePageNavigation({ assign: vi.fn(), reload });
    renderRoute(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

    expect(
      await screen.findByRole('heading', { name: 'Loading chunk Reports failed' }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));

    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows the general error page when a loaded page fails', async () => {
    // React reports the render error it caught; the boundary is what this test checks.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute(() => Promise.resolve(BrokenPage));

    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    quiet.mockRestore();
  });
});
