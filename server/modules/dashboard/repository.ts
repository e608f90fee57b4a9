import { sql, type SQL } from 'drizzle-orm';
import type { Dashboard } from '../../../contract/auth';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { Scope } from '../../plugins/tenancy';

/** The mobile users a scope may count: a company's, a channel's followers, or everyone's. */
function mobileUserFilter(scope: Scope): SQL {
  if (scope.kind === 'channel') {
    return sql`u.company_id = ${scope.companyId} and exists (
      select 1 from channel_followers f
      where f.mobile_user_id = u.id and f.content_provider_id = ${scope.channelId})`;
  }
  return scope.companyId ? sql`u.company_id = ${scope.companyId}` : sql`true`;
}

function companyFilter(scope: Scope, column: SQL): SQL {
  return scope.companyId ? sql`${column} = ${scope.companyId}` : sql`true`;
}

const toNumber = (value: unknown) => Number(value ?? 0);

export function createDashboardRepository(db: Database) {
  return {
    async counters(scope: Scope): Promise<Dashboard> {
      const users = mobileUserFilter(scope);
      const totals = await selectRows<Record<string, unknown>>(
        db,
        sql`
        select
          count(*) filter (where u.is_active = 1) as subscribers,
          count(*) filter (where u.is_active = 1 and u.platform = 'ios') as ios,
          count(*) filter (where u.is_active = 1 and u.platform = 'android') as android,
          count(*) filter (where u.is_active = 1 and u.is_paid) as paid,
          count(*) filter (where u.is_recovered) as recovered,
          count(*) filter (where u.funded_provider is not null) as coop
        from mobile_users u
        where u.is_deleted = 0 and ${users}`,
      );
      const others = await selectRows<Record<string, unknown>>(
        db,
        sql`
        select
          (select count(*) from companies c where c.is_active = 1 and ${companyFilter(scope, sql`c.id`)}) as companies,
          (select count(*) from content_providers p
            where p.is_deleted = 0 and p.is_active = 1 and ${
              scope.kind === 'channel'
                ? sql`p.id = ${scope.channelId}`
                : companyFilter(scope, sql`p.company_id`)
            }) as channels,
          (select count(*) from admin_users a
            where a.is_deleted = 0 and ${
              scope.kind === 'channel'
                ? sql`a.content_provider_id = ${scope.channelId}`
                : companyFilter(scope, sql`a.company_id`)
            }) as admins`,
      );
      const daily = await selectRows<{ date: string; count: unknown }>(
        db,
        sql`
        select to_char(d, 'YYYY-MM-DD') as date, count(u.id) as count
        from generate_series(current_date - 29, current_date, interval '1 day') d
        left join mobile_users u
          on u.date_created >= d and u.date_created < d + interval '1 day'
          and u.is_deleted = 0 and ${users}
        group by d order by d`,
      );
      const monthly = await selectRows<{ date: string; count: unknown }>(
        db,
        sql`
        select to_char(m, 'YYYY-MM') as date, count(u.id) as count
        from generate_series(date_trunc('month', current_date) - interval '11 months',
                             date_trunc('month', current_date), interval '1 month') m
        left join mobile_users u
          on u.date_created >= m and u.date_created < m + interval '1 month'
          and u.is_deleted = 0 and ${users}
        group by m order by m`,
      );
      const t = totals[0] ?? {};
      const o = others[0] ?? {};
      return {
        subscribers: toNumber(t.subscribers),
        iosSubscribers: toNumber(t.ios),
        androidSubscribers: toNumber(t.android),
        paidSubscribers: toNumber(t.paid),
        recoveredUsers: toNumber(t.recovered),
        coopFunds: toNumber(t.coop),
        companies: toNumber(o.companies),
        channels: toNumber(o.channels),
        admins: toNumber(o.admins),
        dashboardUsers: daily.map((r) => ({ date: r.date, count: toNumber(r.count) })),
        dashboardUsersYear: monthly.map((r) => ({ date: r.date, count: toNumber(r.count) })),
      };
    },
  };
}
