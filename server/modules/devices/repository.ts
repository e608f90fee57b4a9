import { and, asc, eq, sql } from 'drizzle-orm';
import type { Device } from '../../../contract/devices';
import type { Database } from '../../db/client';
import { appUserTokens, mobileUserDevices as d } from '../../db/schema/appDevices';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import type { Scope } from '../../plugins/tenancy';
import { scopeCondition } from '../mobileUsers/public';
import type { AppUser } from './appTokensRepository';

const deviceColumns = {
  _id: d.id,
  platform: d.platform,
  appVersion: d.appVersion,
  createdAt: d.createdAt,
  lastSeenAt: d.lastSeenAt,
};

type DeviceRow = {
  _id: string;
  platform: string;
  appVersion: string;
  createdAt: Date;
  lastSeenAt: Date;
};

const toDevice = (row: DeviceRow): Device => ({
  _id: row._id,
  platform: row.platform,
  appVersion: row.appVersion,
  dateCreated: row.createdAt.toISOString(),
  lastSeen: row.lastSeenAt.toISOString(),
});

/** The app users' push tokens: the app's removal of its own, and the console's view of them. */
export function createDeviceRepository(db: Database) {
  return {
    /** Removes the app user's own token; a token they do not hold changes nothing. */
    async removeOwn(user: AppUser, pushToken: string): Promise<void> {
      await db
        .delete(d)
        .where(
          and(
            eq(d.companyId, user.companyId),
            eq(d.mobileUserId, user.mobileUserId),
            eq(d.pushToken, pushToken),
          ),
        );
    },

    /** An app user's live tokens, oldest first; null when the user is outside the scope. */
    async listForUser(scope: Scope, userID: string): Promise<Device[] | null> {
      const [user] = await db
        .select({ id: u.id })
        .from(u)
        .where(and(eq(u.id, userID), scopeCondition(scope)))
        .limit(1);
      if (!user) return null;
      const rows = await db
        .select(deviceColumns)
        .from(d)
        .where(eq(d.mobileUserId, userID))
        .orderBy(asc(d.createdAt), asc(d.id));
      return rows.map(toDevice);
    },

    /**
     * Signs an app user the scope sees out of the app everywhere: every app token ends and every
     * device is forgotten, so a lost phone neither acts as the user nor gets their pushes. False
     * when the user is outside the scope.
     */
    async signOutEverywhere(scope: Scope, userID: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: u.id })
          .from(u)
          .where(and(eq(u.id, userID), scopeCondition(scope)))
          .limit(1);
        if (!user) return false;
        await tx.delete(appUserTokens).where(eq(appUserTokens.mobileUserId, userID));
        await tx.delete(d).where(eq(d.mobileUserId, userID));
        return true;
      });
    },

    /** Removes one token of an app user the scope sees; false when there is no such pair. */
    async removeForUser(scope: Scope, userID: string, deviceID: string): Promise<boolean> {
      const removed = await db
        .delete(d)
        .where(
          and(
            eq(d.id, deviceID),
            eq(d.mobileUserId, userID),
            sql`exists (select 1 from ${u}
              where ${u.id} = ${d.mobileUserId} and ${scopeCondition(scope)})`,
          ),
        )
        .returning({ id: d.id });
      return removed.length > 0;
    },
  };
}

export type DeviceRepository = ReturnType<typeof createDeviceRepository>;
