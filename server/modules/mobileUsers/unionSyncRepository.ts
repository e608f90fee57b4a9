import { sql } from 'drizzle-orm';
import type { MobileUserFilter } from '../../../contract/mobileUsers';
import {
  UA_CHECK_LISTED,
  type UaCheckPerson,
  type UnionSyncResult,
} from '../../../contract/unionSync';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { UnionMember } from '../../providers/unionSync/unionProvider';
import type { Scope } from '../../plugins/tenancy';
import { filterParts } from './filterRepository';
import { filterSegment } from './segmentFilterRepository';
import { unionDiff } from './unionDiff';
import { membersTable } from './unionMembersTableRepository';

const count = (value: unknown) => Number(value ?? 0);

interface PersonRow extends Record<string, unknown> {
  id: string | null;
  userid: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  list: 'matched' | 'notSaved' | 'notInUnion';
  list_count: unknown;
}

export function createUnionSyncRepository(db: Database) {
  return {
    /** What a sync of these members would change, written nowhere (unionDiff.ts). */
    diff: (companyId: string, members: readonly UnionMember[]) => unionDiff(db, companyId, members),

    /** Member ids that already have an app user in the company. */
    async savedIds(companyId: string, members: readonly UnionMember[]): Promise<Set<string>> {
      const rows = await selectRows<{ userid: string }>(
        db,
        sql`select distinct u.userid from mobile_users u join ${membersTable(members)} m on m.userid = u.userid
          where u.company_id = ${companyId} and u.is_deleted = 0`,
      );
      return new Set(rows.map((row) => row.userid));
    },

    /**
     * The ua-check of the filtered app users against the union: how many are members (matched),
     * how many the union does not list (or have no member id), and union members the company has
     * no app user for; with the first UA_CHECK_LISTED people of each, by name.
     */
    async uaCheck(
      scope: Scope,
      companyId: string,
      filter: MobileUserFilter,
      members: readonly UnionMember[],
    ) {
      const { where } = filterParts(scope, filter, await filterSegment(db, scope, filter));
      const people = await selectRows<PersonRow>(
        db,
        sql`with m as ${membersTable(members)},
          users as (
            select mobile_users.id, mobile_users.userid, mobile_users.first_name,
              mobile_users.last_name, mobile_users.email, mobile_users.phone,
              case when m.userid is null then 'notInUnion' else 'matched' end as list
            from mobile_users left join m on m.userid = mobile_users.userid
            where ${where}
          ),
          unsaved as (
            select null::uuid as id, m.userid, m.firstname as first_name, m.lastname as last_name,
              m.email, m.phone, 'notSaved' as list
            from m where not exists (select 1 from mobile_users u
              where u.company_id = ${companyId} and u.is_deleted = 0 and u.userid = m.userid)
          ),
          ranked as (
            select *, count(*) over (partition by list) as list_count,
              row_number() over (partition by list order by last_name, first_name, userid) as n
            from (select * from users union all select * from unsaved) everyone
          )
          select * from ranked where n <= ${UA_CHECK_LISTED} order by list, n`,
      );
      const list = (name: PersonRow['list']) => people.filter((row) => row.list === name);
      const countOf = (name: PersonRow['list']) => count(list(name)[0]?.list_count);
      const person = (row: PersonRow): UaCheckPerson => ({
        _id: row.id,
        userid: row.userid,
        name: `${row.first_name} ${row.last_name}`.trim() || (row.userid ?? ''),
        email: row.email,
        phone: row.phone,
      });
      return {
        uaUsers: countOf('matched'),
        uaUsersNotSaved: countOf('notSaved'),
        uaUsersNotInUA: countOf('notInUnion'),
        matched: list('matched').map(person),
        notSaved: list('notSaved').map(person),
        notInUnion: list('notInUnion').map(person),
      };
    },

    /**
     * Brings the company's app users in line with the union, in one transaction: members that
     * are missing are created (and follow the channel, for a channel admin), members whose
     * details or status changed are updated, the rest are left alone; running it again changes
     * nothing. Members are written a chunk at a time so `onProgress` can tell how far it is; an
     * error, or `signal` aborting (the admin left), undoes all of it.
     */
    async sync(
      companyId: string,
      channelId: string | null,
      members: readonly UnionMember[],
      options: { onProgress?: (done: number) => void; signal?: AbortSignal } = {},
    ): Promise<UnionSyncResult> {
      return db.transaction(async (tx) => {
        const total: UnionSyncResult = {
          created: 0,
          updated: 0,
          suspended: 0,
          activated: 0,
          unchanged: 0,
        };
        for (let start = 0; start < members.length; start += SYNC_CHUNK) {
          options.signal?.throwIfAborted();
          const chunk = members.slice(start, start + SYNC_CHUNK);
          const written = await syncChunk(tx, companyId, channelId, chunk);
          for (const key of Object.keys(total) as (keyof UnionSyncResult)[]) {
            total[key] += written[key];
          }
          options.onProgress?.(start + chunk.length);
        }
        options.signal?.throwIfAborted();
        return total;
      });
    },
  };
}

/** Members written per statement: a progress step, and well under any statement timeout. */
const SYNC_CHUNK = 1000;

async function syncChunk(
  db: Database,
  companyId: string,
  channelId: string | null,
  members: readonly UnionMember[],
): Promise<UnionSyncResult> {
  const [row] = await selectRows<Record<string, unknown>>(
    db,
    sql`with m as ${membersTable(members)},
      updated as (
        update mobile_users u set
          first_name = m.firstname, last_name = m.lastname, email = m.email, phone = m.phone,
          is_active = case when m.active then 1 else 0 end
        from m, mobile_users was
        where was.id = u.id and u.company_id = ${companyId} and u.is_deleted = 0
          and u.userid = m.userid
          and (u.first_name, u.last_name, coalesce(u.email, ''), coalesce(u.phone, ''), u.is_active)
            is distinct from
              (m.firstname, m.lastname, coalesce(m.email, ''), coalesce(m.phone, ''),
               case when m.active then 1 else 0 end)
        returning u.is_active as now_active, was.is_active as was_active),
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
      select (select count(*) from created) as created,
        (select count(*) from updated where now_active = was_active) as updated,
        (select count(*) from updated where was_active = 1 and now_active = 0) as suspended,
        (select count(*) from updated where was_active = 0 and now_active = 1) as activated,
        (select count(*) from followed) as followed`,
  );
  const created = count(row?.created);
  const updated = count(row?.updated);
  const suspended = count(row?.suspended);
  const activated = count(row?.activated);
  return {
    created,
    updated,
    suspended,
    activated,
    unchanged: members.length - created - updated - suspended - activated,
  };
}

export type UnionSyncRepository = ReturnType<typeof createUnionSyncRepository>;
