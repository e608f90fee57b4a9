/** User groups as SPEC.md section 1 numbers them. */
export const USER_GROUP = {
  platformAdmin: 1,
  channelAdmin: 2,
  admin: 4,
  channelAdminAlt: 5,
} as const;

export type UserGroup = (typeof USER_GROUP)[keyof typeof USER_GROUP];

export const USER_GROUPS: readonly UserGroup[] = [1, 2, 4, 5];

export function isChannelAdminGroup(group: number): group is 2 | 5 {
  return group === 2 || group === 5;
}

export const MESSAGING_ONLY = 'messaging-only';
