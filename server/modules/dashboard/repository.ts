import { sql, type SQL } from 'drizzle-orm';
import type { Dashboard } from '../../../contract/auth';
import type { MobileUserAllowance } from '../../../contract/pricing';
import type { Database } from '../../db/client';
import { inScopeSql } from '../../db/inScope';
import { jsonColumn, preparedRowsOfShape } from '../../db/rows';
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

/**
 * The scope's figures from the kept counters, all time. The day rows (2,600 for an organisation
 * some years old) are summed by platform and flags first, so `lower` runs on a few dozen sums
 * instead of three times a row: 5.1 against 3.4 ms at ten million members.
 */
function totalsSql(rows: SQL): SQL {
  return sql`select
      sum(d.users) filter (where d.is_active = 1) as subscribers,
      sum(d.users) filter (where d.is_active = 1 and lower(d.platform) = 'ios') as ios,
      sum(d.users) filter (where d.is_active = 1 and lower(d.platform) = 'android') as android,
      sum(d.users) filter (where d.is_active = 1
        and lower(d.platform) not in ('ios', 'android')) as other,
      sum(d.users) filter (where d.is_active = 1 and d.is_paid) as paid,
      sum(d.users) filter (where d.is_recovered) as recovered,
      sum(d.users) filter (where d.coop) as coop
    from (
      select d.platform, d.is_active, d.is_paid, d.is_recovered, d.coop, sum(d.users) as users
      from dashboard_user_counts d
      where ${rows}
      group by d.platform, d.is_active, d.is_paid, d.is_recovered, d.coop
    ) d`;
}

/** The organisations, channels and admins in scope. */
function othersSql(scope: Scope): SQL {
  return sql`select
      (select count(*) from companies c where c.is_active = 1 and ${companyFilter(scope, sql`c.id`)}) as companies,
      (select count(*) from content_providers p
        where p.is_deleted = 0 and p.is_active = 1 and ${inScopeSql(scope, { company: sql`p.company_id`, channel: sql`p.id` })}) as channels,
      (select count(*) from admin_users a
        where a.is_deleted = 0 and ${inScopeSql(scope, { company: sql`a.company_id`, channel: sql`a.content_provider_id` })}) as admins`;
}

/** New users a day over the last 30 days: the index's range of those days, then every day. */
function dailySql(rows: SQL): SQL {
  return sql`with counted as (
      select d.day, sum(d.users) as users
      from dashboard_user_counts d
      where ${rows} and d.day >= ${TODAY} - 29
      group by d.day
    )
    select to_char(s.day, 'YYYY-MM-DD') as date, coalesce(counted.users, 0) as count
    from generate_series(${TODAY} - 29, ${TODAY}, interval '1 day') s(day)
    left join counted on counted.day = s.day::date`;
}

/** New users a month over the last 12 months. */
function monthlySql(rows: SQL): SQL {
  return sql`with months as (
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
    from months left join counted using (month)`;
}

interface DashboardRow extends Record<string, unknown> {
  totals: Record<string, unknown> | null;
  others: Record<string, unknown> | null;
  registration: Record<string, unknown> | null;
  daily: { date: string; count: unknown }[] | null;
  monthly: { date: string; count: unknown }[] | null;
}

/** The statement's json columns, parsed whichever driver answered. */
const parsed = <T>(value: T | string): T => jsonColumn(value) as T;

export function createDashboardRepository(db: Database) {
  return {
    /**
     * Every figure in one statement: a dashboard read takes the pool's connection once, not
     * five times, so under load it waits in the pool's queue once like any other screen's read.
     * Prepared: parsing and planning its five parts took a third of its database time.
     */
    async counters(scope: Scope): Promise<Dashboard> {
      const appUsers = scope.kind === 'channel' ? await allowanceOf(db, scope.channelId) : null;
      const rows = counterRows(scope, appUsers);
      const [row] = await preparedRowsOfShape<DashboardRow>(
        db,
        'dashboard_counters',
        sql`with totals as (${totalsSql(rows)}),
          others as (${othersSql(scope)}),
          registration as (${registrationCounts(scope, appUsers)}),
          daily as (${dailySql(rows)}),
          monthly as (${monthlySql(rows)})
        select (select row_to_json(totals) from totals) as totals,
          (select row_to_json(others) from others) as others,
          (select row_to_json(registration) from registration) as registration,
          (select json_agg(daily order by daily.date) from daily) as daily,
          (select json_agg(monthly order by monthly.date) from monthly) as monthly`,
      );
      const t = parsed(row?.totals ?? null) ?? {};
      const o = parsed(row?.others ?? null) ?? {};
      const registration = parsed(row?.registration ?? null) ?? {};
      const series = (points: DashboardRow['daily']) =>
        (parsed(points) ?? []).map((point) => ({ date: point.date, count: toNumber(point.count) }));
      return {
        subscribers: toNumber(t.subscribers),
        iosSubscribers: toNumber(t.ios),
        androidSubscribers: toNumber(t.android),
        otherSubscribers: toNumber(t.other),
        registeredSubscribers: toNumber(registration.registered),
        unregisteredSubscribers: toNumber(registration.unregistered),
        paidSubscribers: toNumber(t.paid),
        recoveredUsers: toNumber(t.recovered),
        coopFunds: toNumber(t.coop),
        companies: toNumber(o.companies),
        channels: toNumber(o.channels),
        admins: toNumber(o.admins),
        dashboardUsers: series(row?.daily ?? null),
        dashboardUsersYear: series(row?.monthly ?? null),
        appUsers,
      };
    },
  };
}
