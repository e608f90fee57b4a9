import { useMemo } from 'react';
import type { ChartData, ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { chartColors } from './chartColors';
import './chartSetup';
import type { UsersSeries } from '../usersSeries';

/** The bar chart itself: chart.js comes with this module, loaded after the dashboard shows. */
export function UsersChartCanvas({ series }: { series: UsersSeries }) {
  const { data, options } = useMemo(() => {
    const colors = chartColors();
    const data: ChartData<'bar'> = {
      labels: series.labels,
      datasets: [
        {
          label: 'New app users',
          data: series.counts,
          backgroundColor: colors.bar,
          borderRadius: 4,
          maxBarThickness: 32,
        },
      ],
    };
    const options: ChartOptions<'bar'> = {
      maintainAspectRatio: false,
      plugins: { tooltip: { intersect: false } },
      scales: {
        x: {
          grid: { display: false },
          border: { color: colors.grid },
          ticks: { color: colors.text },
        },
        y: {
          beginAtZero: true,
          grid: { color: colors.grid },
          border: { color: colors.grid },
          ticks: { precision: 0, color: colors.text },
        },
      },
    };
    return { data, options };
  }, [series]);
  return (
    <Bar
      data={data}
      role="img"
      aria-label={`${series.title}. ${series.summary}`}
      options={options}
    />
  );
}
