import { and, asc, eq, inArray, not, or, sql } from 'drizzle-orm';
import type { Conversion, UploadKind } from '../../../contract/uploads';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { uploads as u } from '../../db/schema/uploads';

/** What the media worker needs of a file. */
export interface MediaItem {
  id: string;
  kind: UploadKind;
  channelId: string | null;
  fileName: string;
  byteSize: number;
  storageKey: string;
  probed: boolean;
  conversion: Conversion;
}

/** The bytes a conversion made, stored under a key of their own. */
export interface ConvertedFile {
  storageKey: string;
  size: number;
  sha256: string;
  fileName: string;
  /** How long ffmpeg took: the channel's movConversionMs grows by it. */
  tookMs: number;
}

/** The uploads' media facts and conversions, written by the media worker outside any request. */
export function createMediaRepository(db: Database) {
  return {
    /** Files with work left: a conversion pending, audio or video not yet probed, oldest first. */
    async unfinished(limit = 1000): Promise<string[]> {
      const rows = await db
        .select({ id: u.id })
        .from(u)
        .where(
          or(eq(u.conversion, 'pending'), and(not(u.probed), inArray(u.kind, ['audio', 'video']))),
        )
        .orderBy(asc(u.createdAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async item(id: string): Promise<MediaItem | null> {
      const [row] = await db
        .select({
          id: u.id,
          kind: u.kind,
          channelId: u.contentProviderId,
          fileName: u.fileName,
          byteSize: u.byteSize,
          storageKey: u.storageKey,
          probed: u.probed,
          conversion: u.conversion,
        })
        .from(u)
        .where(eq(u.id, id))
        .limit(1);
      return row
        ? { ...row, kind: row.kind as UploadKind, conversion: row.conversion as Conversion }
        : null;
    },

    async setDuration(id: string, seconds: number | null) {
      await db.update(u).set({ durationSeconds: seconds, probed: true }).where(eq(u.id, id));
    },

    async setConversion(id: string, conversion: Conversion) {
      await db.update(u).set({ conversion }).where(eq(u.id, id));
    },

    /**
     * Points the row at the converted bytes and adds the time to its channel's movConversionMs,
     * in one statement; only while the row still holds the original (answers false when it was
     * deleted or changed meanwhile, and the caller removes the converted bytes).
     */
    async useConverted(item: MediaItem, converted: ConvertedFile): Promise<boolean> {
      const rows = await selectRows<{ id: string }>(
        db,
        sql`
        WITH file AS (
          UPDATE uploads
          SET storage_key = ${converted.storageKey}, byte_size = ${converted.size},
              sha256 = ${converted.sha256}, content_type = 'video/mp4',
              file_name = ${converted.fileName}, conversion = 'done'
          WHERE id = ${item.id} AND storage_key = ${item.storageKey} AND conversion = 'pending'
          RETURNING id, content_provider_id
        ),
        channel AS (
          UPDATE channel_usage_counters c
          SET mov_conversion_ms = c.mov_conversion_ms + ${Math.round(converted.tookMs)}
          FROM file WHERE c.content_provider_id = file.content_provider_id
        )
        SELECT id FROM file`,
      );
      return rows.length > 0;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
