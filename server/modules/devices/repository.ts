import { and, asc, eq, sql } from 'drizzle-orm';
import type { Device, DevicePlatform } from '../../../contract/devices';
import type { LanguageCode } from '../../../contract/languages';
import type { Database } from '../../db/client';
import { preparedRows } from '../../db/rows';
import { appUserTokens, mobileUserDevices as d } from '../../db/schema/appDevices';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import type { Scope } from '../../plugins/tenancy';
import { scopeCondition } from '../mobileUsers/public';
import type { AppUser } from './appTokensRepository';

export interface DeviceRegistration {
  pushToken: string;
  platform: DevicePlatform;
  appVersion: string;
  timeZone?: string;
  /** A listed tag in its listed spelling (the service matched it). */
  language?: LanguageCode;
}

/**
 * The most devices one app user keeps: a new registration beyond it forgets the longest unseen,
 * so a misbehaving app cannot make every push fan out to thousands of tokens.
 */
export const DEVICES_PER_USER = 10;

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

/** The app users' push tokens: the app's own registrations, and the console's view of them. */
export function createDeviceRepository(db: Database) {
  return {
    /**
     * Registers a token for the app user, or refreshes it. A token is one user's within a
     * company: registered by another user of the company (the phone changed hands, or accounts),
     * it moves to them. Another company's row of the same token is never touched.
     */
    async register(user: AppUser, device: DeviceRegistration, now: Date): Promise<Device> {
      const iso = (column: string) =>
        sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
      const [row] = await preparedRows<{
        id: string;
        platform: string;
        app_version: string;
        created_at: string;
        last_seen_at: string;
        held: number;
      }>(
        db,
        'register_device',
        // `held` counts the user's tokens as they were before the statement (a statement sees
        // the table as it began), so the registered token is among them only when it was
        // already theirs.
        sql`with registered as (
            insert into mobile_user_devices as d (company_id, mobile_user_id, push_token,
              platform, app_version, created_at, last_seen_at)
            values (${user.companyId}, ${user.mobileUserId}, ${device.pushToken},
              ${device.platform}, ${device.appVersion}, ${now.toISOString()}::timestamptz,
              ${now.toISOString()}::timestamptz)
            on conflict (company_id, push_token) do update set
              mobile_user_id = excluded.mobile_user_id, platform = excluded.platform,
              app_version = excluded.app_version, last_seen_at = excluded.last_seen_at,
              -- A token moved to another user starts afresh for them.
              created_at = case when d.mobile_user_id = excluded.mobile_user_id
                then d.created_at else excluded.created_at end
            returning d.id, d.platform, d.app_version, d.created_at, d.last_seen_at)
          select id::text as id, platform, app_version, ${iso('created_at')} as created_at,
            ${iso('last_seen_at')} as last_seen_at,
            (select count(*)::int from mobile_user_devices
              where mobile_user_id = ${user.mobileUserId}) as held
          from registered`,
      );
      if (!row) throw new Error('the device was not stored');
      // Past DEVICES_PER_USER the longest unseen go. Most users hold one or two tokens, so the
      // trim is a statement of its own, run only when the user may be over: a DELETE fires
      // the table's statement triggers even when it deletes nothing.
      if (row.held >= DEVICES_PER_USER) {
        await db.execute(sql`delete from mobile_user_devices
          where mobile_user_id = ${user.mobileUserId} and id <> ${row.id}
            and id not in (select id from mobile_user_devices
              where mobile_user_id = ${user.mobileUserId} and id <> ${row.id}
              order by last_seen_at desc, id desc limit ${DEVICES_PER_USER - 1})`);
      }
      // The zone the phone reports wins over the one the user's place suggests (migration 0043's
      // trigger keeps time_zone from it), and the language the member chose in the app over
      // what an admin or an import set; written only when one changed, as apps register often:
      // an UPDATE of no row still runs every statement trigger of mobile_users.
      if (device.timeZone || device.language) {
        const [current] = await db
          .select({ timeZone: u.reportedTimeZone, language: u.language })
          .from(u)
          .where(eq(u.id, user.mobileUserId));
        const changes = {
          ...(device.timeZone && device.timeZone !== current?.timeZone
            ? { reportedTimeZone: device.timeZone }
            : {}),
          ...(device.language && device.language !== current?.language
            ? { language: device.language }
            : {}),
        };
        if (current && Object.keys(changes).length > 0) {
          await db.update(u).set(changes).where(eq(u.id, user.mobileUserId));
        }
      }
      return {
        _id: row.id,
        platform: row.platform,
        appVersion: row.app_version,
        dateCreated: row.created_at,
        lastSeen: row.last_seen_at,
      };
    },

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
