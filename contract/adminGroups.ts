/**
 * Admin groups: the `userGroup` number of an admin as SPEC.md section 1 numbers them. Not the
 * app users' groups, which are in userGroups.ts.
 */
export const USER_GROUP = {
  platformAdmin: 1,
  channelAdmin: 2,
  admin: 4,
  channelAdminAlt: 5,
} as const;

export type AdminGroup = (typeof USER_GROUP)[keyof typeof USER_GROUP];

/** Every admin group. */
export const USER_GROUPS: readonly AdminGroup[] = [1, 2, 4, 5];

/** The platform admin, who works in any company (the company header chooses one). */
export const PLATFORM_ADMIN_GROUPS: readonly AdminGroup[] = [USER_GROUP.platformAdmin];

/** The groups that administer a whole company: the platform admin and the company admin. */
export const COMPANY_ADMIN_GROUPS: readonly AdminGroup[] = [
  USER_GROUP.platformAdmin,
  USER_GROUP.admin,
];

/** The channel admins: group 5 counts as group 2 everywhere. */
export const CHANNEL_ADMIN_GROUPS: readonly AdminGroup[] = [
  USER_GROUP.channelAdmin,
  USER_GROUP.channelAdminAlt,
];

const isIn = (groups: readonly number[], group: number) => groups.includes(group);

export function isPlatformAdminGroup(group: number): group is 1 {
  return isIn(PLATFORM_ADMIN_GROUPS, group);
}

export function isCompanyAdminGroup(group: number): group is 1 | 4 {
  return isIn(COMPANY_ADMIN_GROUPS, group);
}

export function isChannelAdminGroup(group: number): group is 2 | 5 {
  return isIn(CHANNEL_ADMIN_GROUPS, group);
}

export const MESSAGING_ONLY = 'messaging-only';
