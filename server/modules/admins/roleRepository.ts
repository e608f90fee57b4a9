import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AccessKey } from '../../../contract/accessKeys';
import type { Role } from '../../../contract/roleSchemas';

/** A role as the repository reads it; the service adds whether the caller may give it. */
export type RoleRead = Omit<Role, 'assignable'>;
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { companies } from '../../db/schema/companies';
import { roles, type RoleRow } from '../../db/schema/roles';
import { isUniqueViolation } from '../../lib/pgErrors';
import { effectiveRoleId } from '../auth/public';

function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ('code' in current && current.code === '23503') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

const SLUG_INDEX = 'roles_company_role_id_idx';

/**
 * The roles a company's view holds: the built-in ones and the company's own; with no company
 * (a platform admin looking across companies) every company's.
 */
export function rolesOf(companyId: string | null): SQL | undefined {
  return companyId ? or(isNull(roles.companyId), eq(roles.companyId, companyId)) : undefined;
}

/** Live admins of the company (every company when null) whose role, assigned or default, it is. */
function holders(companyId: string | null): SQL<number> {
  const inCompany = companyId ? sql` and ${adminUsers.companyId} = ${companyId}` : sql``;
  return sql<number>`(select count(*) from ${adminUsers}
    where ${adminUsers.isDeleted} = 0 and ${effectiveRoleId} = ${roles.id}${inCompany})`.mapWith(
    Number,
  );
}

export interface StoredRole {
  id: string;
  roleId: string;
  name: string;
  keys: AccessKey[];
  isBuiltIn: boolean;
  companyId: string | null;
}

export function createRoleRepository(db: Database) {
  async function select(companyId: string | null, where: SQL | undefined): Promise<RoleRead[]> {
    const rows = await db
      .select({
        role: roles,
        companySlug: companies.companyId,
        admins: holders(companyId),
      })
      .from(roles)
      .leftJoin(companies, eq(companies.id, roles.companyId))
      .where(and(rolesOf(companyId), where))
      // The built-in roles in their fixed order (contract/roles.ts), then the company's by name.
      .orderBy(
        desc(roles.isBuiltIn),
        asc(sql`case when ${roles.isBuiltIn} then ${roles.id}::text else lower(${roles.name}) end`),
        asc(roles.id),
      );
    return rows.map(({ role, companySlug, admins }) => ({
      _id: role.id,
      roleID: role.roleId,
      name: role.name,
      description: role.description,
      keys: role.keys,
      isBuiltIn: role.isBuiltIn,
      companyID: companySlug ?? 'All',
      dateCreated: role.dateCreated.toISOString(),
      admins,
    }));
  }

  const stored = (row: RoleRow): StoredRole => ({
    id: row.id,
    roleId: row.roleId,
    name: row.name,
    keys: row.keys,
    isBuiltIn: row.isBuiltIn,
    companyId: row.companyId,
  });

  return {
    list: (companyId: string | null) => select(companyId, undefined),

    async find(companyId: string | null, id: string): Promise<RoleRead | null> {
      const [role] = await select(companyId, eq(roles.id, id));
      return role ?? null;
    },

    /** A role by primary key, within the company's view. */
    async storedById(companyId: string | null, id: string): Promise<StoredRole | null> {
      const [row] = await db
        .select()
        .from(roles)
        .where(and(eq(roles.id, id), rolesOf(companyId)))
        .limit(1);
      return row ? stored(row) : null;
    },

    /** A role by roleID as a company's admins may hold it: built-in, or the company's own. */
    async storedBySlug(companyId: string | null, roleId: string): Promise<StoredRole | null> {
      const [row] = await db
        .select()
        .from(roles)
        .where(
          and(
            eq(roles.roleId, roleId),
            companyId
              ? or(isNull(roles.companyId), eq(roles.companyId, companyId))
              : isNull(roles.companyId),
          ),
        )
        .orderBy(desc(roles.isBuiltIn))
        .limit(1);
      return row ? stored(row) : null;
    },

    /** Whether the name (any case) is a built-in role's or another of the company's roles. */
    async nameTaken(companyId: string, name: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: roles.id })
        .from(roles)
        .where(
          and(
            rolesOf(companyId),
            sql`lower(${roles.name}) = ${name.toLowerCase()}`,
            exceptId ? sql`${roles.id} <> ${exceptId}` : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The roleIDs of the company's view that start with the slug: to pick a free one. */
    async slugsLike(companyId: string, slug: string): Promise<Set<string>> {
      const rows = await db
        .select({ roleId: roles.roleId })
        .from(roles)
        .where(and(rolesOf(companyId), sql`${roles.roleId} like ${`${slug}%`}`));
      return new Set(rows.map((row) => row.roleId));
    },

    async insert(values: {
      companyId: string;
      roleId: string;
      name: string;
      description: string;
      keys: AccessKey[];
    }): Promise<string | { refused: 'name_taken' }> {
      try {
        const [row] = await db.insert(roles).values(values).returning({ id: roles.id });
        if (!row) throw new Error('the role insert returned no row');
        return row.id;
      } catch (error) {
        if (isUniqueViolation(error, SLUG_INDEX)) return { refused: 'name_taken' };
        throw error;
      }
    },

    async update(
      id: string,
      values: { name: string; description: string; keys: AccessKey[] },
    ): Promise<void> {
      await db
        .update(roles)
        .set(values)
        .where(and(eq(roles.id, id), eq(roles.isBuiltIn, false)));
    },

    /**
     * Deletes a company's role nobody live holds; deleted admins who held it fall back to their
     * group's default. False when a live admin holds it (checked in the same transaction).
     */
    async removeUnheld(id: string): Promise<boolean> {
      const removed = db.transaction(async (tx) => {
        const [held] = await tx
          .select({ id: adminUsers.id })
          .from(adminUsers)
          .where(and(eq(adminUsers.roleId, id), eq(adminUsers.isDeleted, 0)))
          .limit(1)
          .for('update');
        if (held) return false;
        await tx.update(adminUsers).set({ roleId: null }).where(eq(adminUsers.roleId, id));
        await tx.delete(roles).where(and(eq(roles.id, id), eq(roles.isBuiltIn, false)));
        return true;
      });
      // An admin given the role while it was being deleted: the foreign key refuses the delete.
      return removed.catch((error: unknown) => {
        if (isForeignKeyViolation(error)) return false;
        throw error;
      });
    },
  };
}

export type RoleRepository = ReturnType<typeof createRoleRepository>;
