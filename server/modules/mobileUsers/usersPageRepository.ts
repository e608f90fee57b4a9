import { sql, type SQL } from 'drizzle-orm';
import type { CustomFieldValue, MobileUser, SortField } from '../../../contract/mobileUsers';
import type { OptOut } from '../../../contract/optOuts';
import type { Database } from '../../db/client';
import { jsonColumn, selectRows } from '../../db/rows';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import type { Scope } from '../../plugins/tenancy';
import { inScopeSql } from '../../db/inScope';
import { optOutsOf } from '../optOuts/public';

export type SortDirection = 'asc' | 'desc';

/** The allow-list of sort keys, by wire name. Names sort without regard to case. */
const SORT_KEYS: Record<SortField, SQL> = {
  dateCreated: sql`${u.dateCreated}`,
  firstname: sql`lower(${u.firstName})`,
  lastname: sql`lower(${u.lastName})`,
  name: sql`lower(${u.firstName} || ' ' || ${u.lastName})`,
  email: sql`lower(${u.email})`,
  platForm: sql`${u.platform}`,
  version: sql`${u.version}`,
  isActive: sql`${u.isActive}`,
  registered: sql`${u.registered}`,
};

export interface PageRequest {
  where: SQL;
  sortField: SortField;
  direction: SortDirection;
  limit: number;
  offset: number;
}

interface UserRow extends Record<string, unknown> {
  id: string;
  company_uuid: string;
  userid: string | null;
  email: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  state: string | null;
  zipcode: string | null;
  country: string | null;
  platform: string | null;
  company_slug: string;
  funded_provider: string | null;
  is_active: number;
  version: number;
  date_created: string;
  groups: unknown;
  channels: unknown;
  is_daily_deal: boolean;
  custom_fields: unknown;
  type: string | null;
  registered: boolean;
  im_disabled: boolean;
  language: string | null;
  company_language: string;
}

/**
 * The groups a user's row shows: a channel admin sees its channel's groups only, as it may
 * change only those; other admins see every group of the user's company.
 */
function visibleGroups(scope: Scope): SQL {
  return inScopeSql(scope, { company: sql`g.company_id`, channel: sql`g.content_provider_id` });
}

/** The followed channels a row shows: a channel admin learns of no other channel. */
function visibleChannels(scope: Scope): SQL {
  return inScopeSql(scope, { company: sql`cp.company_id`, channel: sql`cp.id` });
}

/**
 * One statement for a page of users with their groups and channels. The inner query picks the
 * page's ids alone (the sort runs on the filtered users, served by an index where one fits), so
 * the rows it skips to reach a deep page are read from the index, not fetched from the table;
 * the full rows, groups and channels are then read for the page's ten rows only.
 */
function pageSql(scope: Scope, page: PageRequest): SQL {
  const dir = page.direction === 'asc' ? sql`asc` : sql`desc`;
  const key = SORT_KEYS[page.sortField];
  return sql`
    select p.id, p.company_id as company_uuid, p.userid, p.email, p.first_name, p.last_name, p.phone, p.state, p.zipcode,
      p.country, p.platform, c.company_id as company_slug, p.funded_provider, p.is_active,
      p.version, p.is_daily_deal, p.custom_fields, p."type", p.registered, p.im_disabled,
      p.language, c.default_language as company_language,
      to_char(p.date_created at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as date_created,
      coalesce((
        select json_agg(json_build_object('_id', g.id, 'name', g.name) order by lower(g.name), g.id)
        from user_group_members m join user_groups g on g.id = m.group_id
        where m.mobile_user_id = p.id and g.company_id = p.company_id and ${visibleGroups(scope)}
      ), '[]'::json) as groups,
      coalesce((
        select json_agg(json_build_object('_id', cp.id, 'clientName', cp.client_name)
          order by lower(cp.client_name), cp.id)
        from channel_followers f join content_providers cp on cp.id = f.content_provider_id
        where f.mobile_user_id = p.id and cp.is_deleted = 0 and ${visibleChannels(scope)}
      ), '[]'::json) as channels
    from (
      select ${u.id} as id, ${key} as sort_key
      from ${u}
      where ${page.where}
      order by ${key} ${dir}, ${u.id} ${dir}
      limit ${page.limit} offset ${page.offset}
    ) k
    join ${u} p on p.id = k.id
    join companies c on c.id = p.company_id
    order by k.sort_key ${dir}, k.id ${dir}`;
}

function listOf<T>(value: unknown): T[] {
  const parsed = jsonColumn(value);
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

/** Stored as an object by name (containment-queryable); sent as a list sorted by name. */
export function customFieldList(value: unknown): CustomFieldValue[] {
  const parsed = jsonColumn(value);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
  return Object.entries(parsed)
    .map(([name, fieldValue]) => ({ name, value: String(fieldValue) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function toMobileUser(row: UserRow, optOuts: OptOut[]): MobileUser {
  return {
    _id: row.id,
    userid: row.userid,
    email: row.email,
    firstname: row.first_name,
    lastname: row.last_name,
    name: `${row.first_name} ${row.last_name}`.trim(),
    phone: row.phone,
    state: row.state,
    zipcode: row.zipcode,
    country: row.country,
    platForm: row.platform,
    companyID: row.company_slug,
    fundedProvider: row.funded_provider,
    isActive: row.is_active === 1 ? 1 : 0,
    version: row.version === 2 ? 2 : 1,
    dateCreated: row.date_created,
    groups: listOf<MobileUser['groups'][number]>(row.groups),
    contentProviders: listOf<MobileUser['contentProviders'][number]>(row.channels),
    isDailyDeal: row.is_daily_deal,
    customFields: customFieldList(row.custom_fields),
    type: row.type,
    registered: row.registered,
    imDisabled: row.im_disabled,
    language: row.language,
    companyLanguage: row.company_language,
    optOuts,
  };
}

/**
 * The page's members' opt-outs, in one indexed lookup per company on the page (one, unless a
 * platform admin lists every company). A channel admin learns of no other channel: it sees the
 * opt-outs from every channel and from its own, as its sends are held by those alone.
 */
async function pageOptOuts(
  db: Database,
  scope: Scope,
  rows: readonly UserRow[],
): Promise<Map<string, OptOut[]>> {
  const idsByCompany = new Map<string, string[]>();
  for (const row of rows) {
    const ids = idsByCompany.get(row.company_uuid) ?? [];
    ids.push(row.id);
    idsByCompany.set(row.company_uuid, ids);
  }
  const found = new Map<string, OptOut[]>();
  const visible = (optOut: OptOut) =>
    scope.kind !== 'channel' || optOut.channelId === null || optOut.channelId === scope.channelId;
  const companies = await Promise.all(
    [...idsByCompany].map(([companyId, ids]) => optOutsOf(db, companyId, ids)),
  );
  for (const byMember of companies) {
    for (const [memberId, optOuts] of byMember) found.set(memberId, optOuts.filter(visible));
  }
  return found;
}

export async function selectUsersPage(
  db: Database,
  scope: Scope,
  page: PageRequest,
): Promise<MobileUser[]> {
  const rows = await selectRows<UserRow>(db, pageSql(scope, page));
  if (rows.length === 0) return [];
  const optOuts = await pageOptOuts(db, scope, rows);
  return rows.map((row) => toMobileUser(row, optOuts.get(row.id) ?? []));
}
