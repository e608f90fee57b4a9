import { useEffect, useRef } from 'react';

/** SPEC.md section 9: the drawer is used below 1200 px; a swipe must start within 20 px of the edge. */
export const SIDEBAR_BREAKPOINT_PX = 1200;
export const SWIPE_EDGE_PX = 20;
/** How far a finger must travel sideways before it counts as a swipe. */
export const SWIPE_MIN_DISTANCE_PX = 50;

interface SwipeDrawerOptions {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

interface Start {
  x: number;
  y: number;
}

/** Opens the drawer by a swipe right from the left edge and closes it by a swipe left. */
export function useSwipeDrawer({ open, onOpen, onClose }: SwipeDrawerOptions): void {
  const start = useRef<Start | null>(null);

  useEffect(() => {
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      const usesDrawer = window.innerWidth < SIDEBAR_BREAKPOINT_PX;
      start.current =
        touch && usesDrawer && (open || touch.clientX <= SWIPE_EDGE_PX)
          ? { x: touch.clientX, y: touch.clientY }
          : null;
    };

    const onTouchEnd = (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_DISTANCE_PX || Math.abs(dx) <= Math.abs(dy)) return;
      if (!open && dx > 0) onOpen();
      if (open && dx < 0) onClose();
    };

    document.addEventListener('touchstart', onTouchStart, { passive: true });
    document.addEventListener('touchend', onTouchEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onTouchStart);
      document.removeEventListener('touchend', onTouchEnd);
    };
  }, [open, onOpen, onClose]);
}
