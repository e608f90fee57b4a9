import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { issueAppToken } from './appTokensRepository';

export { issueAppToken };

/** Gives an app user a push token as the app would register it; answers the device's id. */
export async function giveDevice(
  db: Database,
  mobileUserId: string,
  device: { pushToken: string; platform?: string; appVersion?: string },
): Promise<string> {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`insert into mobile_user_devices (company_id, mobile_user_id, push_token, platform,
        app_version)
      select company_id, id, ${device.pushToken}, ${device.platform ?? 'android'},
        ${device.appVersion ?? '1.0.0'}
      from mobile_users where id = ${mobileUserId}
      returning id::text`,
  );
  if (!row) throw new Error('no such app user');
  return row.id;
}
