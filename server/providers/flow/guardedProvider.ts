import type {
  Delivery,
  DeliveryProvider,
  DeliveryResult,
  FailureReason,
  ProviderCallOutcome,
} from '../delivery';
import { PROVIDER_CALL_OUTCOMES } from '../delivery';
import { createFlowGate, type FlowLimits } from './flowGate';

/** What one call to a provider came to, as its adapter reads the answer. */
export type Attempt =
  | { kind: 'accepted' }
  /** This message refused: a bad token, an unknown number. Says nothing of the provider. */
  | { kind: 'refused'; error: string; permanent: boolean; gone?: boolean }
  /** 429: the provider wants less; `retryAfterMs` from its Retry-After, when it sent one. */
  | { kind: 'throttled'; error: string; retryAfterMs: number | null }
  /** A server error, a timeout or no connection: counts against the provider's circuit. */
  | { kind: 'failed'; error: string; timeout?: boolean };

function outcomeOf(attempt: Attempt): ProviderCallOutcome {
  if (attempt.kind === 'refused') return attempt.gone ? 'gone' : 'refused';
  if (attempt.kind === 'failed') return attempt.timeout ? 'timeout' : 'failed';
  return attempt.kind;
}

/** How many times one delivery is tried again in place after a 429, before it goes back. */
const THROTTLED_TRIES = 5;

/** The pause after a 429 without Retry-After: 1 s, doubling while they keep coming, at most 1 min. */
const throttlePauseMs = (streak: number) => Math.min(60_000, 1000 * 2 ** Math.min(streak, 6));

/**
 * A real adapter's `send`, with its flow: each delivery takes a turn at the provider's gate
 * (concurrency, rate, Retry-After pause, circuit), makes one call, and gives the turn back with
 * the outcome. A 429 pauses the whole provider for its Retry-After and the delivery waits its
 * turn again; when the provider is paused for long or its circuit is open, the delivery comes
 * back unsent with the time to try again, and the dispatcher puts it back in the outbox.
 */
export function guardProvider(options: {
  kind: string;
  limits: FlowLimits;
  attempt: (delivery: Delivery) => Promise<Attempt>;
  close?: () => Promise<void>;
  now?: () => number;
}): DeliveryProvider {
  const now = options.now ?? Date.now;
  const gate = createFlowGate(options.limits, now);
  let throttleStreak = 0;
  // Every turn's outcome, for the metrics (tidings_provider_calls_total).
  const calls = Object.fromEntries(PROVIDER_CALL_OUTCOMES.map((outcome) => [outcome, 0])) as Record<
    ProviderCallOutcome,
    number
  >;

  const failure = (
    delivery: Delivery,
    reason: FailureReason,
    error: string,
    extra: { permanent?: boolean; gone?: boolean; retryAt?: number } = {},
  ): DeliveryResult => ({
    receiptId: delivery.receiptId,
    ok: false,
    error,
    permanent: extra.permanent ?? false,
    reason,
    ...(extra.gone ? { gone: true as const } : {}),
    ...(extra.retryAt !== undefined ? { retryAt: extra.retryAt } : {}),
  });

  async function callOnce(delivery: Delivery): Promise<Attempt> {
    try {
      return await options.attempt(delivery);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { kind: 'failed', error: `${options.kind}: ${message}` };
    }
  }

  async function send(delivery: Delivery): Promise<DeliveryResult> {
    for (let tries = 1; ; tries++) {
      // Most turns are free at once: no promise, no queue.
      const turn = gate.tryTake() ?? (await gate.take());
      if (!turn.go) {
        calls.held++;
        const reason = turn.why.includes('circuit') ? 'unavailable' : 'throttled';
        return failure(delivery, reason, `${options.kind}: ${turn.why}`, {
          retryAt: turn.retryAt,
        });
      }
      const attempt = await callOnce(delivery);
      calls[outcomeOf(attempt)]++;
      if (attempt.kind === 'throttled') {
        // Paused before the turn is given back, so no waiter slips through in between.
        const pause = attempt.retryAfterMs ?? throttlePauseMs(throttleStreak++);
        gate.pauseUntil(now() + pause);
        gate.done(turn, 'neutral');
        if (tries < THROTTLED_TRIES) continue;
        return failure(delivery, 'throttled', attempt.error, { retryAt: now() + pause });
      }
      throttleStreak = 0;
      if (attempt.kind === 'accepted') {
        gate.done(turn, 'success');
        return { receiptId: delivery.receiptId, ok: true };
      }
      if (attempt.kind === 'refused') {
        gate.done(turn, 'neutral');
        return failure(delivery, attempt.gone ? 'unregistered' : 'rejected', attempt.error, {
          permanent: attempt.permanent,
          gone: attempt.gone ?? false,
        });
      }
      gate.done(turn, 'failure');
      return failure(delivery, attempt.timeout ? 'timeout' : 'unavailable', attempt.error);
    }
  }

  return {
    kind: options.kind,
    send,
    flow: () => ({ ...gate.state(), calls: { ...calls } }),
    stop: () => gate.release('the dispatcher is stopping'),
    close: options.close,
  };
}
