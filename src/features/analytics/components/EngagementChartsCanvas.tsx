import { useMemo } from 'react';
import type { ChartData, ChartOptions } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { cssVariable } from './chartSupport';
import './chartSetup';

/** Push, SMS, email and not reached, in the brand's and Bootstrap's colours (src/index.css). */
const COLOURS = ['--tidings-brand', '--bs-warning', '--bs-info', '--bs-secondary'];
const RATE_COLOURS = ['--tidings-brand', '--bs-warning'];

export interface RecipientSeries {
  key: string;
  label: string;
  counts: number[];
}

export interface RateSeries {
  label: string;
  rates: (number | null)[];
}

function axes(stacked: boolean, percent: boolean): ChartOptions<'bar' | 'line'>['scales'] {
  const text = cssVariable('--tidings-chart-text') ?? cssVariable('--bs-secondary-color');
  const grid = cssVariable('--tidings-chart-grid') ?? cssVariable('--bs-border-color');
  return {
    x: {
      stacked,
      grid: { display: false },
      border: { color: grid },
      ticks: { color: text, maxRotation: 0, autoSkip: true, autoSkipPadding: 12 },
    },
    y: {
      stacked,
      beginAtZero: true,
      ...(percent ? { max: 100 } : {}),
      grid: { color: grid },
      border: { color: grid },
      ticks: {
        color: text,
        precision: 0,
        ...(percent ? { callback: (value: string | number) => `${value} %` } : {}),
      },
    },
  };
}

const legend = () => ({
  position: 'bottom' as const,
  labels: { color: cssVariable('--tidings-chart-text'), boxWidth: 12 },
});

/** Recipients per period stacked by delivery channel: chart.js comes with this module. */
export function RecipientsCanvas({
  labels,
  series,
  summary,
}: {
  labels: string[];
  series: RecipientSeries[];
  summary: string;
}) {
  const { data, options } = useMemo(() => {
    const data: ChartData<'bar'> = {
      labels,
      datasets: series.map((s, index) => ({
        label: s.label,
        data: s.counts,
        backgroundColor: cssVariable(COLOURS[index] ?? ''),
        borderRadius: 2,
        maxBarThickness: 28,
      })),
    };
    const options: ChartOptions<'bar'> = {
      maintainAspectRatio: false,
      plugins: { tooltip: { intersect: false, mode: 'index' }, legend: legend() },
      scales: axes(true, false),
    };
    return { data, options };
  }, [labels, series]);
  return <Bar data={data} options={options} role="img" aria-label={summary} />;
}

/** Open and confirmation rates per period as lines. */
export function RatesCanvas({
  labels,
  series,
  summary,
}: {
  labels: string[];
  series: RateSeries[];
  summary: string;
}) {
  const { data, options } = useMemo(() => {
    const data: ChartData<'line'> = {
      labels,
      datasets: series.map((s, index) => {
        const colour = cssVariable(RATE_COLOURS[index] ?? '');
        return {
          label: s.label,
          data: s.rates,
          borderColor: colour,
          backgroundColor: colour,
          spanGaps: true,
          tension: 0,
          pointRadius: labels.length > 60 ? 0 : 3,
        };
      }),
    };
    const options: ChartOptions<'line'> = {
      maintainAspectRatio: false,
      plugins: {
        tooltip: {
          intersect: false,
          mode: 'index',
          callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${item.formattedValue} %` },
        },
        legend: legend(),
      },
      scales: axes(false, true),
    };
    return { data, options };
  }, [labels, series]);
  return <Line data={data} options={options} role="img" aria-label={summary} />;
}
