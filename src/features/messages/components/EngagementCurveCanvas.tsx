import { useMemo } from 'react';
import {
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Line } from 'react-chartjs-2';

// Lines with their legend and tooltips; nothing else of chart.js.
Chart.register(CategoryScale, LinearScale, LineElement, PointElement, Legend, Tooltip);

const css = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || undefined;

/** Opens and confirmations added up hour by hour since sending: chart.js comes with this module. */
export function EngagementCurveCanvas({
  labels,
  opened,
  confirmed,
  summary,
}: {
  labels: string[];
  opened: number[];
  confirmed: number[];
  summary: string;
}) {
  const { data, options } = useMemo(() => {
    const text = css('--tidings-chart-text');
    const grid = css('--tidings-chart-grid');
    const data: ChartData<'line'> = {
      labels,
      datasets: [
        {
          label: 'Opened',
          data: opened,
          borderColor: css('--tidings-brand'),
          backgroundColor: css('--tidings-brand'),
        },
        {
          label: 'Confirmed',
          data: confirmed,
          borderColor: css('--bs-warning'),
          backgroundColor: css('--bs-warning'),
        },
      ].map((set) => ({ ...set, tension: 0.25, pointRadius: labels.length > 48 ? 0 : 2 })),
    };
    const options: ChartOptions<'line'> = {
      maintainAspectRatio: false,
      plugins: {
        tooltip: { intersect: false, mode: 'index' },
        legend: { position: 'bottom', labels: { color: text, boxWidth: 12 } },
      },
      scales: {
        x: {
          grid: { display: false },
          border: { color: grid },
          ticks: { color: text, maxRotation: 0, autoSkip: true, autoSkipPadding: 16 },
        },
        y: {
          beginAtZero: true,
          grid: { color: grid },
          border: { color: grid },
          ticks: { color: text, precision: 0 },
        },
      },
    };
    return { data, options };
  }, [labels, opened, confirmed]);
  return <Line data={data} options={options} role="img" aria-label={summary} />;
}
