import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildDashboard } from '../../../../tests/factories';
import { UsersChart } from './UsersChart';

// A browser that draws: the chart shows and its table is for screen readers only.
vi.mock('./canvasSupport', () => ({ canDrawCharts: () => true }));
vi.mock('./UsersChartCanvas', () => ({
  UsersChartCanvas: ({ series }: { series: { title: string } }) => (
    <canvas role="img" aria-label={series.title} />
  ),
}));

const dashboard = buildDashboard({
  dashboardUsers: [
    { date: '2025-03-01', count: 4 },
    { date: '2025-03-02', count: 9 },
  ],
});

describe('UsersChart', () => {
  it('shows a skeleton while the chart’s code loads, then the chart', async () => {
    const { container } = render(<UsersChart dashboard={dashboard} />);
    expect(container.querySelector('.users-chart .placeholder')).not.toBeNull();
    expect(
      await screen.findByRole('img', { name: 'New app users, last 30 days' }),
    ).toBeInTheDocument();
    expect(container.querySelector('.users-chart .placeholder')).toBeNull();
  });

  it('keeps the hidden table in a clipped box, so it cannot lengthen the page', async () => {
    render(<UsersChart dashboard={dashboard} />);
    const table = screen.getByRole('table', { name: 'New app users, last 30 days' });
    // A table ignores the size and clipping of .visually-hidden; a box around it does not.
    expect(table).not.toHaveClass('visually-hidden');
    expect(table.parentElement).toHaveClass('visually-hidden');
    expect(table.closest('.card-body')).toHaveClass('position-relative');
    await screen.findByRole('img');
  });
});
