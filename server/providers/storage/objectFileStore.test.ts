import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { inTransaction } from '../../db/contextual';
import { selectRows } from '../../db/rows';
import { storedFiles } from '../../db/schema/storedFiles';
import { createFolderStore } from '../objectStorage/folderStore';
import type { ObjectStore } from '../objectStorage/objectStore';
import { createDatabaseFileStore } from './databaseFileStore';
import { createObjectFileStore } from './objectFileStore';

let t: TestApp;
let folder: string;
let objects: ObjectStore;
let acme: string;

beforeAll(async () => {
  t = await createTestApp();
  folder = await mkdtemp(join(tmpdir(), 'tidings-files-'));
  objects = createFolderStore(folder);
  const [row] = await selectRows<{ id: string }>(
    t.db,
    sql`select id from companies where company_id = 'acme'`,
  );
  acme = row?.id ?? '';
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const keyOf = async (id: string) =>
  (
    await t.db
      .select({ key: storedFiles.storageKey, bytes: storedFiles.bytes })
      .from(storedFiles)
      .where(eq(storedFiles.id, id))
  )[0];

describe('the object file store', () => {
  it('keeps the bytes in object storage and the row without them', async () => {
    const files = createObjectFileStore(t.db, objects);
    const id = await files.put({ companyId: acme, contentType: 'image/png', bytes: png });
    const row = await keyOf(id);
    expect(row?.bytes).toBeNull();
    expect(row?.key).toBe(`files/${acme}/${id}`);
    expect(await objects.head(row?.key ?? '')).toEqual({ size: png.length });
    const file = await files.get(id);
    expect(file?.bytes.equals(png)).toBe(true);
    expect(file?.contentType).toBe('image/png');
  });

  it('reads a file stored in the row before object storage took them', async () => {
    const id = await createDatabaseFileStore(t.db).put({
      companyId: acme,
      contentType: 'image/png',
      bytes: png,
    });
    expect((await createObjectFileStore(t.db, objects).get(id))?.bytes.equals(png)).toBe(true);
  });

  it('removes the object again when the write it joined rolls back', async () => {
    let key = '';
    await expect(
      inTransaction(t.db, async () => {
        const files = createObjectFileStore(t.db, objects);
        const id = await files.put({ companyId: acme, contentType: 'image/png', bytes: png });
        key = (await keyOf(id))?.key ?? '';
        expect(await objects.head(key)).not.toBeNull();
        throw new Error('the write failed after the image was stored');
      }),
    ).rejects.toThrow('the write failed');
    expect(key).not.toBe('');
    expect(await objects.head(key)).toBeNull();
  });

  it('removes a deleted file’s object only once the delete commits', async () => {
    const files = createObjectFileStore(t.db, objects);
    const id = await files.put({ companyId: acme, contentType: 'image/png', bytes: png });
    const key = (await keyOf(id))?.key ?? '';

    await expect(
      inTransaction(t.db, async () => {
        await createObjectFileStore(t.db, objects).delete(id);
        throw new Error('the write failed after the delete');
      }),
    ).rejects.toThrow('the write failed');
    expect(await objects.head(key)).not.toBeNull();
    expect((await files.get(id))?.bytes.equals(png)).toBe(true);

    await inTransaction(t.db, async () => {
      await createObjectFileStore(t.db, objects).delete(id);
      // Still there until the commit.
      expect(await objects.head(key)).not.toBeNull();
    });
    expect(await objects.head(key)).toBeNull();
    expect(await files.get(id)).toBeNull();
  });
});
