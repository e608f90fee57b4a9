import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedFiles } from '../../db/schema/storedFiles';
import type { FileStore } from './fileStore';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Files whose bytes are in the `stored_files` row itself: the demo seed's images, and files stored
 * before object storage took them. `db` may be a transaction, so a file joins its write.
 */
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
      // A file kept in object storage is not this store's to read (objectFileStore reads both).
      return row?.bytes ? { ...row, bytes: row.bytes } : null;
    },

    async delete(id) {
      if (!UUID.test(id)) return;
      await db.delete(storedFiles).where(eq(storedFiles.id, id));
    },
  };
}
