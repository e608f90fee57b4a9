/** Where the delivery loops report; console and the server's pino logger both fit. */
export interface DeliveryLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const silentLog: DeliveryLog = { info() {}, warn() {}, error() {} };

export interface Poller {
  start: () => void;
  /** Resolves once the step under way, if any, has finished. */
  stop: () => Promise<void>;
}

/**
 * Runs `step` over and over while it finds work, and every `idleMs` when it does not. A step
 * that throws is logged and counts as idle, so a database hiccup never ends the loop.
 */
export function createPoller(
  name: string,
  step: () => Promise<boolean>,
  options: { idleMs: number; log: DeliveryLog },
): Poller {
  let running = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;

  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, options.idleMs);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function run() {
    while (running) {
      let worked = false;
      try {
        worked = await step();
      } catch (error) {
        options.log.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!worked && running) await idle();
      // On the embedded database (PGlite) a step settles in microtasks only, so a loop that
      // keeps finding work would never give the event loop a turn: the API in the same process
      // answered no request until a whole fan-out was over.
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      loop = null;
    },
  };
}
