import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';

/** A live push token as the dispatcher sends to it. */
export interface LiveDevice {
  id: string;
  mobileUserId: string;
  pushToken: string;
  platform: string;
}

/** The live tokens of a batch's recipients, in one query (by the tokens' user index). */
export async function liveDevicesOf(
  db: Database,
  userIds: readonly string[],
): Promise<LiveDevice[]> {
  if (userIds.length === 0) return [];
  const rows = await selectRows<{
    id: string;
    mobile_user_id: string;
    push_token: string;
    platform: string;
  }>(
    db,
    sql`select id::text, mobile_user_id::text, push_token, platform from mobile_user_devices
      where mobile_user_id = any(${`{${userIds.join(',')}}`}::uuid[])
      order by mobile_user_id, created_at, id`,
  );
  return rows.map((row) => ({
    id: row.id,
    mobileUserId: row.mobile_user_id,
    pushToken: row.push_token,
    platform: row.platform,
  }));
}

/** Forgets tokens a provider answered are no longer registered. */
export async function removeDeadDevices(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`delete from mobile_user_devices where id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
}
