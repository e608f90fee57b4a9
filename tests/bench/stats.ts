/** Percentile of already-measured durations (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export async function timeEach(
  times: number,
  run: (i: number) => Promise<unknown>,
): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run(i);
    durations.push(performance.now() - started);
  }
  return durations;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
