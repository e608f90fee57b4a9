import { sql } from 'drizzle-orm';
import { UNION_DIFF_LISTED } from '../../../contract/unionSync';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { UnionMember } from '../../providers/unionSync/unionProvider';
import { membersTable } from './unionMembersTableRepository';

export type Bucket = 'added' | 'updated' | 'suspended' | 'activated' | 'unchanged';

export interface DiffRow extends Record<string, unknown> {
  bucket: Bucket;
  bucket_count: unknown;
  userid: string;
  firstname: string;
  lastname: string;
  email: string | null;
  phone: string | null;
  had_id: string | null;
  had_firstname: string | null;
  had_lastname: string | null;
  had_email: string | null;
  had_phone: string | null;
}

/**
 * Each member matched to the company's app user the sync would write (the same matching and
 * comparison unionSyncRepository.ts writes with), with its bucket: the first UNION_DIFF_LISTED
 * of each bucket, and one row of the unchanged.
 */
export async function diffRows(
  db: Database,
  companyId: string,
  members: readonly UnionMember[],
): Promise<DiffRow[]> {
  return selectRows<DiffRow>(
    db,
    sql`with m as ${membersTable(members)},
      joined as (
        select m.*, u.id as had_id, u.first_name as had_firstname, u.last_name as had_lastname,
          u.email as had_email, u.phone as had_phone, u.is_active as had_active
        from m left join lateral (
          select * from mobile_users u
          where u.company_id = ${companyId} and u.is_deleted = 0 and u.userid = m.userid
          order by u.date_created limit 1) u on true
      ),
      bucketed as (
        select *, case
          when had_id is null then 'added'
          when had_active = 1 and not active then 'suspended'
          when had_active = 0 and active then 'activated'
          when (had_firstname, had_lastname, coalesce(had_email, ''), coalesce(had_phone, ''))
            is distinct from (firstname, lastname, coalesce(email, ''), coalesce(phone, ''))
            then 'updated'
          else 'unchanged' end as bucket
        from joined
      ),
      ranked as (
        select *, count(*) over (partition by bucket) as bucket_count,
          row_number() over (partition by bucket order by lastname, firstname, userid) as n
        from bucketed
      )
      select * from ranked where n <= ${UNION_DIFF_LISTED} and (bucket <> 'unchanged' or n = 1)
      order by bucket, n`,
  );
}
