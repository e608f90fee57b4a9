import { sql, type SQL } from 'drizzle-orm';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import type { SendingChannel } from './audienceSqlRepository';

/**
 * The members of the sending channel's company who opted out of `delivery` for that channel: by
 * that delivery or by all of them, for the channel or for every one (docs/decisions.md,
 * "Opt-outs"). A set, not a per-row probe: PostgreSQL hashes it once per statement (a hashed
 * SubPlan), so the fan-out pays a hash lookup per recipient whatever the opt-outs' number.
 */
export function optedOutMembers(channel: SendingChannel, delivery: 'push' | 'sms' | 'email'): SQL {
  return sql`select o.mobile_user_id from member_opt_outs o
    where o.company_id = ${channel.companyId}::uuid and o.delivery in ('all', ${delivery})
      and (o.content_provider_id is null or o.content_provider_id = ${channel.channelId}::uuid)`;
}

/** Over mobile_users `u`: the member has not opted out of `delivery` for the channel. */
export function notOptedOut(channel: SendingChannel, delivery: 'push' | 'sms' | 'email'): SQL {
  return sql`${u.id} not in (${optedOutMembers(channel, delivery)})`;
}

/**
 * Each member of the company with an opt-out touching the channel, with what they opted out of,
 * as a subquery `o` (mobile_user_id, push, sms, email): compose's reach corrects its kept
 * counters by these few rows instead of counting every member.
 */
export function optOutsByMember(channel: SendingChannel): SQL {
  return sql`select o.mobile_user_id,
      bool_or(o.delivery in ('all', 'push')) as push,
      bool_or(o.delivery in ('all', 'sms')) as sms,
      bool_or(o.delivery in ('all', 'email')) as email
    from member_opt_outs o
    where o.company_id = ${channel.companyId}::uuid
      and (o.content_provider_id is null or o.content_provider_id = ${channel.channelId}::uuid)
    group by o.mobile_user_id`;
}
