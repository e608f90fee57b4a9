import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { appConfigVersions, appSettings } from '../../db/schema/appSettings';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';

/** Whose values a call reads or writes: a company's own, or one of its channels'. */
export interface SettingsLevel {
  companyId: string;
  companySlug: string;
  /** Null: the company's own values. */
  channelId: string | null;
}

export interface StoredSetting {
  channelId: string | null;
  name: string;
  value: unknown;
  updatedAt: Date;
}

export type VersionRow = typeof appConfigVersions.$inferSelect;

const atLevel = (channelId: string | null) =>
  channelId === null ? isNull(appSettings.channelId) : eq(appSettings.channelId, channelId);
const versionAtLevel = (channelId: string | null) =>
  channelId === null
    ? isNull(appConfigVersions.channelId)
    : eq(appConfigVersions.channelId, channelId);

/** The SQL of the app settings and their published versions; the service holds the rules. */
export function createAppSettingsRepository(db: Database) {
  return {
    async company(slug: string) {
      const [row] = await db
        .select({
          id: companies.id,
          slug: companies.companyId,
          ready: companies.isConfigFileReady,
        })
        .from(companies)
        .where(eq(companies.companyId, slug))
        .limit(1);
      return row ?? null;
    },

    async companyById(id: string) {
      const [row] = await db
        .select({ slug: companies.companyId, ready: companies.isConfigFileReady })
        .from(companies)
        .where(eq(companies.id, id))
        .limit(1);
      return row ?? null;
    },

    /** A live (not deleted) channel with its company. */
    async channel(channelId: string) {
      const [row] = await db
        .select({
          companyId: contentProviders.companyId,
          companySlug: companies.companyId,
          menuColor: contentProviders.menuColor,
        })
        .from(contentProviders)
        .innerJoin(companies, eq(companies.id, contentProviders.companyId))
        .where(and(eq(contentProviders.id, channelId), eq(contentProviders.isDeleted, 0)))
        .limit(1);
      return row ?? null;
    },

    /** The named values of a level and, for a channel, of its company (the inherited ones). */
    async stored(level: SettingsLevel, names: readonly string[]): Promise<StoredSetting[]> {
      return db
        .select({
          channelId: appSettings.channelId,
          name: appSettings.name,
          value: appSettings.value,
          updatedAt: appSettings.updatedAt,
        })
        .from(appSettings)
        .where(
          and(
            eq(appSettings.companyId, level.companyId),
            inArray(appSettings.name, [...names]),
            level.channelId === null
              ? isNull(appSettings.channelId)
              : sql`(${appSettings.channelId} is null or ${appSettings.channelId} = ${level.channelId})`,
          ),
        )
        .orderBy(asc(appSettings.name));
    },

    async upsert(level: SettingsLevel, name: string, value: unknown, adminId: string) {
      const set = { value, updatedBy: adminId, updatedAt: sql`now()` };
      const values = { ...level, name, value, updatedBy: adminId };
      await (level.channelId === null
        ? db
            .insert(appSettings)
            .values(values)
            .onConflictDoUpdate({
              target: [appSettings.companyId, appSettings.name],
              targetWhere: sql`channel_id is null`,
              set,
            })
        : db
            .insert(appSettings)
            .values(values)
            .onConflictDoUpdate({
              target: [appSettings.channelId, appSettings.name],
              targetWhere: sql`channel_id is not null`,
              set,
            }));
    },

    /** Puts a level's values back as they were: the named ones not in `values` are removed. */
    async replaceLevel(
      level: SettingsLevel,
      names: readonly string[],
      values: Record<string, unknown>,
      adminId: string,
    ) {
      await db
        .delete(appSettings)
        .where(
          and(
            eq(appSettings.companyId, level.companyId),
            atLevel(level.channelId),
            inArray(appSettings.name, [...names]),
          ),
        );
      const rows = Object.entries(values).map(([name, value]) => ({
        ...level,
        name,
        value,
        updatedBy: adminId,
      }));
      if (rows.length > 0) await db.insert(appSettings).values(rows);
    },

    async setChannelMenuColor(channelId: string, color: string) {
      await db
        .update(contentProviders)
        .set({ menuColor: color })
        .where(eq(contentProviders.id, channelId));
    },

    async setChannelPushcast(
      channelId: string,
      flags: { allowPushcastEmail: boolean; requireEmailVerificationForPushcast: boolean },
    ) {
      await db.update(contentProviders).set(flags).where(eq(contentProviders.id, channelId));
    },

    /** The auto-phone-number rows (of the company, when given) that list the number's id. */
    async holdingPhoneNumber(companyId: string | null, entryId: string) {
      return db
        .select({
          id: appSettings.id,
          companyId: appSettings.companyId,
          channelId: appSettings.channelId,
          value: appSettings.value,
        })
        .from(appSettings)
        .where(
          and(
            eq(appSettings.name, 'auto-phone-number'),
            companyId ? eq(appSettings.companyId, companyId) : undefined,
            sql`${appSettings.value} -> 'numbers' @> ${JSON.stringify([{ _id: entryId }])}::jsonb`,
          ),
        );
    },

    async setValue(id: string, value: unknown, adminId: string) {
      await db
        .update(appSettings)
        .set({ value, updatedBy: adminId, updatedAt: sql`now()` })
        .where(eq(appSettings.id, id));
    },

    async adminName(adminId: string): Promise<string> {
      const [row] = await db
        .select({ first: adminUsers.firstName, last: adminUsers.lastName, email: adminUsers.email })
        .from(adminUsers)
        .where(eq(adminUsers.id, adminId))
        .limit(1);
      if (!row) return 'Unknown admin';
      return `${row.first} ${row.last}`.trim() || row.email;
    },

    /** Holds the company's row until the transaction ends, so two publishes take turns. */
    async lockCompany(companyId: string) {
      await db.execute(sql`select id from companies where id = ${companyId} for update`);
    },

    async latestVersion(companyId: string, channelId: string | null): Promise<VersionRow | null> {
      const [row] = await db
        .select()
        .from(appConfigVersions)
        .where(and(eq(appConfigVersions.companyId, companyId), versionAtLevel(channelId)))
        .orderBy(desc(appConfigVersions.version))
        .limit(1);
      return row ?? null;
    },

    async version(level: SettingsLevel, version: number): Promise<VersionRow | null> {
      const [row] = await db
        .select()
        .from(appConfigVersions)
        .where(
          and(
            eq(appConfigVersions.companyId, level.companyId),
            versionAtLevel(level.channelId),
            eq(appConfigVersions.version, version),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async versions(level: SettingsLevel, limit: number): Promise<VersionRow[]> {
      return db
        .select()
        .from(appConfigVersions)
        .where(
          and(eq(appConfigVersions.companyId, level.companyId), versionAtLevel(level.channelId)),
        )
        .orderBy(desc(appConfigVersions.version))
        .limit(limit);
    },

    async insertVersion(row: typeof appConfigVersions.$inferInsert): Promise<VersionRow> {
      const [inserted] = await db.insert(appConfigVersions).values(row).returning();
      if (!inserted) throw new Error('the version insert returned no row');
      return inserted;
    },

    async markConfigReady(companyId: string) {
      await db
        .update(companies)
        .set({ isConfigFileReady: true })
        .where(eq(companies.id, companyId));
    },
  };
}

export type AppSettingsRepository = ReturnType<typeof createAppSettingsRepository>;
