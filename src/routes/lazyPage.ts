import type { ComponentType } from 'react';

/** How long a page's code may take to arrive before the route shows the retry screen. */
export const LAZY_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';

  constructor(chunkId: string, options?: ErrorOptions) {
    super(`Loading chunk ${chunkId} failed`, options);
  }
}

/**
 * Loads a page's chunk, failing with ChunkLoadError when the import fails or takes longer
 * than the timeout (a deploy replaced the chunk, or the network dropped).
 */
export function loadPage(
  chunkId: string,
  page: () => Promise<ComponentType>,
  timeoutMs = LAZY_LOAD_TIMEOUT_MS,
): Promise<ComponentType> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunkId)), timeoutMs);
  });
  const load = page().catch((cause: unknown) => {
    throw new ChunkLoadError(chunkId, { cause });
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
