import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/render';
import { idleFlow, type FlowState } from '../../lib/flows';
import { EmptyState } from '../ui/EmptyState';
import { ListPage, type ListPageProps } from './ListPage';

const flow = (status: FlowState['status'], error: string | null = null) => ({
  ...idleFlow,
  status,
  error,
});

function Page(props: Partial<ListPageProps>) {
  return (
    <ListPage
      title="Shifts"
      description="Who works when."
      actions={<button type="button">New shift</button>}
      toolbar={<input aria-label="Search shifts" />}
      flow={flow('succeeded')}
      rowCount={3}
      onRetry={() => undefined}
      skeleton={{ columns: 3, label: 'Loading shifts…' }}
      emptyState={<EmptyState icon="bi-clock" title="No shifts yet" />}
      {...props}
    >
      <p>the rows</p>
    </ListPage>
  );
}

describe('ListPage', () => {
  it('heads the page with its title, what it is for and its primary action', () => {
    renderApp(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shifts' })).toBeInTheDocument();
    expect(screen.getByText('Who works when.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New shift' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search shifts' })).toBeInTheDocument();
    expect(screen.getByText('the rows')).toBeInTheDocument();
  });

  it('shows a skeleton while the first rows load, and the rows while newer ones do', () => {
    renderApp(<Page flow={flow('loading')} rowCount={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading shifts…');
    expect(screen.queryByText('the rows')).toBeNull();
  });

  it('shows the error with a retry in place of the list and its pages', async () => {
    const onRetry = vi.fn();
    const { user } = renderApp(
      <Page
        flow={flow('failed', 'Error retrieving data.')}
        onRetry={onRetry}
        paging={{ page: 1, total: 30, onChange: () => undefined, label: 'Shift pages' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error retrieving data.');
    expect(screen.queryByRole('navigation', { name: 'Shift pages' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the empty state once loaded with no rows', () => {
    renderApp(<Page rowCount={0} />);
    expect(screen.getByRole('heading', { name: 'No shifts yet' })).toBeInTheDocument();
    expect(screen.queryByText('the rows')).toBeNull();
  });

  it('pages ten rows at a time with at most five page buttons', async () => {
    const onChange = vi.fn();
    const { user } = renderApp(
      <Page paging={{ page: 4, total: 95, onChange, label: 'Shift pages' }} />,
    );
    expect(screen.getByText('31–40 of 95')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Shift pages' });
    const numbers = within(pager).getAllByRole('button', { name: /^Page \d+$/ });
    expect(numbers.map((button) => button.textContent)).toEqual(['2', '3', '4', '5', '6']);
    expect(within(pager).getByRole('button', { name: 'Page 4' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it('shows the range without page buttons when everything fits on one page', () => {
    renderApp(<Page paging={{ page: 1, total: 3, onChange: () => undefined, label: 'Pages' }} />);
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});
