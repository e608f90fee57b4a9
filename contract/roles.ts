import { Type, type Static } from '@sinclair/typebox';
import { ACCESS_KEYS, type AccessKey } from './accessKeys';
import { USER_GROUP } from './adminGroups';
import { FreeText, Success } from './common';

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
const ORGANIZATION_KEYS: readonly AccessKey[] = ACCESS_KEYS.filter(
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
    keys: ORGANIZATION_KEYS,
  },
  {
    roleID: 'company-admin',
    name: 'Company admin',
    description: "Every screen of the organisation's console.",
    keys: ORGANIZATION_KEYS,
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

/** The wire shapes of the roles calls (SPEC.md section 7, "Roles"). */
export const AccessKeySchema = Type.Union(ACCESS_KEYS.map((key) => Type.Literal(key)));

/** A role as the roles calls answer it: the built-in ones carry companyID 'All'. */
export const Role = Type.Object({
  _id: Type.String(),
  roleID: Type.String(),
  name: Type.String(),
  description: Type.String(),
  keys: Type.Array(AccessKeySchema),
  isBuiltIn: Type.Boolean(),
  companyID: Type.String(),
  dateCreated: Type.String(),
  /** How many live admins in your view hold it (assigned, or by their group's default). */
  admins: Type.Number(),
  /** Whether you may give it: it holds no key your own role lacks. */
  assignable: Type.Boolean(),
});
export type Role = Static<typeof Role>;

export const RoleBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 80 }),
  description: Type.Optional(FreeText({ maxLength: 500 })),
  keys: Type.Array(AccessKeySchema, { uniqueItems: true, maxItems: ACCESS_KEYS.length }),
});
export type RoleBody = Static<typeof RoleBody>;

/** What names a role in a body: its roleID, as SPEC.md section 7 sends it (`role.roleID`). */
export const RoleRef = Type.Object({ roleID: Type.String({ minLength: 1, maxLength: 100 }) });
export type RoleRef = Static<typeof RoleRef>;

/** SPEC.md section 3, "User role record". */
export const AdminRoleRecord = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  email: Type.String(),
  personalInfo: Type.Object({ firstname: Type.String(), lastname: Type.String() }),
  userGroup: Type.Number(),
  role: Type.Object({ _id: Type.String(), roleID: Type.String(), name: Type.String() }),
});
export type AdminRoleRecord = Static<typeof AdminRoleRecord>;

export const SetRoleBody = Type.Object({ adminID: Type.String({ format: 'uuid' }), role: RoleRef });
export type SetRoleBody = Static<typeof SetRoleBody>;
export const SetRoleUpdateBody = Type.Object({ role: RoleRef });
export type SetRoleUpdateBody = Static<typeof SetRoleUpdateBody>;

export const RoleResponse = Success(Role);
export const RoleListResponse = Success(Type.Array(Role));
export type RoleListResponse = Static<typeof RoleListResponse>;
export const RoleDeleteResponse = Success(Type.Object({ _id: Type.String() }));
export const AdminRoleRecordResponse = Success(AdminRoleRecord);
export const AdminRoleRecordListResponse = Success(Type.Array(AdminRoleRecord));
export type AdminRoleRecordListResponse = Static<typeof AdminRoleRecordListResponse>;

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
