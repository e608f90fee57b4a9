/** When a provider's circuit opens, and how long it rests before a probe. */
export interface CircuitOptions {
  /** The span over which failures are counted. */
  windowMs: number;
  /** At least this many failures in the window... */
  minFailures: number;
  /** ...making at least this share of the window's calls open the circuit. */
  failureRatio: number;
  /** The first rest; each failed probe doubles it, up to `maxOpenMs`. */
  openMs: number;
  maxOpenMs: number;
}

export const DEFAULT_CIRCUIT: CircuitOptions = {
  windowMs: 10_000,
  minFailures: 20,
  failureRatio: 0.5,
  openMs: 5_000,
  maxOpenMs: 120_000,
};

/** What the circuit lets through now: everything, nothing until `until`, or one probe. */
export type CircuitVerdict =
  | { pass: 'all' }
  | { pass: 'none'; until: number }
  | { pass: 'probe' }
  /** A probe is out: wait for its answer. */
  | { pass: 'wait' };

const BUCKETS = 10;

/**
 * A circuit breaker over a provider's answers. Closed, it counts successes and failures (server
 * errors, timeouts, refused connections) in ten buckets spanning `windowMs`; when the failures
 * are both many and most, it opens: nothing is sent for `openMs`. Then it lets one probe
 * through (half-open; the rest wait for its answer): a success closes it, a failure opens it
 * again for twice as long. So a
 * provider in trouble sees a trickle instead of the full rate, and sending resumes by itself.
 */
export function createCircuitBreaker(options: CircuitOptions = DEFAULT_CIRCUIT) {
  const bucketMs = Math.max(1, Math.floor(options.windowMs / BUCKETS));
  const ok = new Array<number>(BUCKETS).fill(0);
  const failed = new Array<number>(BUCKETS).fill(0);
  let bucketStart = 0;
  let bucket = 0;
  let state: 'closed' | 'open' | 'half-open' = 'closed';
  let openUntil = 0;
  let rest = options.openMs;
  let probing = false;

  /** Moves the ring to the bucket holding `now`, clearing the buckets passed over. */
  function advance(now: number) {
    if (bucketStart === 0) bucketStart = now;
    const steps = Math.floor((now - bucketStart) / bucketMs);
    if (steps <= 0) return;
    for (let i = 1; i <= Math.min(steps, BUCKETS); i++) {
      const index = (bucket + i) % BUCKETS;
      ok[index] = 0;
      failed[index] = 0;
    }
    bucket = (bucket + steps) % BUCKETS;
    bucketStart += steps * bucketMs;
  }

  function reset() {
    ok.fill(0);
    failed.fill(0);
  }

  return {
    verdict(now: number): CircuitVerdict {
      if (state === 'open') {
        if (now < openUntil) return { pass: 'none', until: openUntil };
        state = 'half-open';
      }
      if (state === 'half-open') {
        if (probing) return { pass: 'wait' };
        probing = true;
        return { pass: 'probe' };
      }
      return { pass: 'all' };
    },

    record(success: boolean, now: number) {
      if (state === 'half-open' && probing) {
        probing = false;
        if (success) {
          state = 'closed';
          rest = options.openMs;
          reset();
        } else {
          state = 'open';
          rest = Math.min(rest * 2, options.maxOpenMs);
          openUntil = now + rest;
        }
        return;
      }
      if (state !== 'closed') return;
      advance(now);
      if (success) ok[bucket] = (ok[bucket] ?? 0) + 1;
      else failed[bucket] = (failed[bucket] ?? 0) + 1;
      if (success) return;
      const failures = failed.reduce((sum, n) => sum + n, 0);
      const total = failures + ok.reduce((sum, n) => sum + n, 0);
      if (failures >= options.minFailures && failures >= total * options.failureRatio) {
        state = 'open';
        openUntil = now + rest;
      }
    },

    state: () => state,
  };
}

export type CircuitBreaker = ReturnType<typeof createCircuitBreaker>;
