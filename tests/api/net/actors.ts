import type { AccessKey } from '../../../contract/accessKeys';
import { BUILT_IN_ROLES, type BuiltInRoleId } from '../../../contract/roles';
import { createRoleAdmin } from '../../../server/modules/auth/testKit';
import { bearer, type TestApp } from '../harness';

/** Who calls each route in the access matrix. */
export const ACTORS = [
  'anonymous',
  'revoked',
  'globex',
  'channelB',
  'messagingOnly',
  'subAdmin',
  'channelA',
  'acme',
  'platform',
  'narrow',
] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedInActor = Exclude<Actor, 'anonymous' | 'revoked'>;

/** The admins behind the signed-in actors; `revoked` signs in as acme's admin, then out. */
export const ACTOR_EMAIL: Record<Exclude<Actor, 'anonymous'>, string> = {
  revoked: 'admin@acme.test',
  globex: 'admin@globex.test',
  channelB: 'channel5@acme.test',
  messagingOnly: 'messaging@acme.test',
  subAdmin: 'subadmin@acme.test',
  channelA: 'channel@acme.test',
  acme: 'admin@acme.test',
  platform: 'super@tidings.test',
  narrow: 'narrow@acme.test',
};

/** What an actor is to the access declarations. */
export const ACTOR_KIND: Record<SignedInActor, string> = {
  globex: 'company',
  channelB: 'channel',
  messagingOnly: 'company',
  subAdmin: 'channelSubAdmin',
  channelA: 'channel',
  acme: 'company',
  platform: 'platform',
  narrow: 'company',
};

/** The narrow actor: a company admin of acme whose own role holds only these keys. */
export const NARROW_KEYS: readonly AccessKey[] = ['messages', 'userList'];

/** The built-in role each demo actor holds (its group's default, or messaging-only). */
const ACTOR_BUILT_IN_ROLE: Record<Exclude<SignedInActor, 'narrow'>, BuiltInRoleId> = {
  globex: 'company-admin',
  channelB: 'channel-admin',
  messagingOnly: 'messaging-only',
  subAdmin: 'channel-sub-admin',
  channelA: 'channel-admin',
  acme: 'company-admin',
  platform: 'platform-admin',
};

/** The keys of the actor's role. */
export function actorKeys(actor: SignedInActor): readonly AccessKey[] {
  if (actor === 'narrow') return NARROW_KEYS;
  const role = BUILT_IN_ROLES.find(({ roleID }) => roleID === ACTOR_BUILT_IN_ROLE[actor]);
  if (!role) throw new Error(`no built-in role for ${actor}`);
  return role.keys;
}

/** Adds the admins the demo data lacks: the narrow actor and its role. Once per database. */
export async function addActors(t: TestApp): Promise<void> {
  await createRoleAdmin(t.db, {
    email: ACTOR_EMAIL.narrow,
    company: 'acme',
    roleID: 'messages-and-users',
    keys: NARROW_KEYS,
  });
}

export type Headers = Record<string, string>;

/** Signs an actor in (from an address of its own, so the throttle never joins in). */
export async function headersFor(t: TestApp, actor: Actor, address = 1): Promise<Headers> {
  if (actor === 'anonymous') return {};
  const remote = `10.90.${ACTORS.indexOf(actor)}.${address}`;
  const token = await t.tokenFor(ACTOR_EMAIL[actor], undefined, remote);
  if (actor === 'revoked') {
    await t.app.inject({ method: 'POST', url: '/user/logout', headers: bearer(token) });
  }
  // The platform admin works in acme, chosen with the company header.
  return { ...bearer(token), ...(actor === 'platform' ? { companyid: 'acme' } : {}) };
}
