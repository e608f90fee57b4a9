/** One reading of a sending's counters: when, and how many rows were handed over by then. */
interface Reading {
  at: number;
  handed: number;
}

export interface RateOptions {
  /** Readings older than this are forgotten (default 10 s). */
  windowMs?: number;
  /** The shortest span a recent rate is measured over (default 1.5 s). */
  minSpanMs?: number;
  /** Sendings remembered at once; the least recently read is forgotten first (default 2,000). */
  maxKeys?: number;
}

/**
 * The rate at which a sending's rows are handed over, over the last few seconds: the counters
 * keep totals only, so each read of a sending is remembered for a few seconds and the rate is
 * the difference from the oldest reading still remembered. The counters are shared, so a
 * reading made by this process is as good as any; a process that has not read the sending
 * lately answers null and the caller falls back to the average.
 */
export function createRateSampler(options: RateOptions = {}) {
  const windowMs = options.windowMs ?? 10_000;
  const minSpanMs = options.minSpanMs ?? 1_500;
  const maxKeys = options.maxKeys ?? 2_000;
  const readings = new Map<string, Reading[]>();

  return {
    /** Records `handed` at `now` (ms) for `key` and answers rows a second, or null. */
    rate(key: string, handed: number, now: number): number | null {
      // A count that went down (the counted sendings changed) starts the key afresh.
      const kept = (readings.get(key) ?? []).filter(
        (reading) => now - reading.at <= windowMs && reading.handed <= handed,
      );
      const oldest = kept[0];
      kept.push({ at: now, handed });
      readings.delete(key);
      readings.set(key, kept.slice(-20));
      if (readings.size > maxKeys) {
        const first = readings.keys().next();
        if (!first.done) readings.delete(first.value);
      }
      if (!oldest || now - oldest.at < minSpanMs) return null;
      return ((handed - oldest.handed) * 1000) / (now - oldest.at);
    },
  };
}

export type RateSampler = ReturnType<typeof createRateSampler>;
