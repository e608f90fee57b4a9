import { useEffect, type RefObject } from 'react';

/**
 * While the drawer is open: focus moves into it, Escape closes it, and on closing focus goes
 * back to where it was (the hamburger button, usually).
 */
export function useDrawerFocus(
  drawer: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
): void {
  useEffect(() => {
    const element = drawer.current;
    if (!open || !element) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (element.contains(document.activeElement)) previous?.focus();
    };
  }, [drawer, open, onClose]);
}
