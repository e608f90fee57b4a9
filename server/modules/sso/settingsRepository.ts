import { and, eq, isNull, or } from 'drizzle-orm';
import { USER_GROUP } from '../../../contract/adminGroups';
import { roleFitsGroup } from '../../../contract/roles';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { roles } from '../../db/schema/roles';
import { companySso } from '../../db/schema/sso';

export type StoredSso = typeof companySso.$inferSelect;
export type SsoWrite = Omit<typeof companySso.$inferInsert, 'companyId' | 'updatedAt'>;

/** Organisations' single sign-on settings, and the names they are found by. */
export function createSsoSettingsRepository(db: Database) {
  return {
    async find(companyId: string): Promise<StoredSso | null> {
      const [row] = await db.select().from(companySso).where(eq(companySso.companyId, companyId));
      return row ?? null;
    },

    async save(companyId: string, values: SsoWrite): Promise<void> {
      await db
        .insert(companySso)
        .values({ companyId, ...values })
        .onConflictDoUpdate({
          target: companySso.companyId,
          set: { ...values, updatedAt: new Date() },
        });
    },

    /** An active organisation by its companyID (slug), with its settings when it has any. */
    async findByCompanySlug(slug: string) {
      const [row] = await db
        .select({ companyId: companies.id, sso: companySso })
        .from(companies)
        .leftJoin(companySso, eq(companySso.companyId, companies.id))
        .where(and(eq(companies.companyId, slug), eq(companies.isActive, 1)));
      return row ?? null;
    },

    async companySlug(companyId: string): Promise<string | null> {
      const [row] = await db
        .select({ slug: companies.companyId })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row?.slug ?? null;
    },

    /**
     * The id of a role the organisation may give a company admin (a built-in one made for that
     * group, or one of its own), by its slug; null when there is no such role.
     */
    async companyAdminRoleId(companyId: string, slug: string): Promise<string | null> {
      const [row] = await db
        .select({ id: roles.id, roleId: roles.roleId, isBuiltIn: roles.isBuiltIn })
        .from(roles)
        .where(
          and(eq(roles.roleId, slug), or(isNull(roles.companyId), eq(roles.companyId, companyId))),
        );
      const fits =
        row && roleFitsGroup({ roleID: row.roleId, isBuiltIn: row.isBuiltIn }, USER_GROUP.admin);
      return fits ? row.id : null;
    },

    async roleSlug(roleId: string): Promise<string | null> {
      const [row] = await db.select({ slug: roles.roleId }).from(roles).where(eq(roles.id, roleId));
      return row?.slug ?? null;
    },
  };
}

export type SsoSettingsRepository = ReturnType<typeof createSsoSettingsRepository>;
