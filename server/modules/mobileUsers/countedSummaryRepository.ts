import { sql, type SQL } from 'drizzle-orm';
import type { MobileUserFilter, MobileUserSummary } from '../../../contract/mobileUsers';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { Scope } from '../../plugins/tenancy';
import { registrationWanted, statusWanted } from './filterRepository';

interface CounterRow extends Record<string, unknown>, CountedTraits {
  version: number;
}

/** The scope's counter rows: a channel's followers', a company's users' or every company's. */
function countersOf(scope: Scope): SQL {
  const columns = sql`select is_active, registered, version, sum(users) as users`;
  const grouped = sql`group by is_active, registered, version`;
  if (scope.kind === 'channel')
    return sql`${columns} from channel_user_counts
      where content_provider_id = ${scope.channelId} and company_id = ${scope.companyId} ${grouped}`;
  if (scope.companyId)
    return sql`${columns} from mobile_user_counts where company_id = ${scope.companyId} ${grouped}`;
  return sql`${columns} from mobile_user_counts ${grouped}`;
}

/** A counter row's traits the summary splits by, with its number of users. */
export interface CountedTraits {
  is_active: number;
  registered: boolean;
  users: unknown;
}

/**
 * The summary's filter counts from counter rows, dimension by dimension as the counting query
 * makes them (see summaryCounts): each count applies the filter but its own dimension. `inBase`
 * keeps the rows the rest of the filter (version, platform) allows.
 */
export function filterCountsFromCounters<R extends CountedTraits>(
  rows: readonly R[],
  filter: MobileUserFilter,
  inBase: (row: R) => boolean,
): Omit<MobileUserSummary, 'totalUsers'> {
  const status = statusWanted(filter);
  const registration = registrationWanted(filter);
  const sum = (keep: (row: R) => boolean) =>
    rows.reduce((total, row) => (keep(row) ? total + Number(row.users) : total), 0);
  const statusOk = (row: R) => status === null || row.is_active === status;
  const registrationOk = (row: R) => registration === null || row.registered === registration;
  const messaging = (row: R) =>
    inBase(row) && statusOk(row) && registrationOk(row) && row.is_active === 1;
  return {
    totalFilteredUsers: sum((r) => inBase(r) && statusOk(r) && registrationOk(r)),
    activeCount: sum((r) => inBase(r) && registrationOk(r) && r.is_active === 1),
    suspendedCount: sum((r) => inBase(r) && registrationOk(r) && r.is_active === 0),
    registeredCount: sum((r) => inBase(r) && statusOk(r) && r.registered),
    unregisteredCount: sum((r) => inBase(r) && statusOk(r) && !r.registered),
    usersForMessagingCount: sum(messaging),
    registeredUsersForMessagingCount: sum((r) => messaging(r) && r.registered),
    unregisteredUsersForMessagingCount: sum((r) => messaging(r) && !r.registered),
  };
}

/**
 * The summary counts from the kept counters (mobile_user_counts, or channel_user_counts for a
 * channel admin), for the scope's whole list narrowed at most by
 * version: a few counter rows instead of a count over every user. It answers
 * exactly what the counting query would, dimension by dimension (see summaryCounts).
 */
export async function countedSummary(
  db: Database,
  scope: Scope,
  filter: MobileUserFilter,
  version: 1 | 2 | null,
): Promise<MobileUserSummary> {
  const rows = await selectRows<CounterRow>(db, countersOf(scope));
  const total = rows.reduce((sum, row) => sum + Number(row.users), 0);
  const inBase = (row: CounterRow) => version === null || row.version === version;
  return { totalUsers: total, ...filterCountsFromCounters(rows, filter, inBase) };
}
