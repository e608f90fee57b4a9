import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/render';
import { ListBody } from './ListBody';

const base = {
  failed: false,
  error: null,
  onRetry: () => {},
  loading: false,
  skeleton: { columns: 3, rows: 2, label: 'Loading rows…' },
  empty: false,
  emptyState: <p>Nothing here yet</p>,
};

describe('ListBody', () => {
  it('shows the list when it has rows', () => {
    renderApp(<ListBody {...base}>the rows</ListBody>);
    expect(screen.getByText('the rows')).toBeInTheDocument();
  });

  it('shows the empty state instead of an empty list', () => {
    renderApp(
      <ListBody {...base} empty>
        the rows
      </ListBody>,
    );
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.queryByText('the rows')).toBeNull();
  });

  it('shows the skeleton over the empty state while loading', () => {
    renderApp(
      <ListBody {...base} empty loading>
        the rows
      </ListBody>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows…');
    expect(screen.queryByText('Nothing here yet')).toBeNull();
  });

  it('shows the error with a retry before anything else', async () => {
    const onRetry = vi.fn();
    const { user } = renderApp(
      <ListBody {...base} empty loading failed error="The list did not load." onRetry={onRetry}>
        the rows
      </ListBody>,
    );
    expect(screen.getByText('The list did not load.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
