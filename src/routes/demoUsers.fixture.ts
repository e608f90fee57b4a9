import type { AccessUser } from './menuTypes';

const acmeAdmin: AccessUser = {
  userGroup: 4,
  isChannelSubAdmin: 0,
  enablePrivateVideo: false,
  adminPermissions: { permissions: null },
  company: { adminMenu: [] },
};

/** The demo accounts of README.md, as the menu and the guards see them. */
export const DEMO_USERS = {
  'super@tidings.test': { ...acmeAdmin, userGroup: 1, company: null },
  'admin@acme.test': acmeAdmin,
  'channel@acme.test': { ...acmeAdmin, userGroup: 2, enablePrivateVideo: true },
  'channel5@acme.test': { ...acmeAdmin, userGroup: 5 },
  'subadmin@acme.test': { ...acmeAdmin, userGroup: 2, isChannelSubAdmin: 1 },
  'messaging@acme.test': { ...acmeAdmin, adminPermissions: { permissions: 'messaging-only' } },
  'admin@globex.test': acmeAdmin,
} satisfies Record<string, AccessUser>;

export type DemoEmail = keyof typeof DEMO_USERS;
