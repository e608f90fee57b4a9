import { useEffect, useRef, useState } from 'react';

/** Whole seconds left of a countdown that runs while `running`; calls onEnd at zero. */
export function useCountdown(seconds: number, running: boolean, onEnd: () => void): number {
  const [left, setLeft] = useState(seconds);
  const onEndRef = useRef(onEnd);

  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  useEffect(() => {
    if (!running) return;
    const deadline = Date.now() + seconds * 1000;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(interval);
        onEndRef.current();
      }
    };
    const interval = window.setInterval(tick, 1000);
    return () => {
      window.clearInterval(interval);
      setLeft(seconds);
    };
  }, [running, seconds]);

  return left;
}
