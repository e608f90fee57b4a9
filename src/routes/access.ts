import type { AccessKey } from '../../contract/accessKeys';
import { isPlatformAdminGroup } from '../../contract/adminGroups';
import { isMessagingOnly, roleOf } from '../state/session';
import type { AccessUser } from './menuTypes';
import type { RouteBase, RouteId } from './routeTypes';

/**
 * The route access keys the admin holds: its role's (the profile's role, or its group's
 * built-in one while none is known). The API authorises by the same keys.
 */
export function keysOf(user: AccessUser): readonly AccessKey[] {
  return roleOf(user).keys;
}

/**
 * SPEC.md section 2, "Messaging-only mode": the screens it names, by route id. The upload list
 * and forms are one route each for audio, video and HTML/PDF; a message's page belongs to
 * Message History.
 */
export const MESSAGING_ONLY_ROUTES: readonly RouteId[] = [
  'dashboard',
  'sendMessage',
  'messageHistory',
  'messageDetail',
  'messageAbTest',
  'uploadList',
  'uploadCreate',
  'uploadEdit',
  'profile',
];

export type GuardedRoute = Pick<RouteBase, 'id' | 'accessKeys' | 'platformOnly'>;

export type RouteDecision = 'allow' | 'not-allowed' | 'bounce-to-dashboard';

/**
 * A route without keys is open to every signed-in admin; with keys, any one of them will do. A
 * platform-only route admits platform admins alone.
 */
export function canAccess(user: AccessUser, route: GuardedRoute): boolean {
  if (route.platformOnly && !isPlatformAdminGroup(user.userGroup)) return false;
  const routeKeys = route.accessKeys ?? [];
  if (routeKeys.length === 0) return true;
  const held = keysOf(user);
  return routeKeys.some((key) => held.includes(key));
}

export function routeDecision(user: AccessUser, route: GuardedRoute): RouteDecision {
  if (isMessagingOnly(user) && !MESSAGING_ONLY_ROUTES.includes(route.id)) {
    return 'bounce-to-dashboard';
  }
  return canAccess(user, route) ? 'allow' : 'not-allowed';
}
