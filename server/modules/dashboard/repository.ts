import { sql, type SQL } from 'drizzle-orm';
import type { Dashboard } from '../../../contract/auth';
import type { MobileUserAllowance } from '../../../contract/pricing';
import type { Database } from '../../db/client';
import { inScopeSql } from '../../db/inScope';
import { selectRows } from '../../db/rows';
import { WHOLE_COMPANY } from '../../db/wholeCompany';
import type { Scope } from '../../plugins/tenancy';
import { allowanceOf, servedCounterChannel } from '../pricing/public';

/**
 * The kept counter rows a scope sums (migration 0018): the app users a channel serves (its
 * followers, or the whole company's for its default channel, as its allowance counts them), a
 * company's users, or (a platform admin with no company chosen) every company's.
 */
function counterRows(scope: Scope, appUsers: MobileUserAllowance | null): SQL {
  const channel =
    scope.kind === 'channel'
      ? servedCounterChannel(scope.channelId, appUsers?.wholeCompany ?? false)
      : WHOLE_COMPANY;
  // The channel is the counter row a channel serves, not a plain column match: only the
  // organisation part is inScope's.
  return sql`d.content_provider_id = ${channel} and ${inScopeSql(scope, { company: sql`d.company_id` })}`;
}

/**
 * Active users by registration, from the counters the users page's summary reads (migration
 * 0004): a channel's followers (channel_user_counts), else its company's or every company's.
 */
function registrationCounts(scope: Scope, appUsers: MobileUserAllowance | null): SQL {
  const select = sql`select coalesce(sum(u.users) filter (where u.registered), 0) as registered,
    coalesce(sum(u.users) filter (where not u.registered), 0) as unregistered`;
  if (scope.kind === 'channel' && !appUsers?.wholeCompany)
    return sql`${select} from channel_user_counts u
      where ${inScopeSql(scope, { company: sql`u.company_id`, channel: sql`u.content_provider_id` })}
        and u.is_active = 1`;
  return sql`${select} from mobile_user_counts u
    where u.is_active = 1 and ${companyFilter(scope, sql`u.company_id`)}`;
}

/** Days are UTC days, as the counters file each user under the UTC day they joined. */
const TODAY = sql`(now() at time zone 'UTC')::date`;

/** The organisation's rows (a channel admin sees its organisation's daily counts). */
const companyFilter = (scope: Scope, column: SQL): SQL => inScopeSql(scope, { company: column });

const toNumber = (value: unknown) => Number(value ?? 0);

export function createDashboardRepository(db: Database) {
  return {
    async counters(scope: Scope): Promise<Dashboard> {
      const appUsers = scope.kind === 'channel' ? await allowanceOf(db, scope.channelId) : null;
      const rows = counterRows(scope, appUsers);
      const totals = await selectRows<Record<string, unknown>>(
        db,
        sql`
        select
          sum(d.users) filter (where d.is_active = 1) as subscribers,
          sum(d.users) filter (where d.is_active = 1 and lower(d.platform) = 'ios') as ios,
          sum(d.users) filter (where d.is_active = 1 and lower(d.platform) = 'android') as android,
          sum(d.users) filter (where d.is_active = 1
            and lower(d.platform) not in ('ios', 'android')) as other,
          sum(d.users) filter (where d.is_active = 1 and d.is_paid) as paid,
          sum(d.users) filter (where d.is_recovered) as recovered,
          sum(d.users) filter (where d.coop) as coop
        from dashboard_user_counts d
        where ${rows}`,
      );
      const others = await selectRows<Record<string, unknown>>(
        db,
        sql`
        select
          (select count(*) from companies c where c.is_active = 1 and ${companyFilter(scope, sql`c.id`)}) as companies,
          (select count(*) from content_providers p
            where p.is_deleted = 0 and p.is_active = 1 and ${inScopeSql(scope, { company: sql`p.company_id`, channel: sql`p.id` })}) as channels,
          (select count(*) from admin_users a
            where a.is_deleted = 0 and ${inScopeSql(scope, { company: sql`a.company_id`, channel: sql`a.content_provider_id` })}) as admins`,
      );
      const [registration] = await selectRows<Record<string, unknown>>(
        db,
        registrationCounts(scope, appUsers),
      );
      const daily = await selectRows<{ date: string; count: unknown }>(
        db,
        sql`
        select to_char(s.day, 'YYYY-MM-DD') as date, coalesce(sum(d.users), 0) as count
        from generate_series(${TODAY} - 29, ${TODAY}, interval '1 day') s(day)
        left join dashboard_user_counts d on d.day = s.day::date and ${rows}
        group by s.day order by s.day`,
      );
      const monthly = await selectRows<{ date: string; count: unknown }>(
        db,
        sql`
        with months as (
          select m::date as month
          from generate_series(date_trunc('month', ${TODAY}) - interval '11 months',
                               date_trunc('month', ${TODAY}), interval '1 month') m
        ), counted as (
          select date_trunc('month', d.day)::date as month, sum(d.users) as users
          from dashboard_user_counts d
          where ${rows} and d.day >= (select min(month) from months)
          group by 1
        )
        select to_char(months.month, 'YYYY-MM') as date, coalesce(counted.users, 0) as count
        from months left join counted using (month)
        order by months.month`,
      );
      const t = totals[0] ?? {};
      const o = others[0] ?? {};
      return {
        subscribers: toNumber(t.subscribers),
        iosSubscribers: toNumber(t.ios),
        androidSubscribers: toNumber(t.android),
        otherSubscribers: toNumber(t.other),
        registeredSubscribers: toNumber(registration?.registered),
        unregisteredSubscribers: toNumber(registration?.unregistered),
        paidSubscribers: toNumber(t.paid),
        recoveredUsers: toNumber(t.recovered),
        coopFunds: toNumber(t.coop),
        companies: toNumber(o.companies),
        channels: toNumber(o.channels),
        admins: toNumber(o.admins),
        dashboardUsers: daily.map((r) => ({ date: r.date, count: toNumber(r.count) })),
        dashboardUsersYear: monthly.map((r) => ({ date: r.date, count: toNumber(r.count) })),
        appUsers,
      };
    },
  };
}
