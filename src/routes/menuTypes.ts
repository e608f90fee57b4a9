import type { SessionRole } from '../state/session';
import type { RouteId } from './routeTypes';

/** A side-menu entry, with the fields SPEC.md section 2 names. */
export interface MenuItem {
  id: string;
  name: string;
  icon: string;
  /** The route a default item links to; its url is that route's path (and a query). */
  route?: RouteId;
  url?: string;
  children?: MenuItem[];
  separator?: boolean;
  spacer?: boolean;
  title?: boolean;
  index?: number;
  userGroups: readonly number[];
  /** Opens in a new tab (featured links, external adminMenu entries). */
  external?: boolean;
  /** Shown only while the API keeps email in its outbox (the profile's devMailbox). */
  needsDevMailbox?: boolean;
}

/**
 * What the menu and the guards need to know about the signed-in admin (a subset of Profile).
 * The role's keys decide; the group and permissions give the role while none is known.
 */
export interface AccessUser {
  userGroup: number;
  isChannelSubAdmin: 0 | 1;
  enablePrivateVideo: boolean;
  adminPermissions: { permissions: string | null };
  role?: SessionRole | null;
  /** A platform admin's, while email stays in the outbox: the Mailbox entry shows. */
  devMailbox?: boolean;
  company: { adminMenu: { id: string; name: string; url?: string; icon?: string }[] } | null;
}
