import { useEffect, useRef } from 'react';

const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'wheel',
  'scroll',
  'touchstart',
  'pointerdown',
] as const;

/**
 * Calls onIdle once `timeoutMs` pass without user activity. Activity only records a time, and a
 * single timer checks it when due: cheap on every mouse move, and right after a sleeping laptop
 * wakes. Timers and Date.now, so fake clocks (vitest, Playwright) drive it.
 */
export function useIdleTimer(timeoutMs: number, onIdle: () => void, enabled: boolean): void {
  const onIdleRef = useRef(onIdle);

  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    if (!enabled) return;
    let lastActivity = Date.now();
    let timer = 0;

    const check = () => {
      const idleFor = Date.now() - lastActivity;
      if (idleFor >= timeoutMs) onIdleRef.current();
      else timer = window.setTimeout(check, timeoutMs - idleFor);
    };
    const onActivity = () => {
      lastActivity = Date.now();
    };

    for (const name of ACTIVITY_EVENTS) {
      document.addEventListener(name, onActivity, { capture: true, passive: true });
    }
    timer = window.setTimeout(check, timeoutMs);
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) {
        document.removeEventListener(name, onActivity, { capture: true });
      }
    };
  }, [enabled, timeoutMs]);
}
