import { BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

// Only what a bar chart with tooltips needs, so the rest of chart.js stays out of the bundle.
Chart.register(CategoryScale, LinearScale, BarElement, Tooltip);
