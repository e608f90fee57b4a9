import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, type ObjectStore } from './objectStore';

const isMissing = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/**
 * Objects as files under `root` (DATA_DIR/uploads by default). A put writes to a temporary file
 * beside the target and renames it when the stream ends, so a reader never sees half a file and a
 * failed upload leaves nothing.
 */
export function createFolderStore(root: string): ObjectStore {
  const pathOf = (key: string) => {
    assertKey(key);
    return join(root, ...key.split('/'));
  };

  return {
    kind: 'folder',

    async put(key, body) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}.partial`;
      // Opened before the copy starts: a write stream opens its file on its own time, so a body
      // that failed at once left the file created after the cleanup below had run.
      const file = await open(partial, 'wx');
      try {
        await pipeline(body, file.createWriteStream());
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      const { size } = await stat(target);
      return { size };
    },

    async read(key, range) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const stream: Readable = createReadStream(
        path,
        range ? { start: range.start, end: range.end } : {},
      );
      return stream;
    },

    async head(key) {
      try {
        const { size } = await stat(pathOf(key));
        return { size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
