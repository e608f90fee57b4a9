import { useEffect, useRef } from 'react';

/** How long between asks, and the most asks for one screen (about three minutes). */
export const LENGTH_WAIT_MS = 3000;
const MOST_ASKS = 60;

/**
 * Asks again (`reload`) every few seconds while a file shown still waits for its length to be
 * read (`durationPending`: ffprobe runs after the upload), so the list and the facts show it once
 * known instead of the length the screen was first loaded with.
 */
export function useLengthWait(pending: boolean, busy: boolean, reload: () => void): void {
  const asks = useRef(0);
  useEffect(() => {
    if (!pending || busy || asks.current >= MOST_ASKS) return;
    const timer = setTimeout(() => {
      asks.current += 1;
      reload();
    }, LENGTH_WAIT_MS);
    return () => clearTimeout(timer);
  }, [pending, busy, reload]);
}
