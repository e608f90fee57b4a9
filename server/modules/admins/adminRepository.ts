import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type {
  AdminCounts,
  AdminListQuery,
  AdminSort,
  AdminStatus,
  AdminUser,
} from '../../../contract/admins';
import { ADMINS_PAGE_SIZE } from '../../../contract/admins';
import type { AccessKey } from '../../../contract/accessKeys';
import type { AdminRoleRecord } from '../../../contract/roleSchemas';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { passwordResets } from '../../db/schema/auth';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { roles } from '../../db/schema/roles';
import { isUniqueViolation } from '../../lib/pgErrors';
import { effectiveRoleId } from '../auth/public';

const EMAIL_INDEX = 'admin_users_email_idx';

/** Whose admins a caller manages, as SQL over admin_users (see service.ts, "Who manages whom"). */
export type ManagedSet =
  | { kind: 'platform'; companyId: string | null }
  | { kind: 'company'; companyId: string }
  | { kind: 'channel'; companyId: string; channelId: string };

export function managedWhere(set: ManagedSet): SQL | undefined {
  const a = adminUsers;
  if (set.kind === 'platform') return set.companyId ? eq(a.companyId, set.companyId) : undefined;
  if (set.kind === 'company') return and(eq(a.companyId, set.companyId), ne(a.userGroup, 1));
  return and(
    eq(a.companyId, set.companyId),
    eq(a.contentProviderId, set.channelId),
    eq(a.isChannelSubAdmin, 1),
  );
}

const STATUS_WHERE: Record<AdminStatus, SQL> = {
  all: sql`${adminUsers.isDeleted} = 0`,
  active: sql`${adminUsers.isDeleted} = 0 and ${adminUsers.isActive} = 1`,
  inactive: sql`${adminUsers.isDeleted} = 0 and ${adminUsers.isActive} = 0`,
  deleted: sql`${adminUsers.isDeleted} = 1`,
};

const fullName = sql`lower(${adminUsers.firstName} || ' ' || ${adminUsers.lastName})`;

const SORT_COLUMN: Record<AdminSort, SQL> = {
  name: fullName,
  email: sql`lower(${adminUsers.email})`,
  userGroup: sql`${adminUsers.userGroup}`,
  role: sql`lower(${roles.name})`,
  dateCreated: sql`${adminUsers.dateCreated}`,
};

/** A LIKE pattern that matches the text anywhere, with its own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchWhere(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = containing(term);
  return sql`(${adminUsers.email} ilike ${pattern} or ${adminUsers.firstName} ilike ${pattern}
    or ${adminUsers.lastName} ilike ${pattern}
    or (${adminUsers.firstName} || ' ' || ${adminUsers.lastName}) ilike ${pattern})`;
}

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** An admin as stored, with the role it holds: what the service's rules read. */
export interface StoredAdmin {
  id: string;
  email: string;
  userGroup: number;
  companyId: string | null;
  contentProviderId: string | null;
  isChannelSubAdmin: number;
  isActive: number;
  isDeleted: number;
  roleId: string | null;
  effectiveRoleId: string;
  roleKeys: AccessKey[];
}

export interface AdminInsert {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  userGroup: number;
  companyId: string | null;
  contentProviderId: string | null;
  isChannelSubAdmin: number;
  roleId: string | null;
}

export interface AdminChanges {
  firstName?: string;
  lastName?: string;
  phone?: string;
  userGroup?: number;
  companyId?: string | null;
  contentProviderId?: string | null;
  isChannelSubAdmin?: number;
  roleId?: string | null;
  isActive?: number;
}

/**
 * An admin invited who has not chosen a password yet: an invitation was sent, and no link of
 * theirs (invitation or reset) has been used. Accepting one ends the others as used.
 */
const invitationPendingSql = sql<boolean>`(exists (select 1 from password_resets r
    where r.admin_id = ${adminUsers.id} and r.purpose = 'invite')
  and not exists (select 1 from password_resets r
    where r.admin_id = ${adminUsers.id} and r.used_at is not null))`;

export function createAdminRepository(db: Database) {
  const rowSelection = {
    admin: adminUsers,
    invitationPending: invitationPendingSql,
    companySlug: companies.companyId,
    cpName: contentProviders.clientName,
    roleKey: roles.id,
    roleSlug: roles.roleId,
    roleName: roles.name,
  };

  const base = () =>
    db
      .select(rowSelection)
      .from(adminUsers)
      .leftJoin(companies, eq(companies.id, adminUsers.companyId))
      .leftJoin(contentProviders, eq(contentProviders.id, adminUsers.contentProviderId))
      .innerJoin(roles, eq(roles.id, effectiveRoleId));

  type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

  const toAdmin = ({
    admin,
    invitationPending,
    companySlug,
    cpName,
    roleKey,
    roleSlug,
    roleName,
  }: Row): AdminUser => ({
    _id: admin.id,
    fullName: `${admin.firstName} ${admin.lastName}`.trim(),
    email: admin.email,
    companyID: companySlug ?? 'All',
    dateCreated: admin.dateCreated.toISOString(),
    userGroup: admin.userGroup,
    isActive: flag(admin.isActive),
    isDeleted: flag(admin.isDeleted),
    isChannelSubAdmin: flag(admin.isChannelSubAdmin),
    contentProviderID: admin.contentProviderId,
    cpName,
    profile: { firstname: admin.firstName, lastname: admin.lastName, phone: admin.phone },
    role: { _id: roleKey, roleID: roleSlug, name: roleName },
    invitationPending,
  });

  return {
    /** One page of the tab, sorted and searched in SQL, with every tab's count. */
    async list(
      set: ManagedSet,
      query: AdminListQuery,
    ): Promise<{ admins: AdminUser[]; total: number; counts: AdminCounts }> {
      const status = query.status ?? 'all';
      const limit = query.limit ?? ADMINS_PAGE_SIZE;
      const page = query.page ?? 1;
      const order = query.order === 'desc' ? desc : asc;
      const sort = SORT_COLUMN[query.sort ?? 'name'];
      const within = and(managedWhere(set), searchWhere(query.search));
      const rows = await base()
        .where(and(within, STATUS_WHERE[status]))
        .orderBy(order(sort), asc(adminUsers.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const [tally] = await db
        .select({
          all: sql<number>`count(*) filter (where ${STATUS_WHERE.all})`.mapWith(Number),
          active: sql<number>`count(*) filter (where ${STATUS_WHERE.active})`.mapWith(Number),
          inactive: sql<number>`count(*) filter (where ${STATUS_WHERE.inactive})`.mapWith(Number),
          deleted: sql<number>`count(*) filter (where ${STATUS_WHERE.deleted})`.mapWith(Number),
        })
        .from(adminUsers)
        .where(within);
      const counts = tally ?? { all: 0, active: 0, inactive: 0, deleted: 0 };
      return { admins: rows.map(toAdmin), total: counts[status], counts };
    },

    async find(set: ManagedSet, id: string): Promise<AdminUser | null> {
      const [row] = await base()
        .where(and(eq(adminUsers.id, id), managedWhere(set)))
        .limit(1);
      return row ? toAdmin(row) : null;
    },

    /** The admin with its role's keys, when the caller manages it (deleted ones too). */
    async stored(set: ManagedSet, id: string): Promise<StoredAdmin | null> {
      const [row] = await db
        .select({
          id: adminUsers.id,
          email: adminUsers.email,
          userGroup: adminUsers.userGroup,
          companyId: adminUsers.companyId,
          contentProviderId: adminUsers.contentProviderId,
          isChannelSubAdmin: adminUsers.isChannelSubAdmin,
          isActive: adminUsers.isActive,
          isDeleted: adminUsers.isDeleted,
          roleId: adminUsers.roleId,
          effectiveRoleId: roles.id,
          roleKeys: roles.keys,
        })
        .from(adminUsers)
        .innerJoin(roles, eq(roles.id, effectiveRoleId))
        .where(and(eq(adminUsers.id, id), managedWhere(set)))
        .limit(1);
      return row ?? null;
    },

    /** Whether an admin, live or deleted, has this email (in any case). */
    async byEmail(email: string): Promise<{ isDeleted: number } | null> {
      const [row] = await db
        .select({ isDeleted: adminUsers.isDeleted })
        .from(adminUsers)
        .where(sql`lower(${adminUsers.email}) = ${email.trim().toLowerCase()}`)
        .limit(1);
      return row ?? null;
    },

    /**
     * Inserts the admin and its invitation link together; answers both ids, or a refusal (and
     * neither row) when another admin took the email meanwhile.
     */
    async insertInvited(
      values: AdminInsert,
      inviteExpiresAt: Date,
    ): Promise<{ adminId: string; inviteId: string } | { refused: 'email_taken' }> {
      try {
        return await db.transaction(async (tx) => {
          const [admin] = await tx
            .insert(adminUsers)
            .values(values)
            .returning({ id: adminUsers.id });
          if (!admin) throw new Error('the admin insert returned no row');
          const [invite] = await tx
            .insert(passwordResets)
            .values({ adminId: admin.id, purpose: 'invite', expiresAt: inviteExpiresAt })
            .returning({ id: passwordResets.id });
          if (!invite) throw new Error('the invite insert returned no row');
          return { adminId: admin.id, inviteId: invite.id };
        });
      } catch (error) {
        if (isUniqueViolation(error, EMAIL_INDEX)) return { refused: 'email_taken' };
        throw error;
      }
    },

    async update(id: string, changes: AdminChanges): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await db.update(adminUsers).set(changes).where(eq(adminUsers.id, id));
    },

    async softDelete(id: string): Promise<void> {
      await db.update(adminUsers).set({ isDeleted: 1 }).where(eq(adminUsers.id, id));
    },

    /** SPEC.md section 3, "User role record": the live admins the caller manages, by name. */
    async roleRecords(set: ManagedSet, id?: string): Promise<AdminRoleRecord[]> {
      const rows = await base()
        .where(
          and(
            managedWhere(set),
            eq(adminUsers.isDeleted, 0),
            id ? eq(adminUsers.id, id) : undefined,
          ),
        )
        .orderBy(asc(fullName), asc(adminUsers.id))
        .limit(1000);
      return rows.map(({ admin, roleKey, roleSlug, roleName }) => ({
        _id: admin.id,
        username: admin.email,
        email: admin.email,
        personalInfo: { firstname: admin.firstName, lastname: admin.lastName },
        userGroup: admin.userGroup,
        role: { _id: roleKey, roleID: roleSlug, name: roleName },
      }));
    },

    /** The channel, when it is a live (not deleted) one of the company: whether it is active. */
    async channelOfCompany(
      channelId: string,
      companyId: string,
    ): Promise<{ isActive: boolean } | null> {
      const [row] = await db
        .select({ isActive: contentProviders.isActive })
        .from(contentProviders)
        .where(
          and(
            eq(contentProviders.id, channelId),
            eq(contentProviders.companyId, companyId),
            eq(contentProviders.isDeleted, 0),
          ),
        )
        .limit(1);
      return row ? { isActive: row.isActive === 1 } : null;
    },

    /** An organisation's name and sign-in slug, as its invitations name it. */
    async companyNamed(id: string): Promise<{ name: string; slug: string } | null> {
      const [row] = await db
        .select({ name: companies.name, slug: companies.companyId })
        .from(companies)
        .where(eq(companies.id, id))
        .limit(1);
      return row ?? null;
    },

    /**
     * A new invitation link in place of the open ones (which stop working: their time is up,
     * they are not used, so the admin stays pending).
     */
    async reinvite(adminId: string, expiresAt: Date): Promise<string> {
      return db.transaction(async (tx) => {
        await tx
          .update(passwordResets)
          .set({ expiresAt: sql`least(${passwordResets.expiresAt}, now())` })
          .where(and(eq(passwordResets.adminId, adminId), sql`${passwordResets.usedAt} is null`));
        const [invite] = await tx
          .insert(passwordResets)
          .values({ adminId, purpose: 'invite', expiresAt })
          .returning({ id: passwordResets.id });
        if (!invite) throw new Error('the invite insert returned no row');
        return invite.id;
      });
    },

    async companyBySlug(slug: string): Promise<string | null> {
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.companyId, slug))
        .limit(1);
      return row?.id ?? null;
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
