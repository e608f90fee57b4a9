import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DeliveryMode, Device } from '../../../contract/messages';
import { channelFollowers, mobileUsers as u } from '../../db/schema/mobileUsers';
import type { StoredAudience } from '../../db/schema/messages';
import { userGroupMembers } from '../../db/schema/userGroups';
import { filterParts } from '../mobileUsers/public';
import { notOptedOut } from './optOutSqlRepository';

/*
 * A message's audience as SQL conditions over mobile_users `u`, shared by the audience count
 * (audienceRepository.ts), the fan-out, and the counts of capped and out-of-hours users.
 */

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
  /**
   * The members of the saved segment a 'users' audience names (`filter.segmentId`), evaluated
   * when the target was built (segmentAudienceRepository.ts withSegment).
   */
  segment?: SQL | undefined;
}

/**
 * Who a message reaches, as a condition over mobile_users `u`: live, active users of the
 * channel (every company user for the default channel), on the target platform, narrowed by
 * groups or by the users list's filter. Only active users are messaged (onlyActiveUsers).
 */
export function audienceCondition(
  { channel, device, audience, segment }: AudienceTarget,
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
    const filter = { ...audience.filter, onlyActiveUsers: true };
    conditions.push(filterParts(scope, filter, segment).where);
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
 * as the channel allows. A member's opt-out of a way (delivery/optOutSqlRepository.ts) takes that
 * way away from them. SMS credits are not applied here: the fan-out spends them batch by batch
 * and sends `none` once they run out. reachOf (audienceRepository.ts) is the same rule over counted traits.
 */
export function reachChannel(
  channel: SendingChannel,
  mode: DeliveryMode = 'fallback',
): SQL<string> {
  // A member who opted out of a way is not reached by it (the fallback goes on to the next).
  const push = sql`${u.registered} and ${u.hasPushToken} and ${notOptedOut(channel, 'push')}`;
  const sms = sql`${channel.smsForUnregistered} and coalesce(${u.phone}, '') <> ''
    and ${notOptedOut(channel, 'sms')}`;
  const email = sql`${channel.emailForUnregistered} and coalesce(${u.email}, '') <> ''
    and ${notOptedOut(channel, 'email')}`;
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
