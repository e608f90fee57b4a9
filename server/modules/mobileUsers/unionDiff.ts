import { createHash } from 'node:crypto';
import {
  UNION_FIELDS,
  type UnionDiff,
  type UnionDiffBucket,
  type UnionDiffEntry,
  type UnionFieldChange,
} from '../../../contract/unionSync';
import type { Database } from '../../db/client';
import type { UnionMember } from '../../providers/unionSync/unionProvider';
import { diffRows, type DiffRow } from './unionDiffRepository';

type Bucket = DiffRow['bucket'];

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
  const rows = await diffRows(db, companyId, members);
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
