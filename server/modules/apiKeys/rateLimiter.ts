import { TooManyRequests } from '../../lib/errors';

const WINDOW_MS = 60_000;

/**
 * Each key's calls counted per minute on the clock, in this process's memory: no write per call.
 * Several API processes each allow the limit (docs/decisions.md, "API keys").
 */
export function createKeyRateLimiter(perMinute: number) {
  const windows = new Map<string, { start: number; calls: number }>();

  return {
    /** Counts a call of the key; throws 429 with Retry-After beyond the limit (0: no limit). */
    count(keyId: string, now: Date): void {
      if (perMinute <= 0) return;
      const start = Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS;
      const window = windows.get(keyId);
      if (!window || window.start !== start) {
        if (windows.size > 10_000) {
          for (const [id, old] of windows) if (old.start !== start) windows.delete(id);
        }
        windows.set(keyId, { start, calls: 1 });
        return;
      }
      window.calls += 1;
      if (window.calls > perMinute) {
        throw new TooManyRequests(
          'too_many_attempts',
          `This API key made more than ${perMinute} calls this minute. Wait and try again.`,
          (start + WINDOW_MS - now.getTime()) / 1000,
        );
      }
    },
  };
}
