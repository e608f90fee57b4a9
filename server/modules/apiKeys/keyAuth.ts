import { USER_GROUP } from '../../../contract/adminGroups';
import type { Database } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import type { AuthenticatedAdmin } from '../auth/public';
import { createLookupRepository, type LiveKey } from './lookupRepository';
import { createKeyRateLimiter } from './rateLimiter';
import { secretHash } from './secrets';

/** An API key's caller: an admin's shape with the key's id. */
export type KeyCaller = AuthenticatedAdmin & { readonly apiKeyId: string };

const REFUSED = 'This API key is unknown, revoked or expired.';
const LAST_USE_STEP_MS = 60_000;

/**
 * The caller a key acts as: an admin of its organisation (a channel admin when it is held to a
 * channel; a platform admin for a platform key) with exactly the key's access keys that its
 * creator still holds, so the routes' declarations and the tenancy scope apply unchanged.
 */
export function actorOf(key: LiveKey): KeyCaller {
  const userGroup = key.channelId
    ? USER_GROUP.channelAdmin
    : key.companyId
      ? USER_GROUP.admin
      : USER_GROUP.platformAdmin;
  return {
    id: key.creatorId,
    sessionId: '',
    apiKeyId: key.id,
    userGroup,
    companyId: key.companyId,
    companySlug: key.companySlug,
    contentProviderId: key.channelId,
    isChannelSubAdmin: 0,
    adminPermissions: null,
    roleId: key.creatorRoleId,
    accessKeys: key.keys.filter((accessKey) => key.creatorKeys.includes(accessKey)),
  };
}

/** Resolves `Authorization: Bearer tid_live_…` to its caller, counting the key's calls. */
export function createKeyAuthenticator(db: Database, perMinute: number) {
  const lookup = createLookupRepository(db);
  const limiter = createKeyRateLimiter(perMinute);
  return {
    async authenticate(secret: string, now = new Date()): Promise<KeyCaller> {
      const key = await lookup.findLive(secretHash(secret), now);
      if (!key) throw unauthorized(REFUSED);
      limiter.count(key.id, now);
      // The last use is kept to the minute: at most one write a minute per key.
      if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= LAST_USE_STEP_MS) {
        await lookup.touch(key.id, now);
      }
      return actorOf(key);
    },
  };
}

export type KeyAuthenticator = ReturnType<typeof createKeyAuthenticator>;
