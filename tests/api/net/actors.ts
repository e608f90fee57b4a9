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
] as const;
export type Actor = (typeof ACTORS)[number];

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
};

/** What an actor is to the access declarations. */
export const ACTOR_KIND: Record<Exclude<Actor, 'anonymous' | 'revoked'>, string> = {
  globex: 'company',
  channelB: 'channel',
  messagingOnly: 'company',
  subAdmin: 'channelSubAdmin',
  channelA: 'channel',
  acme: 'company',
  platform: 'platform',
};

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
