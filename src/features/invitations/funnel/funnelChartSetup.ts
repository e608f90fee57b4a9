import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

// A grouped bar chart with its legend and tooltips; nothing else of chart.js.
Chart.register(CategoryScale, LinearScale, BarElement, Legend, Tooltip);
