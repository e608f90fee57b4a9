import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { adminSessions } from '../../db/schema/auth';
import { statementName } from '../../db/statementNames';
import { companies } from '../../db/schema/companies';
import { roles } from '../../db/schema/roles';
import type { AccessKey } from '../../../contract/accessKeys';
import { effectiveRoleId } from './effectiveRoleRepository';

/** The signed-in admin as every authenticated request sees it. */
export interface AuthenticatedAdmin {
  id: string;
  sessionId: string;
  userGroup: number;
  companyId: string | null;
  companySlug: string | null;
  contentProviderId: string | null;
  isChannelSubAdmin: number;
  adminPermissions: string | null;
  /** The primary key of the admin's role (its own, or its group's default). */
  roleId: string;
  /** The route access keys of that role: what the API and the console let this admin do. */
  accessKeys: AccessKey[];
}

export function createSessionRepository(db: Database) {
  // Prepared once and named, so each connection plans it once rather than on every request.
  const liveSession = db
    .select({
      id: adminUsers.id,
      userGroup: adminUsers.userGroup,
      companyId: adminUsers.companyId,
      companySlug: companies.companyId,
      contentProviderId: adminUsers.contentProviderId,
      isChannelSubAdmin: adminUsers.isChannelSubAdmin,
      adminPermissions: adminUsers.adminPermissions,
      roleId: roles.id,
      accessKeys: roles.keys,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .leftJoin(companies, eq(companies.id, adminUsers.companyId))
    .innerJoin(roles, eq(roles.id, effectiveRoleId))
    .where(
      and(
        eq(adminSessions.id, sql.placeholder('sessionId')),
        eq(adminSessions.adminId, sql.placeholder('adminId')),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, sql.placeholder('now')),
        eq(adminUsers.isActive, 1),
        eq(adminUsers.isDeleted, 0),
        // A deactivated organisation's admins are signed out on their next request.
        or(isNull(adminUsers.companyId), eq(companies.isActive, 1)),
      ),
    )
    .limit(1)
    .prepare(statementName(db, 'live_admin_session'));

  return {
    async create(adminId: string, expiresAt: Date): Promise<string> {
      const [row] = await db
        .insert(adminSessions)
        .values({ adminId, expiresAt })
        .returning({ id: adminSessions.id });
      if (!row) throw new Error('session insert returned no row');
      return row.id;
    },

    /**
     * The admin behind a live session, or null when the session is revoked or expired, or the
     * admin (or their organisation) has since been deactivated, or the admin deleted. One query, run on every authenticated request.
     */
    async findLive(sessionId: string, adminId: string): Promise<AuthenticatedAdmin | null> {
      const [row] = await liveSession.execute({ sessionId, adminId, now: new Date() });
      return row ? { ...row, sessionId } : null;
    },

    async revoke(sessionId: string): Promise<void> {
      await db
        .update(adminSessions)
        .set({ revokedAt: new Date() })
        .where(eq(adminSessions.id, sessionId));
    },

    async revokeAllFor(adminId: string): Promise<void> {
      await db
        .update(adminSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt)));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
