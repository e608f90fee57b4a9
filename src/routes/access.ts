import type { AccessKey } from '../../contract/accessKeys';
import {
  CHANNEL_ADMIN_GROUPS,
  COMPANY_ADMIN_GROUPS,
  isChannelAdminGroup,
  USER_GROUPS,
} from '../../contract/adminGroups';
import { isMessagingOnly } from '../app/session';
import type { AccessUser } from './menuTypes';
import type { RouteBase } from './routeTypes';

/**
 * Which user groups hold each route access key. The spec does not give the mapping; it follows
 * the side menu of SPEC.md section 2 (group 5 counts as group 2 everywhere).
 */
export const KEY_GROUPS: Readonly<Record<AccessKey, readonly number[]>> = {
  // company also guards the price plans, which groups 1 and 4 see.
  company: COMPANY_ADMIN_GROUPS,
  subscription: COMPANY_ADMIN_GROUPS,
  products: COMPANY_ADMIN_GROUPS,
  packages: COMPANY_ADMIN_GROUPS,
  CompanySettings: COMPANY_ADMIN_GROUPS,
  contentProviders: COMPANY_ADMIN_GROUPS,
  contentProvider: COMPANY_ADMIN_GROUPS,
  cpTypes: COMPANY_ADMIN_GROUPS,
  cpGroups: COMPANY_ADMIN_GROUPS,
  cpCategories: COMPANY_ADMIN_GROUPS,
  cpUnionType: COMPANY_ADMIN_GROUPS,
  createAdmin: USER_GROUPS,
  messages: USER_GROUPS,
  audioManager: USER_GROUPS,
  unionLinks: USER_GROUPS,
  profile: USER_GROUPS,
  userList: USER_GROUPS,
  userGroup: USER_GROUPS,
  settings: USER_GROUPS,
  messagesSequence: CHANNEL_ADMIN_GROUPS,
};

/** Keys a channel sub-admin does not hold even though channel admins do. */
const SUB_ADMIN_WITHHELD: ReadonlySet<AccessKey> = new Set<AccessKey>(['createAdmin']);

/** SPEC.md section 2, "Messaging-only mode": route names, matched exactly. */
export const MESSAGING_ONLY_ROUTES: readonly string[] = [
  'Dashboard',
  'Send Message',
  'Message History',
  'Wave Management',
  'Video Management',
  'HTML/PDF Files',
  'Upload/Update Wave File',
  'Upload/Update Video File',
  'Upload/Update HTML/PDF File',
  'Profile',
];

export type GuardedRoute = Pick<RouteBase, 'name' | 'accessKeys'>;

export type RouteDecision = 'allow' | 'not-allowed' | 'bounce-to-dashboard';

export function isSubAdmin(user: AccessUser): boolean {
  return isChannelAdminGroup(user.userGroup) && user.isChannelSubAdmin === 1;
}

function holdsKey(user: AccessUser, key: AccessKey): boolean {
  if (isSubAdmin(user) && SUB_ADMIN_WITHHELD.has(key)) return false;
  return KEY_GROUPS[key].includes(user.userGroup);
}

/** A route without keys is open to every signed-in admin; with keys, any one of them will do. */
export function canAccess(user: AccessUser, route: GuardedRoute): boolean {
  const keys = route.accessKeys ?? [];
  return keys.length === 0 || keys.some((key) => holdsKey(user, key));
}

export function routeDecision(user: AccessUser, route: GuardedRoute): RouteDecision {
  if (isMessagingOnly(user) && !MESSAGING_ONLY_ROUTES.includes(route.name)) {
    return 'bounce-to-dashboard';
  }
  return canAccess(user, route) ? 'allow' : 'not-allowed';
}
