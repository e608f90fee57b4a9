import { useEffect, useRef, type RefObject } from 'react';

/** Below this width the page shows the list or the thread, not both (Chat.css). */
const ONE_PANE = '(max-width: 767.98px)';

const onePane = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(ONE_PANE).matches;

/**
 * On a phone, opening a conversation hides the list, so focus moves to the thread's heading;
 * going back puts it on the conversation that was open. Side by side, focus stays put.
 */
export function useThreadFocus(
  selectedId: string | null,
  headingRef: RefObject<HTMLElement | null>,
  listRef: RefObject<HTMLElement | null>,
): void {
  const previous = useRef(selectedId);
  useEffect(() => {
    const before = previous.current;
    previous.current = selectedId;
    if (before === selectedId || !onePane()) return;
    if (selectedId) headingRef.current?.focus();
    else if (before)
      listRef.current?.querySelector<HTMLElement>(`[data-conversation="${before}"]`)?.focus();
  }, [selectedId, headingRef, listRef]);
}
