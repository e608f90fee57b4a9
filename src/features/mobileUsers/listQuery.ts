import {
  SEARCH_FIELDS,
  SORT_FIELDS,
  type MobileUserFilter,
  type MobileUserListBody,
  type SortField,
} from '../../../contract/mobileUsers';
import type { MobileUserCsvBody } from '../../../contract/mobileUsersCsv';
import { PAGE_SIZE } from '../../components/list/pageWindow';

export const STATUSES = ['all', 'active', 'suspended'] as const;
export const USER_TYPES = ['all', 'registered', 'unregistered', 'v1', 'v2'] as const;
export const PLATFORMS = ['ios', 'android'] as const;

export type StatusFilter = (typeof STATUSES)[number];
export type TypeFilter = (typeof USER_TYPES)[number];
export type SortDirection = 'asc' | 'desc';

/** The users list as the URL holds it: what the admin filtered, sorted and paged to. */
export interface ListQuery {
  status: StatusFilter;
  type: TypeFilter;
  platform: string;
  group: string;
  /** A saved segment's id: only its members. */
  segment: string;
  q: string;
  sort: SortField;
  dir: SortDirection;
  page: number;
}

export const DEFAULT_QUERY: ListQuery = {
  status: 'all',
  type: 'all',
  platform: '',
  group: '',
  segment: '',
  q: '',
  sort: 'dateCreated',
  dir: 'desc',
  page: 1,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

/** Reads the query; anything unknown (a hand-edited URL) falls back to its default. */
export function readListQuery(params: URLSearchParams): ListQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    status: oneOf(STATUSES, params.get('status'), DEFAULT_QUERY.status),
    type: oneOf(USER_TYPES, params.get('type'), DEFAULT_QUERY.type),
    platform: oneOf<string>(PLATFORMS, params.get('platform'), ''),
    group: params.get('group') ?? '',
    segment: UUID.test(params.get('segment') ?? '') ? (params.get('segment') ?? '') : '',
    q: (params.get('q') ?? '').slice(0, 200),
    sort: oneOf(SORT_FIELDS, params.get('sort'), DEFAULT_QUERY.sort),
    dir: oneOf(['asc', 'desc'] as const, params.get('dir'), DEFAULT_QUERY.dir),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The query as URL parameters; defaults are left out so plain links stay plain. */
export function writeListQuery(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_QUERY) as (keyof ListQuery)[]) {
    const value = query[key];
    if (value !== DEFAULT_QUERY[key] && value !== '') params.set(key, String(value));
  }
  return params;
}

export function hasFilters(query: ListQuery): boolean {
  return (
    query.status !== 'all' ||
    query.type !== 'all' ||
    query.platform !== '' ||
    query.group !== '' ||
    query.segment !== '' ||
    query.q !== ''
  );
}

/** Which users the query selects, as the list, the CSV and bulk changes send it. */
export function listFilter(query: ListQuery): MobileUserFilter {
  return {
    userStatus: query.status,
    userType: query.type,
    onlyActiveUsers: false,
    ...(query.platform && { platForm: query.platform }),
    ...(query.group && { groups: [query.group] }),
    ...(query.segment && { segmentId: query.segment }),
    ...(query.q && { searchString: query.q, searchStringFields: [...SEARCH_FIELDS] }),
  };
}

/** The CSV holds every filtered user, in the order the list shows them. */
export function csvBody(query: ListQuery): MobileUserCsvBody {
  return { ...listFilter(query), sortField: query.sort, sortDirection: query.dir };
}

export function listBody(query: ListQuery): MobileUserListBody {
  return {
    ...listFilter(query),
    sortField: query.sort,
    sortDirection: query.dir,
    offset: (query.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  };
}
