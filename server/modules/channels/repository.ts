import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { channelTypeOf } from '../../../contract/channelType';
import type { ChannelListItem } from '../../../contract/channels';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { contentProviders as cp } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import type { Scope } from '../../plugins/tenancy';

/**
 * The channels a scope may list: a channel admin's own, a company admin's company's, and for a
 * platform admin the company it names (null: every company's).
 */
function channelsInScope(scope: Scope, named: string | null): SQL | undefined {
  const live = eq(cp.isDeleted, 0);
  if (scope.kind === 'channel') return and(live, eq(cp.id, scope.channelId));
  const company = scope.kind === 'platform' ? named : scope.companyId;
  return and(live, company ? eq(cp.companyId, company) : undefined);
}

/**
 * Live app users each channel speaks to, and how many are registered, from the kept counters:
 * a channel's followers (channel_user_counts), the whole company for its default channel
 * (mobile_user_counts).
 */
async function countsOf(db: Database, channelIds: readonly string[]) {
  if (channelIds.length === 0) return new Map<string, { users: number; registered: number }>();
  const ids = sql`${`{${channelIds.join(',')}}`}::uuid[]`;
  const rows = await selectRows<{ id: string; users: unknown; registered: unknown }>(
    db,
    sql`select p.id,
        coalesce(case when p.is_company_default
          then (select sum(c.users) from mobile_user_counts c where c.company_id = p.company_id)
          else (select sum(c.users) from channel_user_counts c
            where c.content_provider_id = p.id and c.company_id = p.company_id) end, 0) as users,
        coalesce(case when p.is_company_default
          then (select sum(c.users) from mobile_user_counts c
            where c.company_id = p.company_id and c.registered)
          else (select sum(c.users) from channel_user_counts c
            where c.content_provider_id = p.id and c.company_id = p.company_id
              and c.registered) end, 0) as registered
      from content_providers p where p.id = any(${ids})`,
  );
  return new Map(
    rows.map((row) => [row.id, { users: Number(row.users), registered: Number(row.registered) }]),
  );
}

export function createChannelRepository(db: Database) {
  return {
    /** The database id of a company by its companyID, or null. */
    async companyBySlug(slug: string): Promise<string | null> {
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.companyId, slug))
        .limit(1);
      return row?.id ?? null;
    },

    /** The scope's channels by name, with their follower counts unless `withCounts` is false. */
    async list(
      scope: Scope,
      named: string | null,
      withCounts: boolean,
    ): Promise<ChannelListItem[]> {
      const rows = await db
        .select({ channel: cp, companySlug: companies.companyId })
        .from(cp)
        .innerJoin(companies, eq(companies.id, cp.companyId))
        .where(channelsInScope(scope, named))
        .orderBy(asc(sql`lower(${cp.clientName})`), asc(cp.id));
      const counts = withCounts
        ? await countsOf(
            db,
            rows.map(({ channel }) => channel.id),
          )
        : null;
      return rows.map(({ channel, companySlug }) => {
        const flags = {
          is_local: channel.isLocal,
          isCompanyDefault: channel.isCompanyDefault,
          allowRegistration: channel.allowRegistration,
        };
        const counted = counts?.get(channel.id);
        return {
          _id: channel.id,
          clientName: channel.clientName,
          contactName: channel.contactName,
          email: channel.email,
          image: channel.image,
          companyID: companySlug,
          isActive: channel.isActive === 1 ? 1 : 0,
          ...flags,
          channelType: channelTypeOf(flags),
          dateCreated: channel.dateCreated.toISOString(),
          ...(counted ? { userCount: counted.users, registeredUserCount: counted.registered } : {}),
        };
      });
    },
  };
}

export type ChannelRepository = ReturnType<typeof createChannelRepository>;
