import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
    render(<ListBody {...base}>the rows</ListBody>);
    expect(screen.getByText('the rows')).toBeInTheDocument();
  });

  it('shows the empty state, the skeleton or the error instead, the error first', async () => {
    const { rerender } = render(
      <ListBody {...base} empty>
        the rows
      </ListBody>,
    );
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.queryByText('the rows')).toBeNull();

    rerender(
      <ListBody {...base} empty loading>
        the rows
      </ListBody>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows…');

    const onRetry = vi.fn();
    rerender(
      <ListBody {...base} empty loading failed error="The list did not load." onRetry={onRetry}>
        the rows
      </ListBody>,
    );
    expect(screen.getByText('The list did not load.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
