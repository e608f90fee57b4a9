import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import { audienceCondition, type AudienceTarget } from './audienceSqlRepository';
import { optOutsByMember } from './optOutSqlRepository';

/** Members of an audience with opt-outs touching its channel, by their traits and opt-outs. */
export interface OptedOutTraits {
  suspended: boolean;
  push: boolean;
  phone: boolean;
  email: boolean;
  noPush: boolean;
  noSms: boolean;
  noEmail: boolean;
  users: number;
}

/**
 * The audience's members who opted out of some way for the sending channel, grouped by what
 * decides their reach: the kept counters know nothing of opt-outs, so compose's reach takes
 * these few out as counted and puts them back with the ways they opted out of removed.
 */
export async function countOptedOutTraits(
  db: Database,
  target: AudienceTarget,
): Promise<OptedOutTraits[]> {
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`select ${u.isActive} = 0 as suspended, ${u.registered} and ${u.hasPushToken} as push,
        coalesce(${u.phone}, '') <> '' as phone, coalesce(${u.email}, '') <> '' as email,
        o.push as no_push, o.sms as no_sms, o.email as no_email, count(*) as users
      from (${optOutsByMember(target.channel)}) o
      join ${u} on ${u.id} = o.mobile_user_id
      where ${audienceCondition(target, 'any')}
      group by 1, 2, 3, 4, 5, 6, 7`,
  );
  return rows.map((row) => ({
    suspended: row.suspended === true,
    push: row.push === true,
    phone: row.phone === true,
    email: row.email === true,
    noPush: row.no_push === true,
    noSms: row.no_sms === true,
    noEmail: row.no_email === true,
    users: Number(row.users ?? 0),
  }));
}
