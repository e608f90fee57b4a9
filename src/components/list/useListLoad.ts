import { useCallback, useEffect, useState } from 'react';

/** What a dispatched thunk gives back: a request the screen can abort when it leaves. */
export interface AbortableRequest {
  abort: () => void;
}

/**
 * Loads a list when the screen opens, again when `load` or `reloadOn` changes (the organisation
 * in view) and when `reload()` is called (Try again, after a write). The request before is
 * aborted, so a late answer for an old scope never lands. Keep `load` stable (useCallback).
 */
export function useListLoad(load: () => AbortableRequest, reloadOn?: unknown): () => void {
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    const request = load();
    return () => request.abort();
  }, [load, reloadOn, reloads]);
  return useCallback(() => setReloads((count) => count + 1), []);
}
