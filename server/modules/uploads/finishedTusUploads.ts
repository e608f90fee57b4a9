import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What a finished resumable upload became: the stored file's id, its size and its owner. */
export interface FinishedTusUpload {
  uploadId: string;
  size: number;
  adminId: string;
}

const SUFFIX = '.finished';

/**
 * Resumable uploads that have finished, remembered for a day beside the parts (one small file
 * each), so a client that resumes an upload whose last bytes already arrived (paused as the last
 * chunk went in, or its answer lost) learns it is complete and its id, instead of being told the
 * upload is unknown and sending the whole file again. `wait` covers the moments while the last
 * request is still storing the file.
 */
export function createFinishedTusUploads(directory: string) {
  const finishing = new Map<string, Promise<void>>();
  const pathOf = (tusId: string) => join(directory, `${tusId}${SUFFIX}`);
  return {
    /** Runs the finishing of an upload, so a resume of it waits for the outcome. */
    async finishing<T>(tusId: string, work: () => Promise<T>): Promise<T> {
      const done = work();
      finishing.set(
        tusId,
        done.then(
          () => undefined,
          () => undefined,
        ),
      );
      try {
        return await done;
      } finally {
        finishing.delete(tusId);
      }
    },

    async remember(tusId: string, finished: FinishedTusUpload): Promise<void> {
      await writeFile(pathOf(tusId), JSON.stringify(finished));
    },

    /** The finished upload, once any finishing still under way is over; null when none. */
    async find(tusId: string): Promise<FinishedTusUpload | null> {
      if (!/^[\w-]+$/.test(tusId)) return null;
      await finishing.get(tusId);
      try {
        return JSON.parse(await readFile(pathOf(tusId), 'utf8')) as FinishedTusUpload;
      } catch {
        return null;
      }
    },

    /**
     * The outcome of an upload whose every byte is in but whose finishing may not have begun
     * yet: waits for it up to `timeoutMs`; null when it failed (the file was refused).
     */
    async outcome(tusId: string, timeoutMs: number): Promise<FinishedTusUpload | null> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = await this.find(tusId);
        if (found || Date.now() >= deadline) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },

    /** Forgets uploads finished more than `maxAgeMs` ago. */
    async forgetOlderThan(maxAgeMs: number, now = Date.now()): Promise<void> {
      for (const name of await readdir(directory)) {
        if (!name.endsWith(SUFFIX)) continue;
        const path = join(directory, name);
        const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: now }));
        if (now - mtimeMs > maxAgeMs) await rm(path, { force: true });
      }
    },
  };
}
