import { createCircuitBreaker, DEFAULT_CIRCUIT, type CircuitOptions } from './circuitBreaker';

/** How hard one provider may be driven. */
export interface FlowLimits {
  /** Requests in flight at once. */
  concurrency: number;
  /** Requests started a second; 0: no limit. */
  ratePerSecond: number;
  /**
   * A delivery waits for its turn at most this long (behind a Retry-After pause); a longer pause
   * hands it back to the database to be taken again when the pause ends.
   */
  maxWaitMs?: number;
  circuit?: CircuitOptions;
}

/** A turn to call the provider, or the time to come back at without calling it. */
export type Turn = { go: true; probe: boolean } | { go: false; retryAt: number; why: string };

interface Waiter {
  resolve: (turn: Turn) => void;
}

/**
 * The flow control of one provider: at most `concurrency` requests in flight and `ratePerSecond`
 * started a second (a token bucket holding a tenth of a second's worth), none while a
 * Retry-After pause lasts, none while the circuit is open. Callers take a turn, call, and give
 * the turn back with the outcome. Waiters are served in order, by one timer, not one each.
 */
export function createFlowGate(limits: FlowLimits, now: () => number = Date.now) {
  const concurrency = Math.max(1, limits.concurrency);
  const rate = Math.max(0, limits.ratePerSecond);
  const burst = Math.max(1, rate / 10);
  const maxWaitMs = limits.maxWaitMs ?? 10_000;
  const circuit = createCircuitBreaker(limits.circuit ?? DEFAULT_CIRCUIT);
  const queue: Waiter[] = [];
  let head = 0;
  let inFlight = 0;
  let pausedUntil = 0;
  let tokens = burst;
  let refilledAt = now();
  let timer: NodeJS.Timeout | null = null;
  let timerAt = 0;

  const waiting = () => queue.length - head;

  function next(): Waiter | undefined {
    const waiter = queue[head];
    if (!waiter) return undefined;
    queue[head++] = undefined as unknown as Waiter;
    // Compact now and then, so a long run does not keep every served waiter's slot.
    if (head > 1024 && head * 2 > queue.length) {
      queue.splice(0, head);
      head = 0;
    }
    return waiter;
  }

  function wakeAt(at: number) {
    if (timer && timerAt <= at) return;
    if (timer) clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(
      () => {
        timer = null;
        pump();
      },
      Math.max(1, at - now()),
    );
  }

  /** Hands every waiter back with the time to come back at. */
  function deferAll(retryAt: number, why: string) {
    for (let waiter = next(); waiter; waiter = next()) waiter.resolve({ go: false, retryAt, why });
  }

  function pump() {
    while (waiting() > 0 && inFlight < concurrency) {
      const t = now();
      if (t < pausedUntil) {
        if (pausedUntil - t > maxWaitMs) deferAll(pausedUntil, 'the provider asked us to wait');
        else wakeAt(pausedUntil);
        return;
      }
      if (rate > 0) {
        tokens = Math.min(burst, tokens + ((t - refilledAt) * rate) / 1000);
        refilledAt = t;
        if (tokens < 1) {
          wakeAt(t + Math.ceil(((1 - tokens) * 1000) / rate));
          return;
        }
      }
      const verdict = circuit.verdict(t);
      if (verdict.pass === 'none') {
        deferAll(verdict.until, 'the provider is failing; its circuit is open');
        return;
      }
      // The probe's answer calls pump again.
      if (verdict.pass === 'wait') return;
      if (rate > 0) tokens -= 1;
      inFlight++;
      next()?.resolve({ go: true, probe: verdict.pass === 'probe' });
    }
  }

  /** A turn now, without queueing, when nobody waits and every limit allows one. */
  function tryTake(): { go: true; probe: false } | null {
    if (waiting() > 0 || inFlight >= concurrency) return null;
    const t = now();
    if (t < pausedUntil || circuit.state() !== 'closed') return null;
    if (rate > 0) {
      tokens = Math.min(burst, tokens + ((t - refilledAt) * rate) / 1000);
      refilledAt = t;
      if (tokens < 1) return null;
      tokens -= 1;
    }
    inFlight++;
    return { go: true, probe: false };
  }

  return {
    tryTake,
    /** Resolves when the provider may be called, or with when to come back. */
    take(): Promise<Turn> {
      return new Promise<Turn>((resolve) => {
        queue.push({ resolve });
        pump();
      });
    },
    /**
     * Gives a turn back with what the provider did: answered ('success'), failed in a way that
     * counts against the circuit (server error, timeout, no connection), or neither (a refusal
     * of this one message, a throttle). A probe's neutral answer still shows the provider is up.
     */
    done(turn: { probe: boolean }, outcome: 'success' | 'failure' | 'neutral') {
      inFlight--;
      if (outcome !== 'neutral' || turn.probe) circuit.record(outcome !== 'failure', now());
      pump();
    },
    /** Holds every call until `until` (a Retry-After), however many are waiting. */
    pauseUntil(until: number) {
      if (until > pausedUntil) pausedUntil = until;
      pump();
    },
    /** Hands every waiter back at once, to be taken again right away. */
    release(why: string) {
      deferAll(now(), why);
    },
    state: () => ({
      inFlight,
      waiting: waiting(),
      circuit: circuit.state(),
      pausedUntil: pausedUntil > now() ? pausedUntil : 0,
    }),
  };
}

export type FlowGate = ReturnType<typeof createFlowGate>;
