import { useMemo } from 'react';
import type { ChartData, ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { cssVariable } from './chartSupport';
import './funnelChartSetup';
import type { FunnelSeries } from './funnelSeries';

/** The brand colour for the first step, Bootstrap's for the others (src/index.css). */
const STEP_COLOURS = ['--tidings-brand', '--bs-info', '--bs-success', '--bs-warning'];

/** The weekly funnel chart: chart.js comes with this module, loaded after the figures show. */
export function FunnelChartCanvas({ series }: { series: FunnelSeries }) {
  const { data, options } = useMemo(() => {
    const colors = {
      text: cssVariable('--tidings-chart-text'),
      grid: cssVariable('--tidings-chart-grid'),
    };
    const colourOf = (index: number) => cssVariable(STEP_COLOURS[index] ?? '');
    const data: ChartData<'bar'> = {
      labels: series.labels,
      datasets: series.steps.map((step, index) => ({
        label: step.label,
        data: step.counts,
        backgroundColor: colourOf(index),
        borderRadius: 3,
        maxBarThickness: 18,
      })),
    };
    const options: ChartOptions<'bar'> = {
      maintainAspectRatio: false,
      plugins: {
        tooltip: { intersect: false, mode: 'index' },
        legend: { position: 'bottom', labels: { color: colors.text, boxWidth: 12 } },
      },
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
      aria-label={`Invitation funnel per week. ${series.summary}`}
      options={options}
    />
  );
}
