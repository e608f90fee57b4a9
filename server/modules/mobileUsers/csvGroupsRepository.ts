import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { userGroups } from '../../db/schema/userGroups';
import type { Scope } from '../../plugins/tenancy';
import { inScopeSql } from '../../db/inScope';

/** Group names by id: only the groups the caller may see, so others are left out of a cell. */
export type GroupNames = ReadonlyMap<string, string>;

/**
 * The groups an export may name, as in the users list: a channel admin sees its channel's
 * groups, other admins their company's (every group, for a platform admin across companies).
 * A handful of rows, read once per export, so rows carry group ids instead of names.
 */
export async function visibleGroupNames(db: Database, scope: Scope): Promise<GroupNames> {
  const rows = await selectRows<{ id: string; name: string }>(
    db,
    sql`select ${userGroups.id} as id, ${userGroups.name} as name from ${userGroups}
      where ${inScopeSql(scope, { company: userGroups.companyId, channel: userGroups.contentProviderId })}`,
  );
  return new Map(rows.map((group) => [group.id, group.name]));
}

const byLowerName = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The Groups cell for `;`-separated ids: the visible groups' names, A to Z, `; `-joined. */
export function groupsCell(ids: string, names: GroupNames): string {
  if (ids === '') return '';
  const named: string[] = [];
  for (const id of ids.split(';')) {
    const name = names.get(id);
    if (name !== undefined) named.push(name);
  }
  return named.sort(byLowerName).join('; ');
}

/**
 * The Custom fields cell from the fields' JSON text: "name=value; ..." by name. Formatting it
 * here rather than in SQL (jsonb_each_text and an ordered string_agg per row) took a quarter of
 * the database's time per row off the export.
 */
export function customFieldsCell(json: string): string {
  if (json === '' || json === '{}') return '';
  const fields = JSON.parse(json) as Record<string, unknown>;
  return Object.keys(fields)
    .sort()
    .map((name) => {
      const value = fields[name];
      return `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
    })
    .join('; ');
}
