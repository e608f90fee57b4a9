import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { afterCommit, afterRollback } from '../../db/contextual';
import { storedFiles } from '../../db/schema/storedFiles';
import type { ObjectStore } from '../objectStorage/objectStore';
import type { FileStore } from './fileStore';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Images in object storage (the folder under DATA_DIR or S3, as uploads are), their rows in
 * `stored_files`. The row joins the caller's transaction; the object cannot, so it is written
 * first and removed again if that transaction rolls back, and a deleted row's object is removed
 * only once the delete has committed. Files stored in the row's own `bytes` before (and the
 * demo's) are read as they are.
 */
export function createObjectFileStore(db: Database, objects: ObjectStore): FileStore {
  return {
    async put({ companyId, contentType, bytes }) {
      const id = randomUUID();
      const key = `files/${companyId ?? 'platform'}/${id}`;
      await objects.put(key, Readable.from([bytes]), contentType);
      afterRollback(() => objects.delete(key));
      try {
        await db.insert(storedFiles).values({
          id,
          companyId,
          contentType,
          byteSize: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          storageKey: key,
        });
      } catch (error) {
        await objects.delete(key).catch(() => undefined);
        throw error;
      }
      return id;
    },

    async get(id) {
      if (!UUID.test(id)) return null;
      const [row] = await db
        .select({
          id: storedFiles.id,
          contentType: storedFiles.contentType,
          bytes: storedFiles.bytes,
          storageKey: storedFiles.storageKey,
          sha256: storedFiles.sha256,
        })
        .from(storedFiles)
        .where(eq(storedFiles.id, id))
        .limit(1);
      if (!row) return null;
      const { storageKey, bytes, ...file } = row;
      if (bytes) return { ...file, bytes };
      const stream = storageKey ? await objects.read(storageKey) : null;
      return stream ? { ...file, bytes: await bytesOf(stream) } : null;
    },

    async delete(id) {
      if (!UUID.test(id)) return;
      const [row] = await db
        .delete(storedFiles)
        .where(eq(storedFiles.id, id))
        .returning({ storageKey: storedFiles.storageKey });
      const key = row?.storageKey;
      if (key) await afterCommit(() => objects.delete(key));
    },
  };
}
