import type { AccessKey } from '../../../contract/accessKeys';
import { BUILT_IN_ROLES } from '../../../contract/roles';
import type { TestApp } from '../../../tests/api/harness';
import type { Actor } from '../../../tests/api/net/actors';
import type { SampleIds } from '../../../tests/api/net/fixture';
import { keysMayCall, type AdminKind, type RouteAccess } from '../../plugins/routeAccess';
import { createKey } from './testKit';

/** The API keys the access matrix and the bad-input net call with, beside the people. */
export const KEY_ACTORS = ['acmeKey', 'globexKey', 'channelBKey'] as const;
export type KeyActor = (typeof KEY_ACTORS)[number];

const roleKeys = (roleID: string) =>
  BUILT_IN_ROLES.find((role) => role.roleID === roleID)?.keys ?? [];
const ORGANISATION_KEYS = roleKeys('company-admin');
const CHANNEL_KEYS = roleKeys('channel-admin').filter((key) => ORGANISATION_KEYS.includes(key));

interface KeyActorTraits {
  kind: AdminKind;
  keys: readonly AccessKey[];
  /** The person's actor whose sample requests the key sends (their unique values). */
  sampleAs: Actor;
}

/** acme's key with a few keys; all of globex's; one held to acme's channel B. */
export const KEY_ACTOR_TRAITS: Record<KeyActor, KeyActorTraits> = {
  acmeKey: {
    kind: 'company',
    keys: ['messages', 'userList', 'userGroup', 'contentProviders'],
    sampleAs: 'narrow',
  },
  globexKey: { kind: 'company', keys: ORGANISATION_KEYS, sampleAs: 'globex' },
  channelBKey: { kind: 'channel', keys: CHANNEL_KEYS, sampleAs: 'channelB' },
};

/** Makes the keys: their secrets by actor. */
export async function keySecrets(t: TestApp, ids: SampleIds): Promise<Record<KeyActor, string>> {
  const make = async (email: string, accessKeys: readonly AccessKey[], channelID?: string) =>
    (
      await createKey(t, email, {
        name: 'Access matrix',
        accessKeys,
        ...(channelID ? { channelID } : {}),
      })
    ).secret;
  return {
    acmeKey: await make('admin@acme.test', KEY_ACTOR_TRAITS.acmeKey.keys),
    globexKey: await make('admin@globex.test', KEY_ACTOR_TRAITS.globexKey.keys),
    channelBKey: await make('admin@acme.test', KEY_ACTOR_TRAITS.channelBKey.keys, ids.channelB),
  };
}

/**
 * What a key should get by the route's declaration: 403 where keys are refused, or for a kind,
 * keys or body values the route does not admit, else admitted.
 */
export function keyOutcome(
  access: RouteAccess,
  actor: KeyActor,
  payload: unknown,
): 403 | 'admitted' {
  if (access.public) return 'admitted';
  if (!keysMayCall(access)) return 403;
  const { kind, keys } = KEY_ACTOR_TRAITS[actor];
  if (!access.admins.includes(kind)) return 403;
  if (!access.key) return 'admitted';
  const grants = [access.key, ...(access.orKeys ?? [])].map((grant) =>
    typeof grant === 'string' ? { key: grant, bodyEquals: undefined } : grant,
  );
  const held = grants.filter((grant) => keys.includes(grant.key));
  if (held.length === 0) return 403;
  const body = (payload ?? {}) as Record<string, unknown>;
  const admits = held.some(
    (grant) =>
      !grant.bodyEquals ||
      Object.entries(grant.bodyEquals).every(([field, value]) => body[field] === value),
  );
  return admits ? 'admitted' : 403;
}
