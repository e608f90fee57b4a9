import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedFiles } from '../../db/schema/storedFiles';
import type { FileStore } from './fileStore';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Files in the `stored_files` table; `db` may be a transaction, so a file joins its write. */
export function createDatabaseFileStore(db: Database): FileStore {
  return {
    async put({ companyId, contentType, bytes }) {
      const [row] = await db
        .insert(storedFiles)
        .values({
          companyId,
          contentType,
          byteSize: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          bytes,
        })
        .returning({ id: storedFiles.id });
      if (!row) throw new Error('stored file insert returned no row');
      return row.id;
    },

    async get(id) {
      if (!UUID.test(id)) return null;
      const [row] = await db
        .select({
          id: storedFiles.id,
          contentType: storedFiles.contentType,
          bytes: storedFiles.bytes,
          sha256: storedFiles.sha256,
        })
        .from(storedFiles)
        .where(eq(storedFiles.id, id))
        .limit(1);
      return row ?? null;
    },

    async delete(id) {
      if (!UUID.test(id)) return;
      await db.delete(storedFiles).where(eq(storedFiles.id, id));
    },
  };
}
