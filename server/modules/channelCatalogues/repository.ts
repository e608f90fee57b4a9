import { sql, type SQL } from 'drizzle-orm';
import type {
  CatalogueBody,
  CatalogueChannel,
  CatalogueItem,
  CatalogueKind,
} from '../../../contract/channelCatalogues';
import type { ErrorCode } from '../../../contract/errorCodes';
import type { Database } from '../../db/client';
import { inScopeSql } from '../../db/inScope';
import { selectRows } from '../../db/rows';
import type { CheckedImage } from '../../lib/images';
import { isUniqueViolation } from '../../lib/pgErrors';
import type { Scope } from '../../plugins/tenancy';
import { createDatabaseFileStore } from '../../providers/storage/databaseFileStore';
import { filePath, type FileStore } from '../../providers/storage/fileStore';

/** What differs between the four catalogues; everything else is one implementation. */
interface KindSpec {
  table: string;
  /** The content_providers column that places a channel in it. */
  channelColumn: string;
  nameIndex: string;
  label: string;
  duplicate: { code: ErrorCode; message: string };
  hasImage: boolean;
}

export const KIND_SPECS: Readonly<Record<CatalogueKind, KindSpec>> = {
  category: {
    table: 'channel_categories',
    channelColumn: 'category_id',
    nameIndex: 'channel_categories_company_name_idx',
    label: 'Category',
    duplicate: {
      code: 'error_channel_category_exists',
      message: 'Channel Category Already Exists.',
    },
    hasImage: true,
  },
  type: {
    table: 'channel_types',
    channelColumn: 'type_id',
    nameIndex: 'channel_types_company_name_idx',
    label: 'Type',
    duplicate: { code: 'error_channel_type_exists', message: 'Channel type Already Exists.' },
    hasImage: true,
  },
  group: {
    table: 'channel_groups',
    channelColumn: 'group_id',
    nameIndex: 'channel_groups_company_name_idx',
    label: 'Group',
    duplicate: { code: 'error_channel_group_exists', message: 'Channel Group Already Exists.' },
    hasImage: true,
  },
  unionType: {
    table: 'channel_union_types',
    channelColumn: 'union_type_id',
    nameIndex: 'channel_union_types_company_name_idx',
    label: 'Union type',
    duplicate: { code: 'error_channel_union_type_exists', message: 'Union Type Already Exists.' },
    hasImage: false,
  },
};

interface ItemRow extends Record<string, unknown> {
  id: string;
  name: string;
  description: string;
  image_file_id: string | null;
  company_slug: string;
  date_created: Date | string;
  channels: number | string;
  group_id?: string | null;
  group_name?: string | null;
  categories?: number | string;
}

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

function itemOf(kind: CatalogueKind, row: ItemRow): CatalogueItem {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    image: row.image_file_id ? filePath(row.image_file_id) : null,
    companyID: row.company_slug,
    dateCreated: iso(row.date_created),
    channels: Number(row.channels),
    ...(kind === 'category'
      ? { groupId: row.group_id ?? null, groupName: row.group_name ?? null }
      : {}),
    ...(kind === 'group' ? { categories: Number(row.categories ?? 0) } : {}),
  };
}

/** Rows of the scope's company; a platform admin with no company chosen: every company's. */
const inCompany = (scope: Scope, named?: string | null) =>
  inScopeSql(scope, { company: sql`t.company_id` }, named);

/**
 * Why a catalogue call answered nothing; routes.ts answers each with the spec's error (the
 * missing item's label and the taken name's code are the kind's, KIND_SPECS).
 */
export type CatalogueRefusal =
  /** A platform admin who chose no company writes. */
  | 'organisation_unchosen'
  | 'name_blank'
  /** No item of the kind in the scope. */
  | 'item_missing'
  /** The category's new group is not one of its company's. */
  | 'group_missing'
  /** The company already has an item of the kind by that name. */
  | 'name_taken';

/**
 * The four channel catalogues (SPEC.md section 3), one implementation: each query names the
 * kind's table from the constant KIND_SPECS, never from input.
 */
export function createChannelCatalogueRepository(
  db: Database,
  fileStoreFor: (db: Database) => FileStore = createDatabaseFileStore,
) {
  async function select(kind: CatalogueKind, where: SQL): Promise<CatalogueItem[]> {
    const spec = KIND_SPECS[kind];
    const table = sql.identifier(spec.table);
    const column = sql.identifier(spec.channelColumn);
    const image = spec.hasImage ? sql`t.image_file_id` : sql`null::uuid`;
    const extra =
      kind === 'category'
        ? sql`, t.group_id, (select g.name from channel_groups g where g.id = t.group_id) as group_name`
        : kind === 'group'
          ? sql`, (select count(*) from channel_categories k where k.group_id = t.id) as categories`
          : sql``;
    const rows = await selectRows<ItemRow>(
      db,
      sql`select t.id, t.name, t.description, ${image} as image_file_id, c.company_id as company_slug,
          t.date_created,
          (select count(*) from content_providers p where p.${column} = t.id and p.is_deleted = 0)
            as channels${extra}
        from ${table} t join companies c on c.id = t.company_id
        where ${where}
        order by lower(t.name), t.id`,
    );
    return rows.map((row) => itemOf(kind, row));
  }

  async function find(
    kind: CatalogueKind,
    scope: Scope,
    id: string,
  ): Promise<CatalogueItem | 'item_missing'> {
    const [item] = await select(kind, sql`t.id = ${id} and ${inCompany(scope)}`);
    return item ?? 'item_missing';
  }

  /** The row's company and stored image, when the scope may change it; null otherwise. */
  async function owned(kind: CatalogueKind, scope: Scope, id: string) {
    const spec = KIND_SPECS[kind];
    const image = spec.hasImage ? sql`t.image_file_id` : sql`null::uuid`;
    const [row] = await selectRows<{ company_id: string; image_file_id: string | null }>(
      db,
      sql`select t.company_id, ${image} as image_file_id from ${sql.identifier(spec.table)} t
        where t.id = ${id} and ${inCompany(scope)} for update`,
    );
    return row ?? null;
  }

  /** A duplicate name may race past any check, so the unique index decides: 'name_taken'. */
  async function unlessDuplicate<T>(
    kind: CatalogueKind,
    write: Promise<T>,
  ): Promise<T | 'name_taken'> {
    try {
      return await write;
    } catch (error) {
      if (isUniqueViolation(error, KIND_SPECS[kind].nameIndex)) return 'name_taken';
      throw error;
    }
  }

  return {
    /** The database id of a company by its companyID, or null. */
    async companyBySlug(slug: string): Promise<string | null> {
      const [row] = await selectRows<{ id: string }>(
        db,
        sql`select id from companies where company_id = ${slug} limit 1`,
      );
      return row?.id ?? null;
    },

    /**
     * A company's catalogue by name: the scope's company, or for a platform admin the one named
     * (null: every company's).
     */
    list(kind: CatalogueKind, scope: Scope, named: string | null): Promise<CatalogueItem[]> {
      return select(kind, inCompany(scope, named));
    },

    find,

    async create(
      kind: CatalogueKind,
      scope: Scope,
      body: CatalogueBody,
      image: CheckedImage | null,
    ): Promise<CatalogueItem | CatalogueRefusal> {
      const spec = KIND_SPECS[kind];
      const companyId = scope.companyId;
      if (!companyId) return 'organisation_unchosen';
      const name = body.name.trim();
      if (!name) return 'name_blank';
      const fileId =
        image && spec.hasImage ? await fileStoreFor(db).put({ companyId, ...image }) : null;
      const columns = spec.hasImage
        ? sql`(company_id, name, description, image_file_id)`
        : sql`(company_id, name, description)`;
      const values = spec.hasImage
        ? sql`(${companyId}, ${name}, ${body.description ?? ''}, ${fileId})`
        : sql`(${companyId}, ${name}, ${body.description ?? ''})`;
      const written = await unlessDuplicate(
        kind,
        selectRows<{ id: string }>(
          db,
          sql`insert into ${sql.identifier(spec.table)} ${columns} values ${values} returning id`,
        ),
      );
      if (written === 'name_taken') return written;
      const [row] = written;
      if (!row) throw new Error('the catalogue insert returned no row');
      return find(kind, scope, row.id);
    },

    /** Renames or re-describes it; a new image replaces the stored one, removeImage drops it. */
    async update(
      kind: CatalogueKind,
      scope: Scope,
      id: string,
      body: CatalogueBody,
      image: CheckedImage | null,
    ): Promise<CatalogueItem | CatalogueRefusal> {
      const spec = KIND_SPECS[kind];
      const current = await owned(kind, scope, id);
      if (!current) return 'item_missing';
      const name = body.name.trim();
      if (!name) return 'name_blank';
      const files = fileStoreFor(db);
      let imageSet = sql``;
      let replaced: string | null = null;
      if (spec.hasImage && (image || body.removeImage === true)) {
        const fileId = image ? await files.put({ companyId: current.company_id, ...image }) : null;
        imageSet = sql`, image_file_id = ${fileId}`;
        replaced = current.image_file_id;
      }
      const written = await unlessDuplicate(
        kind,
        db.execute(
          sql`update ${sql.identifier(spec.table)} set name = ${name},
            description = ${body.description ?? ''}${imageSet} where id = ${id}`,
        ),
      );
      if (written === 'name_taken') return written;
      if (replaced) await files.delete(replaced);
      return find(kind, scope, id);
    },

    /**
     * Deletes it; channels that used it (and, for a group, its categories) are detached by the
     * foreign keys (set null). Answers how many channels were detached.
     */
    async remove(
      kind: CatalogueKind,
      scope: Scope,
      id: string,
    ): Promise<{ _id: string; detachedChannels: number } | CatalogueRefusal> {
      const spec = KIND_SPECS[kind];
      const current = await owned(kind, scope, id);
      if (!current) return 'item_missing';
      const [counted] = await selectRows<{ n: number | string }>(
        db,
        sql`select count(*) as n from content_providers
          where ${sql.identifier(spec.channelColumn)} = ${id} and is_deleted = 0`,
      );
      await db.execute(sql`delete from ${sql.identifier(spec.table)} where id = ${id}`);
      if (current.image_file_id) await fileStoreFor(db).delete(current.image_file_id);
      return { _id: id, detachedChannels: Number(counted?.n ?? 0) };
    },

    /** Puts a category in a group of its own company, or (null) in none. */
    async setCategoryGroup(
      scope: Scope,
      categoryId: string,
      groupId: string | null,
    ): Promise<CatalogueItem | CatalogueRefusal> {
      const category = await owned('category', scope, categoryId);
      if (!category) return 'item_missing';
      if (groupId) {
        const [group] = await selectRows<{ id: string }>(
          db,
          sql`select id from channel_groups where id = ${groupId} and company_id = ${category.company_id}`,
        );
        if (!group) return 'group_missing';
      }
      await db.execute(
        sql`update channel_categories set group_id = ${groupId} where id = ${categoryId}`,
      );
      return find('category', scope, categoryId);
    },

    /** The live channels of a type, by name. */
    async channelsOfType(
      scope: Scope,
      typeId: string,
    ): Promise<CatalogueChannel[] | CatalogueRefusal> {
      if ((await find('type', scope, typeId)) === 'item_missing') return 'item_missing';
      const rows = await selectRows<{
        id: string;
        client_name: string;
        image: string | null;
        is_active: number;
      }>(
        db,
        sql`select id, client_name, image, is_active from content_providers
          where type_id = ${typeId} and is_deleted = 0 order by lower(client_name), id`,
      );
      return rows.map((row) => ({
        _id: row.id,
        clientName: row.client_name,
        image: row.image,
        isActive: row.is_active === 1 ? 1 : 0,
      }));
    },
  };
}

export type ChannelCatalogueRepository = ReturnType<typeof createChannelCatalogueRepository>;
