import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AudienceCount, Device } from '../../../contract/messages';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { WHOLE_COMPANY } from '../../db/wholeCompany';
import { channelFollowers, mobileUsers as u } from '../../db/schema/mobileUsers';
import type { StoredAudience } from '../../db/schema/messages';
import { userGroupMembers } from '../../db/schema/userGroups';
import { filterParts } from '../mobileUsers/public';
import { countCapped } from './cappedCount';
import type { LocalWallTime } from './localTime';
import { countZoneSpan } from './zoneSpan';

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
export function audienceCondition(
  { channel, device, audience }: AudienceTarget,
  status: 'active' | 'any' = 'active',
): SQL {
  const conditions: SQL[] = [eq(u.companyId, channel.companyId), eq(u.isDeleted, 0)];
  // 'any' is for telling how many a choice leaves out because they are suspended.
  if (status === 'active' || audience.kind === 'users') conditions.push(eq(u.isActive, 1));
  if (!channel.isCompanyDefault)
    conditions.push(sql`exists (select 1 from ${channelFollowers} f
      where f.mobile_user_id = ${u.id} and f.content_provider_id = ${channel.channelId})`);
  if (device !== 'all') conditions.push(sql`lower(${u.platform}) = ${device}`);
  if (audience.kind === 'groups')
    conditions.push(sql`exists (select 1 from ${userGroupMembers} m
      where m.mobile_user_id = ${u.id}
        and m.group_id = any(${`{${audience.groups.join(',')}}`}::uuid[]))`);
  if (audience.kind === 'followUp')
    conditions.push(sql`exists (select 1 from message_audience_snapshots s
      where s.snapshot_id = ${audience.snapshotId}::uuid and s.mobile_user_id = ${u.id})`);
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
 * app users with a live push token (has_push_token, kept by the tokens' triggers; a registered
 * user whose tokens are all gone is reached as a member without the app); otherwise SMS when the channel allows it and the user has a phone, else email when
 * the channel allows it and the user has an address, else none. SMS credits are not applied
 * here: the fan-out spends them batch by batch and sends `none` once they run out.
 */
export function reachChannel(channel: SendingChannel): SQL<string> {
  return sql<string>`case
    when ${u.registered} and ${u.hasPushToken} then 'push'
    when ${channel.smsForUnregistered} and coalesce(${u.phone}, '') <> '' then 'sms'
    when ${channel.emailForUnregistered} and coalesce(${u.email}, '') <> '' then 'email'
    else 'none' end`;
}

/**
 * The reach of a whole channel, from the kept counters (migration 0021): the same rules as
 * reachChannel over a few dozen rows instead of every user of the channel.
 */
function countWholeChannel({ channel, device }: AudienceTarget): SQL {
  const rows = channel.isCompanyDefault ? WHOLE_COMPANY : channel.channelId;
  const platform = device === 'all' ? sql`` : sql` and platform = ${device}`;
  return sql`select reach, sum(users) as users from (
      select users, ${reachOfTraits(channel)} as reach
      from mobile_user_reach_counts
      where company_id = ${channel.companyId} and content_provider_id = ${rows}${platform}) r
    group by reach`;
}

/**
 * The reach of a case expression over counter rows with the traits that decide it. The
 * counters' `registered` counts registered users with a live push token (migration 0041).
 */
function reachOfTraits(channel: SendingChannel): SQL {
  return sql`case
    when is_active = 0 then 'suspended'
    when registered then 'push'
    when ${channel.smsForUnregistered} and has_phone then 'sms'
    when ${channel.emailForUnregistered} and has_email then 'email'
    else 'none' end`;
}

/**
 * The reach of one group from its kept counters, when the group belongs to the sending channel's
 * company (otherwise null): every member for the company's default channel and the group's
 * followers of its own channel from user_group_counts (migration 0018), its followers of any
 * other channel from user_group_channel_counts (migration 0022).
 */
async function countOneGroup(
  db: Database,
  { channel, device }: AudienceTarget,
  groupId: string,
): Promise<SQL | null> {
  const [group] = await selectRows<{ company_id: string; content_provider_id: string | null }>(
    db,
    sql`select company_id, content_provider_id from user_groups where id = ${groupId}`,
  );
  if (!group || group.company_id !== channel.companyId) return null;
  const platform = device === 'all' ? sql`` : sql` and platform = ${device}`;
  const ownChannel = group.content_provider_id === channel.channelId;
  const counters =
    channel.isCompanyDefault || ownChannel
      ? sql`user_group_counts where group_id = ${groupId}${
          channel.isCompanyDefault ? sql`` : sql` and follows`
        }`
      : sql`user_group_channel_counts
          where group_id = ${groupId} and content_provider_id = ${channel.channelId}`;
  return sql`select reach, sum(users) as users from (
      select users, ${reachOfTraits(channel)} as reach from ${counters}${platform}) r
    group by reach`;
}

/** The same figures counted over the users themselves, for audiences narrower than a channel. */
function countUsers(target: AudienceTarget): SQL {
  return sql`select case when ${u.isActive} = 0 then 'suspended'
      else ${reachChannel(target.channel)} end as reach, count(*) as users from ${u}
    where ${audienceCondition(target, 'any')} group by 1`;
}

/**
 * How many a message would reach by each channel, and the SMS credits it would need; with a
 * local-time send's wall time, the time zones it spans too.
 */
export async function countAudience(
  db: Database,
  target: AudienceTarget,
  now: Date = new Date(),
  localAt: LocalWallTime | null = null,
): Promise<AudienceCount> {
  const { audience } = target;
  const fromCounters =
    audience.kind === 'all'
      ? countWholeChannel(target)
      : audience.kind === 'groups' && audience.groups.length === 1 && audience.groups[0]
        ? await countOneGroup(db, target, audience.groups[0])
        : null;
  const rows = await selectRows<{ reach: string; users: unknown }>(
    db,
    fromCounters ?? countUsers(target),
  );
  const n = (reach: string) => Number(rows.find((row) => row.reach === reach)?.users ?? 0);
  return {
    total: n('push') + n('sms') + n('email') + n('none'),
    push: n('push'),
    sms: n('sms'),
    email: n('email'),
    none: n('none'),
    suspended: n('suspended'),
    creditsNeeded: n('sms'),
    creditsRemaining: target.channel.creditsRemaining,
    capped: await countCapped(db, target, now),
    ...(localAt ? { zones: await countZoneSpan(db, target, localAt) } : {}),
  };
}
