let supported: boolean | undefined;

/** Whether the browser can draw the chart; without a 2D canvas the chart's table shows instead. */
export function canDrawCharts(): boolean {
  supported ??= Boolean(document.createElement('canvas').getContext('2d'));
  return supported;
}
