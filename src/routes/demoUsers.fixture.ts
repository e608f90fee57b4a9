import { BUILT_IN_ROLES, type BuiltInRoleId } from '../../contract/roles';
import type { SessionRole } from '../state/session';
import type { AccessUser } from './menuTypes';

/** A built-in role as the profile carries it. */
export function builtIn(roleID: BuiltInRoleId): SessionRole {
  const role = BUILT_IN_ROLES.find((candidate) => candidate.roleID === roleID);
  if (!role) throw new Error(`no built-in role ${roleID}`);
  return { roleID, builtIn: true, keys: role.keys };
}

const acmeAdmin: AccessUser = {
  userGroup: 4,
  isChannelSubAdmin: 0,
  enablePrivateVideo: false,
  adminPermissions: { permissions: null },
  role: builtIn('company-admin'),
  company: { adminMenu: [] },
};

/** The demo accounts of README.md, as the menu and the guards see them. */
export const DEMO_USERS = {
  'super@tidings.test': {
    ...acmeAdmin,
    userGroup: 1,
    role: builtIn('platform-admin'),
    company: null,
  },
  'admin@acme.test': acmeAdmin,
  'channel@acme.test': {
    ...acmeAdmin,
    userGroup: 2,
    role: builtIn('channel-admin'),
    enablePrivateVideo: true,
  },
  'channel5@acme.test': { ...acmeAdmin, userGroup: 5, role: builtIn('channel-admin') },
  'subadmin@acme.test': {
    ...acmeAdmin,
    userGroup: 2,
    isChannelSubAdmin: 1,
    role: builtIn('channel-sub-admin'),
  },
  'messaging@acme.test': {
    ...acmeAdmin,
    adminPermissions: { permissions: 'messaging-only' },
    role: builtIn('messaging-only'),
  },
  'admin@globex.test': acmeAdmin,
} satisfies Record<string, AccessUser>;

export type DemoEmail = keyof typeof DEMO_USERS;

/** An admin of acme whose company role holds only the messages and the users list. */
export const NARROW_USER: AccessUser = {
  ...acmeAdmin,
  role: { roleID: 'messages-and-users', builtIn: false, keys: ['messages', 'userList'] },
};
