import { sql, type SQL } from 'drizzle-orm';
import {
  DELIVERY_MODES,
  type AudienceCount,
  type DeliveryMode,
  type ModeReach,
} from '../../../contract/messages';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { WHOLE_COMPANY } from '../../db/wholeCompany';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import {
  audienceCondition,
  type AudienceTarget,
  type SendingChannel,
} from './audienceSqlRepository';
import { countCapped } from './cappedCountRepository';
import { countNotFollowing, withReach } from './reachRepository';
import type { LocalWallTime } from './localTime';
import { countZoneSpan } from './zoneSpanRepository';
import { countOptedOutTraits, type OptedOutTraits } from './optedOutReachRepository';
import type { OptedOutCounts } from '../../../contract/optOuts';
import { withSegment } from './segmentAudienceRepository';

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

/** A member's traits with the ways they opted out of taken away. */
const withoutOptedOutWays = (row: OptedOutTraits): Traits & { users: number } => ({
  suspended: row.suspended,
  push: row.push && !row.noPush,
  phone: row.phone && !row.noSms,
  email: row.email && !row.noEmail,
  users: row.users,
});

/**
 * The counted traits corrected for opt-outs: each opted-out member taken out as counted and put
 * back without the ways they opted out of, so reachOf sends them on to the next way or none.
 */
const optOutCorrections = (rows: OptedOutTraits[]): (Traits & { users: number })[] =>
  rows.flatMap((row) => [{ ...row, users: -row.users }, withoutOptedOutWays(row)]);

/** Active members the chosen way would have reached by push, SMS or email but for an opt-out. */
function countOptedOut(
  rows: OptedOutTraits[],
  channel: SendingChannel,
  mode: DeliveryMode,
): OptedOutCounts {
  const counts: OptedOutCounts = { push: 0, sms: 0, email: 0 };
  for (const row of rows) {
    if (row.suspended) continue;
    const before = reachOf(row, channel, mode);
    const after = reachOf(withoutOptedOutWays(row), channel, mode);
    if (before !== after && before !== 'none') counts[before] += row.users;
  }
  return counts;
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
  given: AudienceTarget,
  now: Date = new Date(),
  localAt: LocalWallTime | null = null,
): Promise<AudienceCount> {
  const target = await withSegment(db, given, now);
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
  const optedOutRows = await countOptedOutTraits(db, target);
  const modes = reachByMode([...rows, ...optOutCorrections(optedOutRows)], target.channel);
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
    optedOut: countOptedOut(optedOutRows, target.channel, target.mode ?? 'fallback'),
    modes,
    ...(localAt ? { zones: await countZoneSpan(db, target, localAt) } : {}),
  });
}
