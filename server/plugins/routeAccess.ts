import { isChannelAdminGroup, MESSAGING_ONLY, USER_GROUP } from '../../contract/adminGroups';
import type { AccessKey } from '../../contract/accessKeys';
import type { AuthenticatedAdmin } from '../modules/auth/public';

/**
 * The kinds of admin of SPEC.md section 6: platform (group 1), company (4), channel (2 and 5),
 * and the channel sub-admin (a channel admin with isChannelSubAdmin 1).
 */
export const ADMIN_KINDS = ['platform', 'company', 'channel', 'channelSubAdmin'] as const;
export type AdminKind = (typeof ADMIN_KINDS)[number];

/** Body fields that must hold exactly these values. */
export type BodyRule = Readonly<Record<string, string | number | boolean>>;

/**
 * Who may call a route, declared in its options (`config: { access }`) and enforced by
 * plugins/access.ts. Plain data, so the OpenAPI document carries it as `x-access`.
 */
export type RouteAccess =
  | {
      readonly public: true;
      /** Reads the admin when a valid token comes along (a signed-in password change). */
      readonly readsToken?: boolean;
    }
  | {
      readonly public?: false;
      readonly admins: readonly AdminKind[];
      /** The route access key (SPEC.md section 6) the admin's role must hold, when any. */
      readonly key?: AccessKey;
      /**
       * Whether an admin in messaging-only mode may call it: never, always, or only when the
       * body holds these values (the users list, read for picking recipients).
       */
      readonly messagingOnly: boolean | { readonly bodyEquals: BodyRule };
    };

export type SignedInAccess = Exclude<RouteAccess, { public: true }>;

export const PUBLIC: RouteAccess = { public: true };
export const ANY_ADMIN: readonly AdminKind[] = ADMIN_KINDS;
/** Admins of a whole organisation (or of every one). */
export const ORGANIZATION_ADMINS: readonly AdminKind[] = ['platform', 'company'];
export const CHANNEL_ADMINS: readonly AdminKind[] = ['channel', 'channelSubAdmin'];
export const PLATFORM_ADMINS: readonly AdminKind[] = ['platform'];

type AdminTraits = Pick<AuthenticatedAdmin, 'userGroup' | 'isChannelSubAdmin' | 'adminPermissions'>;

/** An admin of a group the spec does not name is of no kind, so it may call no private route. */
export function adminKindOf(admin: AdminTraits): AdminKind | null {
  if (admin.userGroup === USER_GROUP.platformAdmin) return 'platform';
  if (admin.userGroup === USER_GROUP.admin) return 'company';
  if (isChannelAdminGroup(admin.userGroup)) {
    return admin.isChannelSubAdmin === 1 ? 'channelSubAdmin' : 'channel';
  }
  return null;
}

export const isMessagingOnly = (admin: AdminTraits) => admin.adminPermissions === MESSAGING_ONLY;

/** Why this admin may not call the route at all, before its body is read; null when it may. */
export function refusalBeforeBody(access: SignedInAccess, admin: AdminTraits): string | null {
  const kind = adminKindOf(admin);
  if (!kind || !access.admins.includes(kind)) return 'Your account may not do this.';
  if (isMessagingOnly(admin) && access.messagingOnly === false) {
    return 'Your account may only send messages and read their history.';
  }
  return null;
}

/** Why a messaging-only admin may not make this request, once its body is read. */
export function refusalOfBody(
  access: SignedInAccess,
  admin: AdminTraits,
  body: unknown,
): string | null {
  const rule = access.messagingOnly;
  if (!isMessagingOnly(admin) || typeof rule === 'boolean') return null;
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const mismatch = Object.entries(rule.bodyEquals).find(([key, value]) => fields[key] !== value);
  return mismatch
    ? `Your account may make this request only with ${mismatch[0]}: ${String(mismatch[1])}.`
    : null;
}
