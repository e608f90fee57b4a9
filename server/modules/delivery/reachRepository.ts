import { sql, type SQL } from 'drizzle-orm';
import type { AudienceCount, NotFollowing } from '../../../contract/messages';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { channelFollowers, mobileUsers as u } from '../../db/schema/mobileUsers';
import type { AudienceTarget } from './audienceSqlRepository';

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * Members of one group who do not follow the channel, from the kept counters (migrations 0018
 * and 0022): its live members less its followers of the channel, a few rows whatever its size.
 * Null when the group is not the channel's company's (then its users are counted).
 */
async function oneGroupFromCounters(
  db: Database,
  { channel, device }: AudienceTarget,
  groupId: string,
): Promise<number | null> {
  const [group] = await selectRows<{ company_id: string; content_provider_id: string | null }>(
    db,
    sql`select company_id, content_provider_id from user_groups where id = ${groupId}`,
  );
  if (!group || group.company_id !== channel.companyId) return null;
  const platform = device === 'all' ? sql`` : sql` and platform = ${device}`;
  const followers =
    group.content_provider_id === channel.channelId
      ? sql`user_group_counts where group_id = ${groupId} and follows`
      : sql`user_group_channel_counts
          where group_id = ${groupId} and content_provider_id = ${channel.channelId}`;
  const [row] = await selectRows<{ n: unknown }>(
    db,
    sql`select (select coalesce(sum(users), 0) from user_group_counts
          where group_id = ${groupId}${platform})
        - (select coalesce(sum(users), 0) from ${followers}${platform}) as n`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Who an audience names but does not reach because they do not follow the sending channel: for
 * groups, their members who do not follow it (suspended ones too: following comes first), each
 * once, and each group's own; for picked users, those of them who do not. Never for the
 * company's default channel (it speaks to every user) or all users of a channel. `named` is the
 * audience's condition over mobile_users without asking who follows (audience.ts). Null when
 * nobody is left out.
 */
export async function countNotFollowing(
  db: Database,
  target: AudienceTarget,
  named: SQL,
): Promise<NotFollowing | null> {
  const { channel, audience } = target;
  if (channel.isCompanyDefault || (audience.kind !== 'groups' && audience.kind !== 'users'))
    return null;
  const notFollows = sql`not exists (select 1 from ${channelFollowers} f
    where f.mobile_user_id = ${u.id} and f.content_provider_id = ${channel.channelId})`;
  let users = 0;
  const byGroup = new Map<string, number>();
  const single = audience.kind === 'groups' && audience.groups.length === 1 && audience.groups[0];
  const fromCounters = single ? await oneGroupFromCounters(db, target, single) : null;
  if (single && fromCounters !== null) {
    users = fromCounters;
    byGroup.set(single, fromCounters);
  } else if (audience.kind === 'groups') {
    const rows = await selectRows<{ group_id: string | null; n: unknown }>(
      db,
      sql`select gm.group_id::text as group_id, count(distinct ${u.id}) as n
        from user_group_members gm join ${u} on ${u.id} = gm.mobile_user_id
        where gm.group_id = any(${uuidArray(audience.groups)}) and ${named} and ${notFollows}
        group by grouping sets ((gm.group_id), ())`,
    );
    for (const row of rows) {
      if (row.group_id === null) users = Number(row.n);
      else byGroup.set(row.group_id, Number(row.n));
    }
  } else {
    const [row] = await selectRows<{ n: unknown }>(
      db,
      sql`select count(*) as n from ${u} where ${named} and ${notFollows}`,
    );
    users = Number(row?.n ?? 0);
  }
  if (users === 0) return null;
  const held = [...byGroup].filter(([, n]) => n > 0).map(([id]) => id);
  const [names, [sending]] = await Promise.all([
    held.length === 0
      ? Promise.resolve([])
      : selectRows<{ id: string; name: string }>(
          db,
          sql`select id::text as id, name from user_groups where id = any(${uuidArray(held)})`,
        ),
    selectRows<{ client_name: string | null }>(
      db,
      sql`select client_name from content_providers where id = ${channel.channelId}`,
    ),
  ]);
  return {
    channel: sending?.client_name ?? '',
    users,
    groups: names
      .map((group) => ({ _id: group.id, name: group.name, users: byGroup.get(group.id) ?? 0 }))
      .sort((a, b) => a.name.localeCompare(b.name) || a._id.localeCompare(b._id)),
  };
}

/**
 * The reach as compose's panel and confirmation both show it, in one place: `reached`, by push,
 * SMS or email; `notReachable`, everyone the choice names that it does not reach: no way to
 * reach them, suspended, or not following the channel.
 */
export function withReach(
  notFollowing: NotFollowing | null,
  count: Omit<AudienceCount, 'reached' | 'notReachable' | 'notFollowing'>,
): AudienceCount {
  return {
    ...count,
    reached: count.push + count.sms + count.email,
    notReachable: count.none + count.suspended + (notFollowing?.users ?? 0),
    notFollowing,
  };
}
