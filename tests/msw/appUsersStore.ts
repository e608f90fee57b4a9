import type { BulkManageUsersBody, UserGroup } from '../../contract/userGroups';
import type {
  MobileUser,
  MobileUserFilter,
  MobileUserListBody,
  MobileUserSummary,
} from '../../contract/mobileUsers';
import type { MobileUserCsvBody } from '../../contract/mobileUsersCsv';
import type { CreateMobileUserBody } from '../../contract/mobileUsers';
import type { UnionMember } from '../../contract/unionSync';
import type { UserImportSummary } from '../../contract/userImport';

/** A member of the union's list the handlers serve (saved is worked out from the users). */
export type UnionListMember = Omit<UnionMember, 'saved'>;

/** The app users and groups the MSW handlers serve, and the requests they received. */
interface AppUsersStore {
  users: MobileUser[];
  groups: UserGroup[];
  recovered: MobileUser[];
  /** What the next POST /user/upload answers (imported is added on a real import). */
  importCheck: Omit<UserImportSummary, 'dryRun' | 'imported'>;
  listRequests: MobileUserListBody[];
  bulkRequests: BulkManageUsersBody[];
  csvRequests: MobileUserCsvBody[];
  /** What the next CSV download answers; null answers the handlers' CSV_TEXT. */
  csvText: string | null;
  uploads: { dryRun: boolean; content: string }[];
  deletedIds: string[];
  /** The union's member list; the sync compares it with the users by member ID (userid). */
  union: UnionListMember[];
  /** Fingerprints the sync was asked to apply, in order (written or refused). */
  unionSyncs: string[];
  createRequests: CreateMobileUserBody[];
  /** Member IDs POST /user/upload/delete removed. */
  deletedMemberIds: string[];
}

const emptyCheck = (): AppUsersStore['importCheck'] => ({
  rows: 0,
  valid: 0,
  duplicateCount: 0,
  duplicates: [],
  errorCount: 0,
  errors: [],
});

export const appUsers: AppUsersStore = {
  users: [],
  groups: [],
  recovered: [],
  importCheck: emptyCheck(),
  listRequests: [],
  bulkRequests: [],
  csvRequests: [],
  csvText: null,
  uploads: [],
  deletedIds: [],
  union: [],
  unionSyncs: [],
  createRequests: [],
  deletedMemberIds: [],
};

export function resetAppUsersStore(): void {
  Object.assign(appUsers, {
    users: [],
    groups: [],
    recovered: [],
    importCheck: emptyCheck(),
    listRequests: [],
    bulkRequests: [],
    csvRequests: [],
    csvText: null,
    uploads: [],
    deletedIds: [],
    union: [],
    unionSyncs: [],
    createRequests: [],
    deletedMemberIds: [],
  } satisfies AppUsersStore);
}

export const lastListRequest = (): MobileUserListBody | undefined => appUsers.listRequests.at(-1);

/** A group's member count, as the API answers it. */
export function withMemberCount(group: UserGroup): UserGroup {
  const users = appUsers.users.filter((user) => user.groups.some((g) => g._id === group._id));
  return { ...group, users: users.length };
}

type Test = (user: MobileUser) => boolean;

function searchTest(filter: MobileUserFilter): Test {
  const term = filter.searchString?.trim().toLowerCase();
  if (!term) return () => true;
  return (user) =>
    [user.email ?? '', user.firstname, user.lastname, `${user.firstname} ${user.lastname}`].some(
      (text) => text.toLowerCase().includes(term),
    );
}

/** The server's filter (server/modules/mobileUsers/filter.ts) in three parts, as there. */
export function filterTests(filter: MobileUserFilter) {
  const search = searchTest(filter);
  const base: Test = (user) =>
    (filter.userType !== 'v1' || user.version === 1) &&
    (filter.userType !== 'v2' || user.version === 2) &&
    (!filter.platForm || user.platForm?.toLowerCase() === filter.platForm.toLowerCase()) &&
    (!filter.groups?.length || user.groups.some((group) => filter.groups?.includes(group._id))) &&
    (filter.selectionType !== 'ids' || (filter.userIds ?? []).includes(user._id)) &&
    search(user);
  const status: Test = (user) =>
    filter.userStatus === 'active'
      ? user.isActive === 1
      : filter.userStatus === 'suspended'
        ? user.isActive === 0
        : true;
  const registration: Test = (user) =>
    filter.userType === 'registered'
      ? user.registered
      : filter.userType === 'unregistered'
        ? !user.registered
        : true;
  return {
    base,
    status,
    registration,
    all: (user: MobileUser) => base(user) && status(user) && registration(user),
  };
}

export function summaryOf(filter: MobileUserFilter): MobileUserSummary {
  const { base, status, registration, all } = filterTests(filter);
  const count = (...tests: Test[]) =>
    appUsers.users.filter((user) => tests.every((test) => test(user))).length;
  const active: Test = (user) => user.isActive === 1;
  const registered: Test = (user) => user.registered;
  const unregistered: Test = (user) => !user.registered;
  return {
    totalUsers: appUsers.users.length,
    totalFilteredUsers: count(all),
    activeCount: count(base, registration, active),
    suspendedCount: count(base, registration, (user) => user.isActive === 0),
    registeredCount: count(base, status, registered),
    unregisteredCount: count(base, status, unregistered),
    usersForMessagingCount: count(all, active),
    registeredUsersForMessagingCount: count(all, active, registered),
    unregisteredUsersForMessagingCount: count(all, active, unregistered),
  };
}

export function sortedPage(body: MobileUserListBody): MobileUser[] {
  const field = body.sortField ?? 'dateCreated';
  const sign = body.sortDirection === 'asc' ? 1 : -1;
  const key = (user: MobileUser) => {
    const value = field === 'name' ? `${user.firstname} ${user.lastname}` : user[field];
    return typeof value === 'string' ? value.toLowerCase() : Number(value ?? 0);
  };
  const offset = body.offset ?? body.skipAmount ?? 0;
  return appUsers.users
    .filter(filterTests(body).all)
    .sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : 0))
    .slice(offset, offset + (body.limit ?? 10));
}
