import { sql } from 'drizzle-orm';
import type { MobileUserFilter } from '../../../contract/mobileUsers';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { UnionMember } from '../../providers/unionSync/unionProvider';
import type { Scope } from '../../plugins/tenancy';
import { filterParts } from '../mobileUsers/filter';

/** The union's members as a relation the statements below can join against. */
const membersTable = (members: readonly UnionMember[]) => sql`(
  select * from jsonb_to_recordset(${JSON.stringify(members)}::jsonb)
    as m(userid text, email text, firstname text, lastname text, phone text, active boolean))`;

const count = (value: unknown) => Number(value ?? 0);

export function createUnionSyncRepository(db: Database) {
  return {
    /** Member ids that already have an app user in the company. */
    async savedIds(companyId: string, members: readonly UnionMember[]): Promise<Set<string>> {
      const rows = await selectRows<{ userid: string }>(
        db,
        sql`select distinct u.userid from mobile_users u join ${membersTable(members)} m on m.userid = u.userid
          where u.company_id = ${companyId} and u.is_deleted = 0`,
      );
      return new Set(rows.map((row) => row.userid));
    },

    /** App users of the scope with a member id the union does not list (or with none). */
    async notInUnion(scope: Scope, filter: MobileUserFilter, members: readonly UnionMember[]) {
      const { where } = filterParts(scope, filter);
      const [row] = await selectRows<{ n: unknown; members_in: unknown }>(
        db,
        sql`select
            count(*) filter (where m.userid is null) as n,
            count(*) filter (where m.userid is not null) as members_in
          from mobile_users left join ${membersTable(members)} m on m.userid = mobile_users.userid
          where ${where}`,
      );
      return { notInUnion: count(row?.n), members: count(row?.members_in) };
    },

    /**
     * Brings the company's app users in line with the union in one statement: members that are
     * missing are created (and follow the channel, for a channel admin), members whose details
     * changed are updated, the rest are left alone. Running it again changes nothing.
     */
    async sync(companyId: string, channelId: string | null, members: readonly UnionMember[]) {
      const [row] = await selectRows<{ created: unknown; updated: unknown }>(
        db,
        sql`with m as ${membersTable(members)},
          updated as (
            update mobile_users u set
              first_name = m.firstname, last_name = m.lastname, email = m.email, phone = m.phone,
              is_active = case when m.active then 1 else 0 end
            from m
            where u.company_id = ${companyId} and u.is_deleted = 0 and u.userid = m.userid
              and (u.first_name, u.last_name, coalesce(u.email, ''), coalesce(u.phone, ''), u.is_active)
                is distinct from
                  (m.firstname, m.lastname, coalesce(m.email, ''), coalesce(m.phone, ''),
                   case when m.active then 1 else 0 end)
            returning u.id),
          created as (
            insert into mobile_users (company_id, userid, email, first_name, last_name, phone, is_active, registered)
            select ${companyId}, m.userid, m.email, m.firstname, m.lastname, m.phone,
              case when m.active then 1 else 0 end, false
            from m
            where not exists (select 1 from mobile_users u
              where u.company_id = ${companyId} and u.is_deleted = 0 and u.userid = m.userid)
            returning id),
          followed as (
            insert into channel_followers (mobile_user_id, content_provider_id)
            select id, ${channelId}::uuid from created where ${channelId}::uuid is not null
            on conflict do nothing returning 1)
          select (select count(*) from created) as created, (select count(*) from updated) as updated,
            (select count(*) from followed) as followed`,
      );
      const created = count(row?.created);
      const updated = count(row?.updated);
      return { created, updated, unchanged: members.length - created - updated };
    },
  };
}

export type UnionSyncRepository = ReturnType<typeof createUnionSyncRepository>;
