import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  UNION_DIFF_LISTED,
  UNION_FIELDS,
  type UnionDiff,
  type UnionDiffBucket,
  type UnionDiffEntry,
  type UnionFieldChange,
} from '../../../contract/unionSync';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { UnionMember } from '../../providers/unionSync/unionProvider';
import { membersTable } from './unionMembersTable';

type Bucket = 'added' | 'updated' | 'suspended' | 'activated' | 'unchanged';

interface DiffRow extends Record<string, unknown> {
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
 * A name for a member list: the same members in any order give the same fingerprint, so a sync
 * can tell that the list it is asked to apply is the one the admin looked at.
 */
export function fingerprintOf(members: readonly UnionMember[]): string {
  const sorted = [...members].sort((a, b) => a.userid.localeCompare(b.userid));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('base64url').slice(0, 32);
}

const blankAsNull = (value: string | null) => (value === null || value === '' ? null : value);

function changesOf(row: DiffRow): UnionFieldChange[] {
  if (row.had_id === null) return [];
  const had: Record<(typeof UNION_FIELDS)[number], string | null> = {
    firstname: row.had_firstname,
    lastname: row.had_lastname,
    email: row.had_email,
    phone: row.had_phone,
  };
  return UNION_FIELDS.flatMap((field) => {
    const from = blankAsNull(had[field]);
    const to = blankAsNull(row[field]);
    return from === to ? [] : [{ field, from, to }];
  });
}

const entryOf = (row: DiffRow): UnionDiffEntry => ({
  userid: row.userid,
  name: `${row.firstname} ${row.lastname}`.trim() || row.userid,
  email: row.email,
  changes: changesOf(row),
});

/**
 * What a sync of these members would do to the company's app users, bucket by bucket, computed
 * with the same matching and comparison the sync writes with (unionSyncRepository.ts), and
 * without writing. Each bucket lists its first UNION_DIFF_LISTED members by name.
 */
export async function unionDiff(
  db: Database,
  companyId: string,
  members: readonly UnionMember[],
): Promise<UnionDiff> {
  const rows = await selectRows<DiffRow>(
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
  const bucket = (name: Bucket): UnionDiffBucket => {
    const inBucket = rows.filter((row) => row.bucket === name);
    return { count: Number(inBucket[0]?.bucket_count ?? 0), entries: inBucket.map(entryOf) };
  };
  return {
    fingerprint: fingerprintOf(members),
    added: bucket('added'),
    updated: bucket('updated'),
    suspended: bucket('suspended'),
    activated: bucket('activated'),
    unchanged: bucket('unchanged').count,
  };
}
