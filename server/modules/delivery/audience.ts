import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AudienceCount, Device } from '../../../contract/messages';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { channelFollowers, mobileUsers as u } from '../../db/schema/mobileUsers';
import type { StoredAudience } from '../../db/schema/messages';
import { userGroupMembers } from '../../db/schema/userGroups';
import { filterParts } from '../mobileUsers/filter';

/** The sending channel and what it allows: the reach of a message depends on both. */
export interface SendingChannel {
  companyId: string;
  channelId: string;
  /** The company's default channel speaks to every user of the company, not only followers. */
  isCompanyDefault: boolean;
  /** Unregistered users may be sent SMS (they have no app to get a push). */
  smsForUnregistered: boolean;
  /** Unregistered users without SMS may be sent email. */
  emailForUnregistered: boolean;
  /** Off-app text credits left: the month's allowance not yet used, plus purchased ones. */
  creditsRemaining: number;
}

export interface AudienceTarget {
  channel: SendingChannel;
  device: Device;
  audience: StoredAudience;
}

/**
 * Who a message reaches, as a condition over mobile_users `u`: live, active users of the
 * channel (every company user for the default channel), on the target platform, narrowed by
 * groups or by the users list's filter. Only active users are messaged (onlyActiveUsers).
 */
export function audienceCondition({ channel, device, audience }: AudienceTarget): SQL {
  const conditions: SQL[] = [
    eq(u.companyId, channel.companyId),
    eq(u.isDeleted, 0),
    eq(u.isActive, 1),
  ];
  if (!channel.isCompanyDefault)
    conditions.push(sql`exists (select 1 from ${channelFollowers} f
      where f.mobile_user_id = ${u.id} and f.content_provider_id = ${channel.channelId})`);
  if (device !== 'all') conditions.push(sql`lower(${u.platform}) = ${device}`);
  if (audience.kind === 'groups')
    conditions.push(sql`exists (select 1 from ${userGroupMembers} m
      where m.mobile_user_id = ${u.id}
        and m.group_id = any(${`{${audience.groups.join(',')}}`}::uuid[]))`);
  if (audience.kind === 'users') {
    const scope = {
      kind: 'company' as const,
      adminId: '',
      companyId: channel.companyId,
      companySlug: '',
    };
    conditions.push(filterParts(scope, { ...audience.filter, onlyActiveUsers: true }).where);
  }
  return and(...conditions) ?? sql`false`;
}

/**
 * How each user of the audience is reached, as a SQL expression over `u`: push for registered
 * app users; otherwise SMS when the channel allows it and the user has a phone, else email when
 * the channel allows it and the user has an address, else none. SMS credits are not applied
 * here: the fan-out spends them batch by batch and sends `none` once they run out.
 */
export function reachChannel(channel: SendingChannel): SQL<string> {
  return sql<string>`case
    when ${u.registered} then 'push'
    when ${channel.smsForUnregistered} and coalesce(${u.phone}, '') <> '' then 'sms'
    when ${channel.emailForUnregistered} and coalesce(${u.email}, '') <> '' then 'email'
    else 'none' end`;
}

/** How many a message would reach by each channel, and the SMS credits it would need. */
export async function countAudience(db: Database, target: AudienceTarget): Promise<AudienceCount> {
  const [row] = await selectRows<Record<string, unknown>>(
    db,
    sql`select count(*) as total,
        count(*) filter (where reach = 'push') as push,
        count(*) filter (where reach = 'sms') as sms,
        count(*) filter (where reach = 'email') as email,
        count(*) filter (where reach = 'none') as none
      from (select ${reachChannel(target.channel)} as reach from ${u}
        where ${audienceCondition(target)}) r`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    total: n('total'),
    push: n('push'),
    sms: n('sms'),
    email: n('email'),
    none: n('none'),
    creditsNeeded: n('sms'),
    creditsRemaining: target.channel.creditsRemaining,
  };
}
