import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tusFinishedUploads } from '../../db/schema/uploads';

/** What a finished resumable upload became: the stored file's id, its size and its owner. */
export interface FinishedTusUpload {
  uploadId: string;
  size: number;
  adminId: string;
}

/**
 * Resumable uploads that have finished, remembered for a day in the database, so a client that
 * resumes an upload whose last bytes already arrived (paused as the last chunk went in, or its
 * answer lost) learns it is complete and its id, instead of being told the upload is unknown and
 * sending the whole file again, whichever API instance the resume reaches. `outcome` covers the
 * moments while the last request is still storing the file, here or on another instance.
 */
export function createFinishedTusUploads(db: Database) {
  const finishing = new Map<string, Promise<void>>();
  return {
    /** Runs the finishing of an upload, so a resume of it on this instance waits for it. */
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
      await db
        .insert(tusFinishedUploads)
        .values({ tusId, ...finished })
        .onConflictDoNothing({ target: tusFinishedUploads.tusId });
    },

    /** The finished upload, once any finishing under way here is over; null when none. */
    async find(tusId: string): Promise<FinishedTusUpload | null> {
      if (!/^[\w-]+$/.test(tusId)) return null;
      await finishing.get(tusId);
      const [row] = await db
        .select({
          uploadId: tusFinishedUploads.uploadId,
          size: tusFinishedUploads.size,
          adminId: tusFinishedUploads.adminId,
        })
        .from(tusFinishedUploads)
        .where(eq(tusFinishedUploads.tusId, tusId));
      return row ?? null;
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
    async forgetOlderThan(maxAgeMs: number): Promise<void> {
      await db
        .delete(tusFinishedUploads)
        .where(
          lt(
            tusFinishedUploads.finishedAt,
            sql`now() - ${maxAgeMs}::bigint * interval '1 millisecond'`,
          ),
        );
    },
  };
}

export type FinishedTusUploads = ReturnType<typeof createFinishedTusUploads>;
