import type { ReactElement } from 'react';
import type { Profile } from '../contract/auth';
import { buildProfile } from './factories';
import { renderApp } from './render';

/** The acme channel a channel admin of the tests runs. */
export const OWN_CHANNEL_ID = '30000000-0000-4000-8000-000000000001';

export function channelAdmin(overrides: Partial<Profile> = {}): Profile {
  return buildProfile({
    userGroup: 2,
    contentProviderID: OWN_CHANNEL_ID,
    cpName: 'Acme News',
    ...overrides,
  });
}

export function companyAdmin(overrides: Partial<Profile> = {}): Profile {
  return buildProfile({ userGroup: 4, ...overrides });
}

/** Renders messaging routes for a signed-in `profile`, with a catch-all that names the path. */
export function renderMessaging(
  routes: { path: string; element: ReactElement }[],
  route: string,
  profile: Profile = channelAdmin(),
) {
  return renderApp([...routes, { path: '*', element: <p>Elsewhere</p> }], {
    route,
    user: profile,
  });
}
