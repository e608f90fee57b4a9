/**
 * Whether the page has asked for a toast yet. The toast container (and the toast library with
 * it) mounts with the first toast, not with the page: /login shows none until something
 * happens, and its first download stays within its budget. Toasts asked for before the
 * container mounts wait in the library's queue and show once it does.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const toastsWanted = (): boolean => wanted;
