import { describe, expect, it } from 'vitest';
import { createCircuitBreaker } from './circuitBreaker';
import { createFlowGate } from './flowGate';
import { retryAfterMs } from './retryAfter';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a provider flow gate', () => {
  it('never lets more than its concurrency in flight, and serves waiters in order', async () => {
    const gate = createFlowGate({ concurrency: 2, ratePerSecond: 0 });
    const served: number[] = [];
    const turns = [1, 2, 3, 4].map((n) =>
      gate.take().then((turn) => {
        served.push(n);
        return turn;
      }),
    );
    await tick();
    expect(served).toEqual([1, 2]);
    expect(gate.state()).toMatchObject({ inFlight: 2, waiting: 2 });
    const first = await turns[0];
    if (!first?.go) throw new Error('expected a turn');
    gate.done(first, 'success');
    await tick();
    expect(served).toEqual([1, 2, 3]);
    expect(gate.state().inFlight).toBe(2);
  });

  it('starts no more than its rate a second', async () => {
    const gate = createFlowGate({ concurrency: 1000, ratePerSecond: 200 });
    const started = performance.now();
    const turns = await Promise.all(Array.from({ length: 60 }, () => gate.take()));
    const elapsed = performance.now() - started;
    expect(turns.every((t) => t.go)).toBe(true);
    // A burst of a tenth of a second's worth (20), then 40 more at 200 a second: about 200 ms.
    expect(elapsed).toBeGreaterThanOrEqual(180);
  });

  it('holds everything during a short pause, and hands back what a long pause would keep', async () => {
    let now = 1_000_000;
    const gate = createFlowGate({ concurrency: 10, ratePerSecond: 0, maxWaitMs: 5_000 }, () => now);
    gate.pauseUntil(now + 2_000);
    let served = false;
    void gate.take().then(() => (served = true));
    await tick();
    expect(served).toBe(false);
    gate.pauseUntil(now + 60_000);
    const turn = await gate.take();
    expect(turn).toEqual({
      go: false,
      retryAt: now + 60_000,
      why: 'the provider asked us to wait',
    });
    expect(served).toBe(true);
    now += 60_000;
    expect((await gate.take()).go).toBe(true);
  });

  it('hands every waiter back when asked to stop', async () => {
    const gate = createFlowGate({ concurrency: 1, ratePerSecond: 0 });
    const first = await gate.take();
    const waiting = [gate.take(), gate.take()];
    gate.release('stopping');
    const answers = await Promise.all(waiting);
    expect(answers.every((a) => !a.go)).toBe(true);
    expect(first.go).toBe(true);
  });
});

describe('a circuit breaker', () => {
  const options = {
    windowMs: 10_000,
    minFailures: 5,
    failureRatio: 0.5,
    openMs: 1_000,
    maxOpenMs: 4_000,
  };

  it('opens on a storm of failures, probes after its rest, and closes on a success', () => {
    const circuit = createCircuitBreaker(options);
    let now = 0;
    for (let i = 0; i < 10; i++) circuit.record(true, (now += 10));
    for (let i = 0; i < 9; i++) circuit.record(false, (now += 10));
    // 9 failures of 19: not most of them.
    expect(circuit.verdict(now).pass).toBe('all');
    circuit.record(false, (now += 10));
    expect(circuit.verdict(now)).toEqual({ pass: 'none', until: now + 1_000 });
    now += 1_000;
    expect(circuit.verdict(now)).toEqual({ pass: 'probe' });
    // One probe at a time: the rest wait for its answer.
    expect(circuit.verdict(now).pass).toBe('wait');
    circuit.record(false, now);
    // A failed probe rests twice as long.
    expect(circuit.verdict(now)).toEqual({ pass: 'none', until: now + 2_000 });
    now += 2_000;
    expect(circuit.verdict(now).pass).toBe('probe');
    circuit.record(true, now);
    expect(circuit.state()).toBe('closed');
    expect(circuit.verdict(now).pass).toBe('all');
  });

  it('forgets failures older than its window', () => {
    const circuit = createCircuitBreaker(options);
    for (let i = 0; i < 4; i++) circuit.record(false, i);
    circuit.record(false, 20_000);
    expect(circuit.state()).toBe('closed');
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates, and ignores what it cannot read', () => {
    const now = Date.parse('2026-06-01T10:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2_000);
    expect(retryAfterMs('Mon, 01 Jun 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs(undefined, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('999999', now)).toBe(3_600_000);
  });
});
