import { ACCESS_KEYS, type AccessKey } from './accessKeys';
import { USER_GROUP } from './adminGroups';

/**
 * The roles every company starts with. A role is a named set of route access keys (SPEC.md
 * section 6); the API's authorisation, the console's route guards and its menu all read the
 * keys of the signed-in admin's role. These defaults give each admin group the screens it had
 * before roles existed; a company may define narrower roles of its own.
 */
export const BUILT_IN_ROLE_IDS = {
  platformAdmin: 'platform-admin',
  companyAdmin: 'company-admin',
  channelAdmin: 'channel-admin',
  channelSubAdmin: 'channel-sub-admin',
  messagingOnly: 'messaging-only',
} as const;

export type BuiltInRoleId = (typeof BUILT_IN_ROLE_IDS)[keyof typeof BUILT_IN_ROLE_IDS];

const CHANNEL_KEYS: readonly AccessKey[] = [
  'createAdmin',
  'messages',
  'messagesSequence',
  'audioManager',
  'unionLinks',
  'profile',
  'userList',
  'userGroup',
  'settings',
];

/** Organisation admins hold every key but the message sequences, a channel admin's screen. */
const ORGANISATION_KEYS: readonly AccessKey[] = ACCESS_KEYS.filter(
  (key) => key !== 'messagesSequence',
);

export interface BuiltInRole {
  roleID: BuiltInRoleId;
  name: string;
  description: string;
  keys: readonly AccessKey[];
}

export const BUILT_IN_ROLES: readonly BuiltInRole[] = [
  {
    roleID: 'platform-admin',
    name: 'Platform admin',
    description: 'Every organisation and every screen.',
    keys: ORGANISATION_KEYS,
  },
  {
    roleID: 'company-admin',
    name: 'Company admin',
    description: "Every screen of the organisation's console.",
    keys: ORGANISATION_KEYS,
  },
  {
    roleID: 'channel-admin',
    name: 'Channel admin',
    description: "The channel's messages, users, content and sub-admins.",
    keys: CHANNEL_KEYS,
  },
  {
    roleID: 'channel-sub-admin',
    name: 'Channel sub-admin',
    description: 'A channel admin who cannot manage other admins.',
    keys: CHANNEL_KEYS.filter((key) => key !== 'createAdmin'),
  },
  {
    roleID: 'messaging-only',
    name: 'Messaging only',
    description: 'Sends messages, reads their history and uploads content.',
    keys: ['messages', 'audioManager'],
  },
];

/** The role an admin of this group holds until another is assigned. */
export function defaultRoleIdOf(admin: {
  userGroup: number;
  isChannelSubAdmin: number;
}): BuiltInRoleId {
  if (admin.userGroup === USER_GROUP.platformAdmin) return 'platform-admin';
  if (admin.userGroup === USER_GROUP.admin) return 'company-admin';
  return admin.isChannelSubAdmin === 1 ? 'channel-sub-admin' : 'channel-admin';
}

/** The permission ceiling: a role may be created or given only by someone holding its keys. */
export function keysWithinCeiling(
  keys: readonly AccessKey[],
  ceiling: readonly AccessKey[],
): boolean {
  return keys.every((key) => ceiling.includes(key));
}

/** The roleID the console and the API give a role named so (a custom role's slug). */
export function roleSlugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'role';
}

const BUILT_IN_GROUPS: Readonly<Record<BuiltInRoleId, readonly number[]>> = {
  'platform-admin': [USER_GROUP.platformAdmin],
  'company-admin': [USER_GROUP.admin],
  'messaging-only': [USER_GROUP.admin],
  'channel-admin': [USER_GROUP.channelAdmin, USER_GROUP.channelAdminAlt],
  'channel-sub-admin': [USER_GROUP.channelAdmin, USER_GROUP.channelAdminAlt],
};

/**
 * Whether a role suits an admin of this group: a built-in role only the groups it is made for; a
 * company's own role any admin of that company (a platform admin belongs to none).
 */
export function roleFitsGroup(
  role: { roleID: string; isBuiltIn: boolean },
  userGroup: number,
): boolean {
  if (!role.isBuiltIn) return userGroup !== USER_GROUP.platformAdmin;
  const groups = BUILT_IN_GROUPS[role.roleID as BuiltInRoleId] as readonly number[] | undefined;
  return groups?.includes(userGroup) ?? false;
}
