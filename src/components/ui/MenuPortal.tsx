import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders a dropdown menu into the body. A menu inside a scrolling table is clipped by the
 * table's scroll box; from the body it overlays the page, and React context still reaches it.
 */
export function MenuPortal({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}
