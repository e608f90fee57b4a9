import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  REPLICA_SECRET_FIELDS,
  type ReplicaBuild,
  type ReplicaBuildBody,
  type ReplicaSecretField,
} from '../../../contract/appBuilds';
import type { Database } from '../../db/client';
import { inScope } from '../../db/inScope';
import { replicaBuildChannels, replicaBuilds as b } from '../../db/schema/appBuilds';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import type { CheckedImage } from '../../lib/images';
import { isUniqueViolation } from '../../lib/pgErrors';
import { lastChars, type SecretBox } from '../../lib/secretBox';
import type { Scope } from '../../plugins/tenancy';
import { createDatabaseFileStore } from '../../providers/storage/databaseFileStore';
import { filePath } from '../../providers/storage/fileStore';

/** Each secret field's two columns: the sealed text and the mask screens show. */
const SECRET_COLUMNS = {
  androidAPN: { sealed: 'androidApnSecret', mask: 'androidApnLast' },
  iosAPN: { sealed: 'iosApnSecret', mask: 'iosApnLast' },
  iosIAS: { sealed: 'iosIasSecret', mask: 'iosIasLast' },
  webAPIKey: { sealed: 'webApiKeySecret', mask: 'webApiKeyLast' },
} as const satisfies Record<
  ReplicaSecretField,
  { sealed: keyof typeof b.$inferInsert; mask: keyof typeof b.$inferInsert }
>;

/**
 * What a screen may show of a secret. A PEM key (an APNs .p8) ends in the same footer for every
 * key, so its mask is taken from the key's body, not its armour.
 */
export function maskOf(plain: string): string {
  const body = plain
    .split(/\r?\n/)
    .filter((line) => !line.startsWith('-----'))
    .join('')
    .replace(/\s+/g, '');
  return lastChars(body || plain);
}

const inCompany = (scope: Scope): SQL | undefined => inScope(scope, { company: b.companyId });

/** Why a write was refused, nothing of it kept: a name taken, or another company's channel. */
export type ReplicaRefusal = 'name_taken' | 'foreign_channel';

/** A write: the build, a refusal, or undefined for no such build in scope. */
export type ReplicaWrite = ReplicaBuild | { refused: ReplicaRefusal } | undefined;

/** Thrown inside a write's transaction to undo it; the write answers it as its refusal. */
class Refused extends Error {
  constructor(readonly refusal: ReplicaRefusal) {
    super(`the replica build write was refused: ${refusal}`);
  }
}

/** The transaction's answer, or the refusal that rolled it back. */
async function unlessRefused<T>(work: () => Promise<T>): Promise<T | { refused: ReplicaRefusal }> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refused) return { refused: error.refusal };
    throw error;
  }
}

/** SPEC.md section 3, "Replica build": the white-label builds of a company and their channels. */
export function createReplicaRepository(db: Database, secretBox: SecretBox) {
  async function select(where: SQL | undefined): Promise<ReplicaBuild[]> {
    const rows = await db
      .select({ row: b, companySlug: companies.companyId })
      .from(b)
      .innerJoin(companies, eq(companies.id, b.companyId))
      .where(where)
      .orderBy(asc(sql`lower(${b.name})`), asc(b.id));
    const ids = rows.map(({ row }) => row.id);
    const channels =
      ids.length === 0
        ? []
        : await db
            .select({
              buildId: replicaBuildChannels.buildId,
              _id: contentProviders.id,
              clientName: contentProviders.clientName,
            })
            .from(replicaBuildChannels)
            .innerJoin(contentProviders, eq(contentProviders.id, replicaBuildChannels.channelId))
            .where(inArray(replicaBuildChannels.buildId, ids))
            .orderBy(asc(sql`lower(${contentProviders.clientName})`));
    return rows.map(({ row, companySlug }) => ({
      id: row.id,
      name: row.name,
      companyID: companySlug,
      iosVersion: row.iosVersion,
      androidVersion: row.androidVersion,
      iosAppUrl: row.iosAppUrl,
      androidAppUrl: row.androidAppUrl,
      androidAPN: row.androidApnLast,
      iosAPN: row.iosApnLast,
      iosIAS: row.iosIasLast,
      deepLink: row.deepLink,
      webAPIKey: row.webApiKeyLast,
      icon: row.iconFileId ? filePath(row.iconFileId) : null,
      channels: channels
        .filter((c) => c.buildId === row.id)
        .map(({ _id, clientName }) => ({ _id, clientName })),
      dateCreated: row.dateCreated.toISOString(),
      dateUpdated: row.dateUpdated.toISOString(),
    }));
  }

  async function find(scope: Scope, id: string): Promise<ReplicaBuild | undefined> {
    const [item] = await select(and(eq(b.id, id), inCompany(scope)));
    return item;
  }

  /**
   * The plain columns the form carries, and each secret given sealed with its mask. A column
   * left out is not among them: a change keeps it, a new build takes its default (empty). The
   * name and deep link come checked (replicaRules.ts).
   */
  function valuesOf(body: ReplicaBuildBody) {
    const values: Partial<typeof b.$inferInsert> = {};
    if (body.name !== undefined) values.name = body.name;
    for (const field of ['iosVersion', 'androidVersion', 'iosAppUrl', 'androidAppUrl'] as const) {
      const value = body[field];
      if (value !== undefined) values[field] = value.trim();
    }
    if (body.deepLink !== undefined) values.deepLink = body.deepLink;
    for (const field of REPLICA_SECRET_FIELDS) {
      const plain = body[field]?.trim();
      // Empty keeps the stored secret: the form never holds it to send back.
      if (!plain) continue;
      const columns = SECRET_COLUMNS[field];
      values[columns.sealed] = secretBox.seal(plain);
      values[columns.mask] = maskOf(plain);
    }
    return values;
  }

  /**
   * Puts exactly these channels of the company in the build (taking them from another); another
   * company's channel refuses the write.
   */
  async function setChannels(companyId: string, buildId: string, channelIds: readonly string[]) {
    if (channelIds.length > 0) {
      const own = await db
        .select({ id: contentProviders.id })
        .from(contentProviders)
        .where(
          and(
            inArray(contentProviders.id, [...channelIds]),
            eq(contentProviders.companyId, companyId),
          ),
        );
      if (own.length !== channelIds.length) throw new Refused('foreign_channel');
    }
    await db.delete(replicaBuildChannels).where(eq(replicaBuildChannels.buildId, buildId));
    if (channelIds.length === 0) return;
    await db
      .insert(replicaBuildChannels)
      .values(channelIds.map((channelId) => ({ channelId, buildId })))
      .onConflictDoUpdate({
        target: replicaBuildChannels.channelId,
        set: { buildId: sql`excluded.build_id` },
      });
  }

  async function storeIcon(companyId: string, icon: CheckedImage) {
    return createDatabaseFileStore(db).put({ companyId, ...icon });
  }

  async function saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'replica_builds_company_name_idx')) {
        throw new Refused('name_taken');
      }
      throw error;
    }
  }

  return {
    /** The builds of a company, or of every company (null), by name. */
    list(companyId: string | null): Promise<ReplicaBuild[]> {
      return select(companyId ? eq(b.companyId, companyId) : undefined);
    },

    find,

    /** A build of `companyId` named `name`; the body comes checked (replicaRules.ts). */
    async create(
      scope: Scope,
      companyId: string,
      name: string,
      body: ReplicaBuildBody,
      icon: CheckedImage | null,
    ): Promise<ReplicaWrite> {
      const values = valuesOf(body);
      return unlessRefused(() =>
        db.transaction(async () => {
          const iconFileId = icon ? await storeIcon(companyId, icon) : null;
          const [row] = await saving(() =>
            db
              .insert(b)
              .values({ ...values, name, companyId, iconFileId })
              .returning({ id: b.id }),
          );
          if (!row) throw new Error('the replica build insert returned no row');
          await setChannels(companyId, row.id, body.channels ?? []);
          return find(scope, row.id);
        }),
      );
    },

    /** The body comes checked (replicaRules.ts). */
    async update(
      scope: Scope,
      id: string,
      body: ReplicaBuildBody,
      icon: CheckedImage | null,
    ): Promise<ReplicaWrite> {
      const values = valuesOf(body);
      return unlessRefused(() =>
        db.transaction(async () => {
          const [current] = await db
            .select({ companyId: b.companyId, iconFileId: b.iconFileId })
            .from(b)
            .where(and(eq(b.id, id), inCompany(scope)))
            .for('update');
          if (!current) return undefined;
          let iconFileId = current.iconFileId;
          if (icon) iconFileId = await storeIcon(current.companyId, icon);
          else if (body.removeIcon === true) iconFileId = null;
          await saving(() =>
            db
              .update(b)
              .set({ ...values, iconFileId, dateUpdated: new Date() })
              .where(eq(b.id, id)),
          );
          if (current.iconFileId && current.iconFileId !== iconFileId) {
            await createDatabaseFileStore(db).delete(current.iconFileId);
          }
          if (body.channels) await setChannels(current.companyId, id, body.channels);
          return find(scope, id);
        }),
      );
    },
  };
}

export type ReplicaRepository = ReturnType<typeof createReplicaRepository>;
