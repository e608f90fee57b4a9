import { and, asc, count, desc, eq, ilike, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type {
  Conversion,
  Upload,
  UploadKind,
  UploadListQuery,
  UploadUpdateBody,
} from '../../../contract/uploads';
import type { Database } from '../../db/client';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { uploads as u } from '../../db/schema/uploads';
import type { Scope } from '../../plugins/tenancy';
import { uploadStillToSend } from '../messages/public';
import { inScope } from '../../db/inScope';

/** Who reads: the scope, and whether the admin sees every channel's videos (groups 1 and 4). */
export interface Reader {
  scope: Scope;
  seesPrivateVideo: boolean;
}

/** A stored upload with what serving it needs besides its wire form. */
export interface StoredUpload extends Upload {
  storageKey: string;
}

export interface NewUpload {
  companyId: string;
  channelId: string | null;
  kind: UploadKind;
  title: string;
  description: string;
  contentType: string;
  fileName: string;
  size: number;
  sha256: string;
  storageKey: string;
  createdBy: string;
  /** 'pending' for QuickTime video when ffmpeg is there, 'unavailable' when not; else 'none'. */
  conversion?: Conversion;
}

/** Where a new file goes: its company and channel, checked against the scope. */
export interface UploadTarget {
  companyId: string;
  channelId: string | null;
  enablePrivateVideo: boolean;
}

/**
 * Why a file cannot go where it was asked to: a channel the scope may not see (or, for a file
 * moved, another company's), no organisation or channel chosen, or a video to a channel that
 * does not allow them for this reader.
 */
export type UploadRefusal = { refused: 'channel_missing' | 'no_company' | 'video_off' };

/** What deleting a file came to: its storage key, null for none, or one a message still carries. */
export type UploadDeletion = string | null | { refused: 'in_use' };

const contentUrl = (id: string) => `/upload/${id}/content`;

/** The rows a scope may touch. */
function uploadInScope(scope: Scope): SQL | undefined {
  return inScope(scope, { company: u.companyId, channel: u.contentProviderId });
}

/** SPEC.md section 6: a channel's videos show to groups other than 1 and 4 only when it allows. */
function visible(reader: Reader): SQL | undefined {
  if (reader.seesPrivateVideo) return undefined;
  return or(
    not(eq(u.kind, 'video')),
    isNull(u.contentProviderId),
    eq(contentProviders.enablePrivateVideo, true),
  );
}

const SORT_COLUMNS = {
  dateCreated: u.createdAt,
  title: u.title,
  size: u.byteSize,
  durationSeconds: u.durationSeconds,
  views: u.views,
  bytesSent: u.bytesSent,
} as const;

/** The list's order: the column asked for (newest first by default), the id breaking ties. */
function orderOf(query: UploadListQuery): SQL[] {
  const column = SORT_COLUMNS[query.sort ?? 'dateCreated'];
  const descending =
    (query.order ?? (query.sort && query.sort !== 'dateCreated' ? 'asc' : 'desc')) === 'desc';
  return descending ? [desc(column), desc(u.id)] : [asc(column), asc(u.id)];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createUploadRepository(db: Database, playbackUrlOf: (id: string) => string) {
  const columns = {
    row: u,
    channelName: contentProviders.clientName,
    companySlug: companies.companyId,
  };

  function toUpload({
    row,
    channelName,
    companySlug,
  }: {
    row: typeof u.$inferSelect;
    channelName: string | null;
    companySlug: string | null;
  }): StoredUpload {
    return {
      _id: row.id,
      kind: row.kind as UploadKind,
      title: row.title,
      description: row.description,
      contentType: row.contentType,
      fileName: row.fileName,
      size: row.byteSize,
      sha256: row.sha256,
      channelID: row.contentProviderId,
      channelName,
      companyID: companySlug ?? '',
      contentUrl: contentUrl(row.id),
      playbackUrl: playbackUrlOf(row.id),
      durationSeconds: row.durationSeconds,
      durationPending: !row.probed && (row.kind === 'audio' || row.kind === 'video'),
      views: row.views,
      bytesSent: row.bytesSent,
      conversion: row.conversion as Conversion,
      dateCreated: row.createdAt.toISOString(),
      dateUpdated: row.updatedAt.toISOString(),
      storageKey: row.storageKey,
    };
  }

  const strip = ({ storageKey: _key, ...upload }: StoredUpload): Upload => upload;

  async function find(reader: Reader, id: string): Promise<StoredUpload | null> {
    const [row] = await db
      .select(columns)
      .from(u)
      .leftJoin(contentProviders, eq(contentProviders.id, u.contentProviderId))
      .innerJoin(companies, eq(companies.id, u.companyId))
      .where(and(eq(u.id, id), uploadInScope(reader.scope), visible(reader)))
      .limit(1);
    return row ? toUpload(row) : null;
  }

  /** A file by id alone, for a signed playback link (the signature stands for the reader). */
  async function findForPlayback(id: string): Promise<StoredUpload | null> {
    const [row] = await db
      .select(columns)
      .from(u)
      .leftJoin(contentProviders, eq(contentProviders.id, u.contentProviderId))
      .innerJoin(companies, eq(companies.id, u.companyId))
      .where(eq(u.id, id))
      .limit(1);
    return row ? toUpload(row) : null;
  }

  /** The channel a file is put in, checked against the scope; null channel: the company's own. */
  async function targetFor(
    scope: Scope,
    channelId: string | null,
  ): Promise<UploadTarget | UploadRefusal> {
    if (scope.kind === 'channel') {
      if (channelId !== null && channelId !== scope.channelId)
        return { refused: 'channel_missing' };
      channelId = scope.channelId;
    }
    if (channelId === null) {
      if (scope.companyId === null) return { refused: 'no_company' };
      return { companyId: scope.companyId, channelId: null, enablePrivateVideo: true };
    }
    const [channel] = await db
      .select({
        id: contentProviders.id,
        companyId: contentProviders.companyId,
        enablePrivateVideo: contentProviders.enablePrivateVideo,
      })
      .from(contentProviders)
      .where(
        and(
          eq(contentProviders.id, channelId),
          inScope(scope, { company: contentProviders.companyId }),
        ),
      )
      .limit(1);
    if (!channel) return { refused: 'channel_missing' };
    return {
      companyId: channel.companyId,
      channelId: channel.id,
      enablePrivateVideo: channel.enablePrivateVideo,
    };
  }

  return {
    find,
    findForPlayback,
    strip,
    targetFor,

    async list(
      reader: Reader,
      query: UploadListQuery,
    ): Promise<{ uploads: Upload[]; total: number }> {
      const search = query.search?.trim();
      const where = and(
        uploadInScope(reader.scope),
        visible(reader),
        query.type ? eq(u.kind, query.type) : undefined,
        query.channelID ? eq(u.contentProviderId, query.channelID) : undefined,
        search
          ? or(
              ilike(u.title, `%${escapeLike(search)}%`),
              ilike(u.fileName, `%${escapeLike(search)}%`),
            )
          : undefined,
      );
      const limit = query.limit ?? 100;
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(u)
          .leftJoin(contentProviders, eq(contentProviders.id, u.contentProviderId))
          .innerJoin(companies, eq(companies.id, u.companyId))
          .where(where)
          .orderBy(...orderOf(query))
          .limit(limit)
          .offset(query.offset ?? 0),
        db
          .select({ n: count() })
          .from(u)
          .leftJoin(contentProviders, eq(contentProviders.id, u.contentProviderId))
          .where(where),
      ]);
      return { uploads: rows.map((row) => strip(toUpload(row))), total: total?.n ?? 0 };
    },

    async insert(upload: NewUpload & { id: string }): Promise<string> {
      const [row] = await db
        .insert(u)
        .values({
          id: upload.id,
          companyId: upload.companyId,
          contentProviderId: upload.channelId,
          kind: upload.kind,
          title: upload.title,
          description: upload.description,
          contentType: upload.contentType,
          fileName: upload.fileName,
          byteSize: upload.size,
          sha256: upload.sha256,
          storageKey: upload.storageKey,
          createdBy: upload.createdBy,
          conversion: upload.conversion ?? 'none',
        })
        .returning({ id: u.id });
      if (!row) throw new Error('upload insert returned no row');
      return row.id;
    },

    /** Null: no such file for the reader; a refusal: the channel it was to move to. */
    async update(
      reader: Reader,
      id: string,
      body: UploadUpdateBody,
    ): Promise<Upload | null | UploadRefusal> {
      const current = await find(reader, id);
      if (!current) return null;
      let channelId = current.channelID;
      if (body.channelID !== undefined) {
        const target = await targetFor(reader.scope, body.channelID);
        if ('refused' in target) return target;
        if (target.companyId !== (await companyIdOf(id))) return { refused: 'channel_missing' };
        if (current.kind === 'video' && !reader.seesPrivateVideo && !target.enablePrivateVideo) {
          return { refused: 'video_off' };
        }
        channelId = target.channelId;
      }
      await db
        .update(u)
        .set({
          ...(body.title !== undefined ? { title: body.title.trim() } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          contentProviderId: channelId,
          updatedAt: sql`now()`,
        })
        .where(eq(u.id, id));
      const changed = await find({ ...reader, seesPrivateVideo: true }, id);
      return changed && strip(changed);
    },

    /**
     * Deletes the row and answers the key of the bytes to remove once that has committed; null
     * for no such file, refused while a message still to be sent carries it.
     */
    async remove(reader: Reader, id: string): Promise<UploadDeletion> {
      const current = await find(reader, id);
      if (!current) return null;
      const deleted = await db
        .delete(u)
        .where(and(eq(u.id, id), not(uploadStillToSend(u.id))))
        .returning({ id: u.id });
      if (deleted.length === 0) return { refused: 'in_use' };
      return current.storageKey;
    },

    /**
     * One response served: a view (when it began at the first byte) and its bytes, kept on the
     * file and, when it has a channel, in the channel's counters (channel_usage_counters), in
     * one statement.
     */
    async countServed(
      upload: { id: string; channelId: string | null; kind: UploadKind },
      views: number,
      bytes: number,
    ) {
      const column = upload.kind === 'audio' ? 'audio' : upload.kind === 'video' ? 'video' : 'file';
      await db.execute(sql`
        WITH file AS (
          UPDATE uploads SET views = views + ${views}, bytes_sent = bytes_sent + ${bytes}
          WHERE id = ${upload.id}
        )
        UPDATE channel_usage_counters
        SET ${sql.raw(`${column}_views`)} = ${sql.raw(`${column}_views`)} + ${views},
            ${sql.raw(`${column}_bytes_out`)} = ${sql.raw(`${column}_bytes_out`)} + ${bytes}
        WHERE content_provider_id = ${upload.channelId}`);
    },
  };

  async function companyIdOf(id: string): Promise<string | null> {
    const [row] = await db.select({ companyId: u.companyId }).from(u).where(eq(u.id, id)).limit(1);
    return row?.companyId ?? null;
  }
}

export type UploadRepository = ReturnType<typeof createUploadRepository>;
