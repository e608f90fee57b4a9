import { and, asc, eq, sql } from 'drizzle-orm';
import type { Banner, BannerBody } from '../../../contract/unionLinks';
import type { Database } from '../../db/client';
import { inScopeSql } from '../../db/inScope';
import { selectRows } from '../../db/rows';
import { linkTypes as t } from '../../db/schema/unionLinks';
import type { CheckedImage } from '../../lib/images';
import { isUniqueViolation } from '../../lib/pgErrors';
import type { Scope } from '../../plugins/tenancy';
import { createDatabaseFileStore } from '../../providers/storage/databaseFileStore';
import { filePath, type FileStore } from '../../providers/storage/fileStore';

const NAME_INDEX = 'link_types_channel_name_idx';

/** Why a banner write changed nothing; bannerRoutes.ts answers each with the spec's error. */
export type BannerRefusal = 'channel_missing' | 'banner_missing' | 'name_taken' | 'order_stale';

/** The write's result, or 'name_taken' when the channel already has a banner of that name. */
async function unlessDuplicate<T>(write: Promise<T>): Promise<T | 'name_taken'> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) return 'name_taken';
    throw error;
  }
}

/**
 * SPEC.md section 7, "Link types": a channel's screen banners in their order. Every write that
 * changes a channel's places (create, reorder, delete) first locks the channel's row, so two
 * admins at once take turns, and leaves the places 0..n-1.
 */
export function createBannerRepository(
  db: Database,
  fileStoreFor: (db: Database) => FileStore = createDatabaseFileStore,
) {
  /** The channel the scope may see: any for a platform admin, its company's, or its own. */
  async function channelOf(scope: Scope, channelId: string, lock = false): Promise<string | null> {
    // A platform admin reaches any channel, whichever organisation is chosen (null).
    const where = sql`id = ${channelId} and ${inScopeSql(scope, { company: sql`company_id`, channel: sql`id` }, null)}`;
    const [row] = await selectRows<{ id: string; company_id: string }>(
      db,
      sql`select id, company_id from content_providers where ${where} and is_deleted = 0
        ${lock ? sql`for no key update` : sql``}`,
    );
    return row?.company_id ?? null;
  }

  async function list(channelId: string): Promise<Banner[]> {
    const rows = await db
      .select({
        row: t,
        links: sql<number>`(select count(*)::int from union_links u where u.link_type_id = "link_types"."id")`,
      })
      .from(t)
      .where(eq(t.contentProviderId, channelId))
      .orderBy(asc(t.position), asc(t.id));
    return rows.map(({ row, links }) => ({
      _id: row.id,
      name: row.name,
      image: row.imageFileId ? filePath(row.imageFileId) : null,
      contentProviderID: row.contentProviderId,
      order: row.position,
      links: Number(links),
      dateCreated: row.dateCreated.toISOString(),
    }));
  }

  /** The banner and its channel's company, when the scope may see its channel. */
  async function banner(scope: Scope, id: string, lock = false) {
    const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
    if (!row) return null;
    const companyId = await channelOf(scope, row.contentProviderId, lock);
    return companyId ? { row, companyId } : null;
  }

  /** A banner just written: it is there, in the same transaction. */
  async function one(id: string): Promise<Banner> {
    const [row] = await db.select({ channel: t.contentProviderId }).from(t).where(eq(t.id, id));
    const found = row && (await list(row.channel)).find((item) => item._id === id);
    if (!found) throw new Error('a banner just written is not there');
    return found;
  }

  /** Closes the gaps a delete leaves: places 0..n-1 in their present order. */
  async function compact(channelId: string): Promise<void> {
    await db.execute(
      sql`update link_types set position = r.place
        from (select id, (row_number() over (order by position, id) - 1)::int as place
              from link_types where content_provider_id = ${channelId}) r
        where link_types.id = r.id and link_types.position <> r.place`,
    );
  }

  return {
    /** A channel's banners in their order. */
    async list(scope: Scope, channelId: string): Promise<Banner[] | 'channel_missing'> {
      return (await channelOf(scope, channelId)) ? list(channelId) : 'channel_missing';
    },

    /** A new banner, last in the channel's order. */
    async create(
      scope: Scope,
      channelId: string,
      body: BannerBody,
      image: CheckedImage | null,
    ): Promise<Banner | BannerRefusal> {
      const companyId = await channelOf(scope, channelId, true);
      if (!companyId) return 'channel_missing';
      const fileId = image ? await fileStoreFor(db).put({ companyId, ...image }) : null;
      const written = await unlessDuplicate(
        db
          .insert(t)
          .values({
            contentProviderId: channelId,
            name: body.name.trim(),
            imageFileId: fileId,
            position: sql`(select coalesce(max(position) + 1, 0) from link_types where content_provider_id = ${channelId})`,
          })
          .returning({ id: t.id }),
      );
      if (written === 'name_taken') return written;
      const [row] = written;
      if (!row) throw new Error('the banner insert returned no row');
      return one(row.id);
    },

    /** Renames it; a new image replaces the stored one, removeImage drops it. Its place stays. */
    async update(
      scope: Scope,
      id: string,
      body: BannerBody,
      image: CheckedImage | null,
    ): Promise<Banner | BannerRefusal> {
      const found = await banner(scope, id);
      if (!found) return 'banner_missing';
      const { row, companyId } = found;
      const files = fileStoreFor(db);
      const values: Partial<typeof t.$inferInsert> = { name: body.name.trim() };
      let replaced: string | null = null;
      if (image || body.removeImage === true) {
        values.imageFileId = image ? await files.put({ companyId, ...image }) : null;
        replaced = row.imageFileId;
      }
      if ((await unlessDuplicate(db.update(t).set(values).where(eq(t.id, id)))) === 'name_taken') {
        return 'name_taken';
      }
      if (replaced) await files.delete(replaced);
      return one(id);
    },

    /**
     * Puts the channel's banners in the order given, in one statement under the channel's lock.
     * The list must name every banner of the channel once: one made or deleted meanwhile by
     * someone else answers 'order_stale' and changes nothing.
     */
    async reorder(
      scope: Scope,
      channelId: string,
      ids: readonly string[],
    ): Promise<Banner[] | BannerRefusal> {
      if (!(await channelOf(scope, channelId, true))) return 'channel_missing';
      const current = await db
        .select({ id: t.id })
        .from(t)
        .where(eq(t.contentProviderId, channelId));
      const known = new Set(current.map((row) => row.id));
      if (ids.length !== known.size || ids.some((id) => !known.has(id))) return 'order_stale';
      const places = sql.join(
        ids.map((id, place) => sql`(${id}::uuid, ${place}::int)`),
        sql`, `,
      );
      await db.execute(
        sql`update link_types set position = v.place from (values ${places}) as v(id, place)
          where link_types.id = v.id and link_types.content_provider_id = ${channelId}
            and link_types.position <> v.place`,
      );
      return list(channelId);
    },

    /** Deletes it and its image; the links it held stay, in no banner. The rest close up. */
    async remove(scope: Scope, id: string): Promise<{ _id: string } | 'banner_missing'> {
      const found = await banner(scope, id, true);
      if (!found) return 'banner_missing';
      const { row } = found;
      await db.delete(t).where(and(eq(t.id, id), eq(t.contentProviderId, row.contentProviderId)));
      if (row.imageFileId) await fileStoreFor(db).delete(row.imageFileId);
      await compact(row.contentProviderId);
      return { _id: id };
    },
  };
}

export type BannerRepository = ReturnType<typeof createBannerRepository>;
