import { describe, expect, it } from 'vitest';
import { createPoller, silentLog } from './poller';

describe('createPoller', () => {
  it('gives the event loop a turn between steps that settle without I/O', async () => {
    // A step on the embedded database resolves in microtasks only; while it keeps finding work,
    // timers and requests of the same process must still run.
    let steps = 0;
    const poller = createPoller('busy', () => Promise.resolve((steps += 1) < 1_000_000), {
      idleMs: 10,
      log: silentLog,
    });
    poller.start();
    const stepsWhenTimerRan = await new Promise<number>((resolve) =>
      setTimeout(() => resolve(steps), 5),
    );
    await poller.stop();
    expect(stepsWhenTimerRan).toBeGreaterThan(0);
    expect(stepsWhenTimerRan).toBeLessThan(1_000_000);
  });

  it('keeps looping after a step throws', async () => {
    let steps = 0;
    const errors: string[] = [];
    const poller = createPoller(
      'flaky',
      () => {
        steps += 1;
        return steps === 1 ? Promise.reject(new Error('connection lost')) : Promise.resolve(false);
      },
      { idleMs: 1, log: { ...silentLog, error: (line) => errors.push(line) } },
    );
    poller.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await poller.stop();
    expect(errors).toEqual(['flaky: connection lost']);
    expect(steps).toBeGreaterThan(2);
  });
});
