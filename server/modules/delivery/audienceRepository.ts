import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  DELIVERY_MODES,
  type AudienceCount,
  type DeliveryMode,
  type Device,
  type ModeReach,
} from '../../../contract/messages';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { WHOLE_COMPANY } from '../../db/wholeCompany';
import { channelFollowers, mobileUsers as u } from '../../db/schema/mobileUsers';
import type { StoredAudience } from '../../db/schema/messages';
import { userGroupMembers } from '../../db/schema/userGroups';
import { filterParts } from '../mobileUsers/public';
import { countCapped } from './cappedCountRepository';
import { countNotFollowing, withReach } from './reachRepository';
import type { LocalWallTime } from './localTime';
import { countZoneSpan } from './zoneSpanRepository';

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
  /** How the sender chose to reach them; push with fallback when not said. */
  mode?: DeliveryMode;
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
 * How each user of the audience is reached, as a SQL expression over `u`, for the sender's
 * delivery choice (contract/messages.ts DELIVERY_MODES). With fallback: push for registered app
 * users with a live push token (has_push_token, kept by the tokens' triggers; a registered user
 * whose tokens are all gone is reached as a member without the app); otherwise SMS when the
 * channel allows it and the user has a phone, else email when the channel allows it and the user
 * has an address, else none. Push only, SMS only and email only reach by that way alone, still
 * as the channel allows. SMS credits are not applied here: the fan-out spends them batch by batch
 * and sends `none` once they run out. reachOf (below) is the same rule over counted traits.
 */
export function reachChannel(
  channel: SendingChannel,
  mode: DeliveryMode = 'fallback',
): SQL<string> {
  const push = sql`${u.registered} and ${u.hasPushToken}`;
  const sms = sql`${channel.smsForUnregistered} and coalesce(${u.phone}, '') <> ''`;
  const email = sql`${channel.emailForUnregistered} and coalesce(${u.email}, '') <> ''`;
  switch (mode) {
    case 'push':
      return sql<string>`case when ${push} then 'push' else 'none' end`;
    case 'sms':
      return sql<string>`case when ${sms} then 'sms' else 'none' end`;
    case 'email':
      return sql<string>`case when ${email} then 'email' else 'none' end`;
    case 'fallback':
      return sql<string>`case
    when ${push} then 'push'
    when ${sms} then 'sms'
    when ${email} then 'email'
    else 'none' end`;
  }
}

/** What decides how a user is reached, as the counters keep it. */
interface Traits {
  suspended: boolean;
  /** Registered with a live push token. */
  push: boolean;
  phone: boolean;
  email: boolean;
}

type Reach = 'push' | 'sms' | 'email' | 'none';

/** reachChannel's rule for one set of traits. */
function reachOf(traits: Traits, channel: SendingChannel, mode: DeliveryMode): Reach {
  const sms = channel.smsForUnregistered && traits.phone;
  const email = channel.emailForUnregistered && traits.email;
  switch (mode) {
    case 'push':
      return traits.push ? 'push' : 'none';
    case 'sms':
      return sms ? 'sms' : 'none';
    case 'email':
      return email ? 'email' : 'none';
    case 'fallback':
      return traits.push ? 'push' : sms ? 'sms' : email ? 'email' : 'none';
  }
}

/** Whether the channel (and for email its organisation) allows a delivery choice. */
export function modeAllowed(channel: SendingChannel, mode: DeliveryMode): boolean {
  if (mode === 'sms') return channel.smsForUnregistered;
  if (mode === 'email') return channel.emailForUnregistered;
  return true;
}

/**
 * The users of a whole channel by the traits that decide their reach, from the kept counters
 * (migration 0021): a few dozen rows instead of every user of the channel.
 */
function countWholeChannel({ channel, device }: AudienceTarget): SQL {
  const rows = channel.isCompanyDefault ? WHOLE_COMPANY : channel.channelId;
  const platform = device === 'all' ? sql`` : sql` and platform = ${device}`;
  return sql`select ${TRAITS_OF_COUNTERS}, sum(users) as users from mobile_user_reach_counts
    where company_id = ${channel.companyId} and content_provider_id = ${rows}${platform}
    group by 1, 2, 3, 4`;
}

/**
 * The traits of counter rows. The counters' `registered` counts registered users with a live
 * push token (migration 0041).
 */
const TRAITS_OF_COUNTERS = sql`is_active = 0 as suspended, registered as push,
  has_phone as phone, has_email as email`;

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
  return sql`select ${TRAITS_OF_COUNTERS}, sum(users) as users from ${counters}${platform}
    group by 1, 2, 3, 4`;
}

/** The same traits counted over the users themselves, for audiences narrower than a channel. */
function countUsers(target: AudienceTarget): SQL {
  return sql`select ${u.isActive} = 0 as suspended, ${u.registered} and ${u.hasPushToken} as push,
      coalesce(${u.phone}, '') <> '' as phone, coalesce(${u.email}, '') <> '' as email,
      count(*) as users
    from ${u} where ${audienceCondition(target, 'any')} group by 1, 2, 3, 4`;
}

/** Each delivery choice's reach of the counted traits. */
function reachByMode(
  rows: (Traits & { users: number })[],
  channel: SendingChannel,
): Record<DeliveryMode, ModeReach> {
  const modes = {} as Record<DeliveryMode, ModeReach>;
  for (const mode of DELIVERY_MODES) {
    const reach: ModeReach = {
      allowed: modeAllowed(channel, mode),
      push: 0,
      sms: 0,
      email: 0,
      none: 0,
      creditsNeeded: 0,
    };
    for (const row of rows) if (!row.suspended) reach[reachOf(row, channel, mode)] += row.users;
    reach.creditsNeeded = reach.sms;
    modes[mode] = reach;
  }
  return modes;
}

/** The audience's condition without asking who follows the channel: everyone the choice names. */
function namedCondition(target: AudienceTarget): SQL {
  return audienceCondition(
    { ...target, channel: { ...target.channel, isCompanyDefault: true } },
    'any',
  );
}

/**
 * How many a message would reach by each channel, and the SMS credits it would need; with a
 * local-time send's wall time, the time zones it spans too. The one reach computation: compose's
 * reach panel and its confirmation show it (reached and not reachable by reach.ts's withReach),
 * and sending stores its `total` and `notFollowing` with the message.
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
  const counted = await selectRows<{
    suspended: unknown;
    push: unknown;
    phone: unknown;
    email: unknown;
    users: unknown;
  }>(db, fromCounters ?? countUsers(target));
  const rows = counted.map((row) => ({
    suspended: row.suspended === true,
    push: row.push === true,
    phone: row.phone === true,
    email: row.email === true,
    users: Number(row.users ?? 0),
  }));
  const modes = reachByMode(rows, target.channel);
  const chosen = modes[target.mode ?? 'fallback'];
  const notFollowing = await countNotFollowing(db, target, namedCondition(target));
  return withReach(notFollowing, {
    total: chosen.push + chosen.sms + chosen.email + chosen.none,
    push: chosen.push,
    sms: chosen.sms,
    email: chosen.email,
    none: chosen.none,
    suspended: rows.reduce((sum, row) => sum + (row.suspended ? row.users : 0), 0),
    creditsNeeded: chosen.creditsNeeded,
    creditsRemaining: target.channel.creditsRemaining,
    capped: await countCapped(db, target, now),
    modes,
    ...(localAt ? { zones: await countZoneSpan(db, target, localAt) } : {}),
  });
}
