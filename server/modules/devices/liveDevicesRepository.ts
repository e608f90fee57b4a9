import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Forgets tokens a provider answered are no longer registered. */
export async function removeDeadDevices(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`delete from mobile_user_devices where id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
}
