import { and, eq } from 'drizzle-orm';
import { USER_GROUP } from '../../../contract/adminGroups';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { forbidden, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';

/** Activates or deactivates an admin the caller manages. */
export function createAdminStatusRepository(db: Database) {
  return {
    async setStatus(scope: Scope, adminId: string, isActive: 0 | 1): Promise<void> {
      const [target] = await db
        .select({ companyId: adminUsers.companyId, userGroup: adminUsers.userGroup })
        .from(adminUsers)
        .where(and(eq(adminUsers.id, adminId), eq(adminUsers.isDeleted, 0)))
        .limit(1);
      // Another tenant's admin answers as missing, never as forbidden, so ids reveal nothing.
      const inScope =
        target &&
        (scope.kind === 'platform' ||
          (target.companyId === scope.companyId && target.userGroup !== USER_GROUP.platformAdmin));
      if (!inScope) throw notFound('User');
      // Checked after the lookup, so an id of another tenant is a 404 for channel admins too.
      if (scope.kind === 'channel') throw forbidden();
      if (adminId === scope.adminId)
        throw forbidden('You cannot change the status of your own account.');
      await db.update(adminUsers).set({ isActive }).where(eq(adminUsers.id, adminId));
    },
  };
}
