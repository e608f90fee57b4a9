/**
 * What the analytics charts need from the page, as the dashboard's chart has it
 * (features/dashboard/components/canvasSupport.ts and chartColors.ts). A copy, not shared: a
 * module several charts import becomes a chunk of its own that the sign-in page's first download
 * has to name, and that download is at its budget.
 */
let supported: boolean | undefined;

/** Whether the browser can draw the charts; without a 2D canvas their tables show instead. */
export function canDrawCharts(): boolean {
  supported ??= Boolean(document.createElement('canvas').getContext('2d'));
  return supported;
}

/** A CSS variable's value on <html>, for the canvas, which cannot use variables itself. */
export function cssVariable(name: string): string | undefined {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || undefined;
}
