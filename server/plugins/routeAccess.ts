import { isChannelAdminGroup, USER_GROUP } from '../../contract/adminGroups';
import type { AccessKey } from '../../contract/accessKeys';
import { BUILT_IN_ROLE_UUIDS } from '../db/builtInRoleIds';
import type { AuthenticatedAdmin } from '../modules/auth/public';

/**
 * The kinds of admin of SPEC.md section 6: platform (group 1), company (4), channel (2 and 5),
 * and the channel sub-admin (a channel admin with isChannelSubAdmin 1).
 */
export const ADMIN_KINDS = ['platform', 'company', 'channel', 'channelSubAdmin'] as const;
export type AdminKind = (typeof ADMIN_KINDS)[number];

/** Body fields that must hold exactly these values. */
export type BodyRule = Readonly<Record<string, string | number | boolean>>;

/** A further access key that admits a call, with `bodyEquals` only a request whose body holds those values. */
export interface KeyGrant {
  readonly key: AccessKey;
  readonly bodyEquals?: BodyRule;
}

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
      /**
       * The route access key (SPEC.md section 6) the admin's role must hold: the key of the
       * console screen that makes the call. None: every admin of those kinds may call it (the
       * profile, the dashboard, the shell's reads, signing out).
       */
      readonly key?: AccessKey;
      /**
       * Keys that admit the call as well as `key`: those of other screens making the same call
       * (the compose page reads the groups). Any one held will do.
       */
      readonly orKeys?: readonly (AccessKey | KeyGrant)[];
      /**
       * `false`: refused to the messaging-only role even though its keys admit the call. SPEC.md
       * section 2 names that role's screens, which do less than its keys (no deleting from the
       * history, no fresh token for embedding).
       */
      readonly messagingOnly?: false;
      /**
       * `false`: refused to API keys, for the routes only a person signed in uses (profile,
       * password, sessions, API keys themselves). Left out: a key carrying the route's key may call.
       */
      readonly apiKeys?: false;
    };

export type SignedInAccess = Exclude<RouteAccess, { public: true }>;

export const PUBLIC: RouteAccess = { public: true };
export const ANY_ADMIN: readonly AdminKind[] = ADMIN_KINDS;
/** Admins of a whole organisation (or of every one). */
export const ORGANISATION_ADMINS: readonly AdminKind[] = ['platform', 'company'];
export const CHANNEL_ADMINS: readonly AdminKind[] = ['channel', 'channelSubAdmin'];
export const PLATFORM_ADMINS: readonly AdminKind[] = ['platform'];

/** The users screens: SPEC.md section 2 opens them on 'profile' or 'userList'. */
export const USERS_SCREEN_KEYS = { key: 'userList', orKeys: ['profile'] } as const;

type AdminTraits = Pick<
  AuthenticatedAdmin,
  'userGroup' | 'isChannelSubAdmin' | 'roleId' | 'accessKeys'
> & { readonly apiKeyId?: string };

/** An admin of a group the spec does not name is of no kind, so it may call no private route. */
export function adminKindOf(
  admin: Pick<AdminTraits, 'userGroup' | 'isChannelSubAdmin'>,
): AdminKind | null {
  if (admin.userGroup === USER_GROUP.platformAdmin) return 'platform';
  if (admin.userGroup === USER_GROUP.admin) return 'company';
  if (isChannelAdminGroup(admin.userGroup)) {
    return admin.isChannelSubAdmin === 1 ? 'channelSubAdmin' : 'channel';
  }
  return null;
}

/** Messaging-only is a role: the built-in one (contract/roles.ts), not a column of the admin. */
export const isMessagingOnly = (admin: Pick<AdminTraits, 'roleId'>) =>
  admin.roleId === BUILT_IN_ROLE_UUIDS['messaging-only'];

/** Every key that admits the route, `key` first; empty when the route needs none. */
export function grantsOf(access: SignedInAccess): KeyGrant[] {
  if (!access.key) return [];
  const others = (access.orKeys ?? []).map((grant) =>
    typeof grant === 'string' ? { key: grant } : grant,
  );
  return [{ key: access.key }, ...others];
}

const missingKey = (key: AccessKey) => `Your role does not include the '${key}' access this needs.`;

/** Whether an API key may call the route (the OpenAPI document's `x-api-key`). */
export const keysMayCall = (access: RouteAccess) => !access.public && access.apiKeys !== false;

/** Why this admin may not call the route at all, before its body is read; null when it may. */
export function refusalBeforeBody(access: SignedInAccess, admin: AdminTraits): string | null {
  const kind = adminKindOf(admin);
  if (!kind || !access.admins.includes(kind)) return 'Your account may not do this.';
  if (admin.apiKeyId && access.apiKeys === false) {
    return 'An API key may not do this: sign in to the console.';
  }
  if (isMessagingOnly(admin) && access.messagingOnly === false) {
    return 'Your account may only send messages and read their history.';
  }
  const grants = grantsOf(access);
  if (access.key && !grants.some((grant) => admin.accessKeys.includes(grant.key))) {
    return missingKey(access.key);
  }
  return null;
}

function bodyMismatch(rule: BodyRule, body: unknown): [string, unknown] | null {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return Object.entries(rule).find(([field, value]) => fields[field] !== value) ?? null;
}

/**
 * Why this admin may not make this request, once its body is read: when the only keys of the
 * role that admit the route admit it for given body values, and the body holds others.
 */
export function refusalOfBody(
  access: SignedInAccess,
  admin: AdminTraits,
  body: unknown,
): string | null {
  const held = grantsOf(access).filter((grant) => admin.accessKeys.includes(grant.key));
  if (held.length === 0) return null;
  let mismatch: [string, unknown] | null = null;
  for (const grant of held) {
    if (!grant.bodyEquals) return null;
    mismatch = bodyMismatch(grant.bodyEquals, body);
    if (!mismatch) return null;
  }
  return mismatch
    ? `Your role may make this request only with ${mismatch[0]}: ${String(mismatch[1])}.`
    : null;
}
