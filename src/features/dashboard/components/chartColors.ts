export interface ChartColors {
  bar: string | undefined;
  text: string | undefined;
  grid: string | undefined;
}

/**
 * A canvas cannot use CSS variables, so the chart takes their values (src/index.css, with the
 * company's brand colour over them) when it draws. Unset ones leave Chart.js its defaults.
 */
export function chartColors(): ChartColors {
  const styles = getComputedStyle(document.documentElement);
  const read = (name: string) => styles.getPropertyValue(name).trim() || undefined;
  return {
    bar: read('--tidings-brand'),
    text: read('--tidings-chart-text'),
    grid: read('--tidings-chart-grid'),
  };
}
