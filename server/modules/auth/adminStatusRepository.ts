import { and, eq } from 'drizzle-orm';
import { USER_GROUP } from '../../../contract/adminGroups';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import type { Scope } from '../../plugins/tenancy';

/**
 * What setting an admin's status came to: done, no such admin the caller manages, or refused
 * (nothing changed) because the caller is a channel admin or the admin is the caller.
 */
export type AdminStatusChange = 'changed' | 'missing' | 'channel_admin' | 'own_account';

/** Activates or deactivates an admin the caller manages. */
export function createAdminStatusRepository(db: Database) {
  return {
    async setStatus(scope: Scope, adminId: string, isActive: 0 | 1): Promise<AdminStatusChange> {
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
      if (!inScope) return 'missing';
      // Checked after the lookup, so an id of another tenant is missing for channel admins too.
      if (scope.kind === 'channel') return 'channel_admin';
      if (adminId === scope.adminId) return 'own_account';
      await db.update(adminUsers).set({ isActive }).where(eq(adminUsers.id, adminId));
      return 'changed';
    },
  };
}
